import { ApiError, sessionHeaders, withQuery, type Query } from './client';

/**
 * A file the console API sends (a CSV export, a receipt image). The token travels in a header, so a plain link or
 * <img> cannot fetch it.
 */
export async function consoleFile(path: string, query: Query = {}) {
  const response = await fetch(`/api/console${withQuery(path, query)}`, { headers: sessionHeaders() });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      errors?: Record<string, string[]>;
    } | null;
    throw new ApiError(response.status, body?.message ?? '', body?.errors ?? {});
  }
  return response;
}

/** Saves a file of the console API under the name the server gives it. */
export async function downloadFile(path: string, query: Query = {}) {
  const response = await consoleFile(path, query);
  const disposition = response.headers.get('content-disposition') ?? '';
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}
