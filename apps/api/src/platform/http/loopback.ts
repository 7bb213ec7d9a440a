import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/**
 * This server's own address as seen from inside the process (http://127.0.0.1:<port>), known once it listens. The
 * in-process demo providers are reached through it exactly as remote ones are reached through theirs: our adapters
 * call them over HTTP and they call our webhooks back the same way.
 */
const bases = new WeakMap<Config, string>();

export function loopbackBase(config: Config): string {
  return bases.get(config) ?? `http://127.0.0.1:${config.PORT}`;
}

/** Records the listening address (port 0 in tests becomes the real one). */
export function recordLoopback(app: FastifyInstance, config: Config) {
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return;
    const host = ['0.0.0.0', '::'].includes(address.address)
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    bases.set(config, `http://${host}:${address.port}`);
  });
}
