const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

export type EventHandler = (name: string, data: unknown) => void;

/**
 * One response's body as server-sent events (`event:` and `data:` lines, a blank line after each). A `retry:` line
 * (a server stopping says when to come back) goes to `onRetry`.
 */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: EventHandler,
  onRetry: (ms: number) => void,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: (.*)$/m.exec(frame)?.[1];
      const data = /^data: (.*)$/m.exec(frame)?.[1];
      const retry = /^retry: ?(\d+)$/m.exec(frame)?.[1];
      if (retry) onRetry(Number(retry));
      if (name && data) onEvent(name, JSON.parse(data));
    }
  }
}

/**
 * Follows a server-sent event stream with fetch (so a token goes in a header, as every other call's does, where
 * EventSource could only put it in the address), and opens it again after it drops, waiting longer each time up to
 * 30 s. `onLive` says whether it is open: while it is, a screen need not poll. Returns what stops it.
 */
export function followEvents(
  url: string,
  headers: () => Record<string, string>,
  onEvent: EventHandler,
  onLive: (live: boolean) => void,
): () => void {
  const controller = new AbortController();
  let wait = RETRY_FIRST_MS;
  /** The wait the server asked for when it ended the stream, used once instead of the client's own. */
  let asked: number | undefined;
  const read = async () => {
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers() },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
    onLive(true);
    wait = RETRY_FIRST_MS;
    await readEvents(response.body, onEvent, (ms) => (asked = ms));
  };
  const loop = async () => {
    while (!controller.signal.aborted) {
      await read().catch(() => undefined);
      onLive(false);
      if (controller.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, asked ?? wait));
      if (asked === undefined) wait = Math.min(wait * 2, RETRY_MAX_MS);
      asked = undefined;
    }
  };
  void loop();
  return () => controller.abort();
}
