/** Kyat with thousands separators, e.g. 100,000 Ks or 1,234.50 Ks with `decimals`. */
export function formatKs(amount: number | undefined, decimals = 0): string {
  const value = (amount ?? 0).toLocaleString('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: Math.max(decimals, 2),
  });
  return `${value} Ks`;
}

/** Media paths come back relative to the server root (/storage/...); absolute URLs pass through. */
export function mediaUrl(path: string | undefined): string {
  if (!path) return '';
  return /^https?:\/\//.test(path) || path.startsWith('/') ? path : `/${path}`;
}
