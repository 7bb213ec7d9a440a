import { createServer, connect, type Socket } from 'node:net';

/**
 * Test-only: a TCP relay in front of PostgreSQL, to take the database away from a server and give it back. While it
 * is down, its connections are reset and new ones are reset as they arrive: to the server, a database host that went
 * away (ECONNRESET, "Connection terminated unexpectedly").
 */
export interface DatabaseProxy {
  /** `target` with the relay's address in place of the database's. */
  url: string;
  /** Resets every connection and refuses new ones until `up`. */
  down(): void;
  up(): void;
  close(): Promise<void>;
}

export async function startDatabaseProxy(target: string): Promise<DatabaseProxy> {
  const targetUrl = new URL(target);
  const sockets = new Set<Socket>();
  let isDown = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = createServer((client) => {
    track(client);
    if (isDown) return void client.resetAndDestroy();
    const upstream = connect(Number(targetUrl.port || 5432), targetUrl.hostname);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as { port: number }).port);
  return {
    url: url.toString(),
    down() {
      isDown = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    up() {
      isDown = false;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
