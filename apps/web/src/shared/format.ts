/** Media paths come back relative to the server root (/storage/...); absolute URLs pass through. */
export function mediaUrl(path: string | undefined): string {
  if (!path) return '';
  return /^https?:\/\//.test(path) || path.startsWith('/') ? path : `/${path}`;
}
