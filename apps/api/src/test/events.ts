/** Test-only: a client of a server-sent event stream, read as a browser's fetch reads it. */
export interface EventClient {
  /** The next event of that name (earlier ones of other names are skipped), or a failure after `timeoutMs`. */
  next<T = unknown>(name: string, timeoutMs?: number): Promise<T>;
  close(): void;
}

export async function openEvents(url: string, token?: string): Promise<EventClient & { status: number }> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    signal: controller.signal,
  });
  const received: { name: string; data: unknown }[] = [];
  const waiters: (() => void)[] = [];
  if (response.ok && response.body)
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(frame)?.[1];
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (name && data) received.push({ name, data: JSON.parse(data) });
            waiters.splice(0).forEach((wake) => wake());
          }
        }
      } catch {
        // closed by the test
      }
    })();
  return {
    status: response.status,
    async next<T>(name: string, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = received.findIndex((event) => event.name === name);
        if (index >= 0) return received.splice(0, index + 1).at(-1)!.data as T;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no '${name}' event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
    close: () => controller.abort(),
  };
}
