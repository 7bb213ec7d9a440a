import { createServer, type IncomingMessage } from 'node:http';
import type { GscplusAggregator } from './aggregator';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
    request.on('error', reject);
  });
}

function parse(text: string): unknown {
  try {
    return text === '' ? {} : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Serves an aggregator's operator APIs over HTTP on a free local port until `close` (or `stop`, then `start`). */
export async function listen(aggregator: GscplusAggregator, port = 0) {
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const url = new URL(request.url ?? '/', 'http://aggregator');
      const reply = aggregator.handle({
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: parse(text),
      });
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  aggregator.baseUrl = url;
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
