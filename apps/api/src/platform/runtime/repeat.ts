import type { FastifyInstance } from 'fastify';

/**
 * A background task run from the app's start and then every `intervalSeconds` while it runs (a pass of a provider's
 * reconciliation): a failed run is logged with `failure` and the next one tries again; closing the app waits for
 * the run in progress. Which instance does the work is the task's own business (an advisory lock, a lease).
 */
export function repeatWhileRunning(
  app: FastifyInstance,
  intervalSeconds: number,
  task: () => Promise<unknown>,
  failure: string,
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const loop = async () => {
    try {
      await task();
    } catch (error) {
      app.log.warn({ err: error }, failure);
    }
    if (stopped) return;
    timer = setTimeout(() => (running = loop()), intervalSeconds * 1000);
    timer.unref();
  };
  app.addHook('onReady', async () => {
    running = loop();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  });
}
