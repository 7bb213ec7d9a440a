import type { Page } from '@/features/wallet/api';

/** Test data for the wallet screens' tests. */
export { PLAYER, signIn } from '@/test/player';

/** A Laravel page as the API builds it (links to the previous, numbered and next pages). */
export function makePage<T>(rows: T[], path: string, current: number, last: number, perPage = 20): Page<T> {
  const url = (page: number) => `/api${path}?page=${page}`;
  return {
    data: rows,
    links: [
      { url: current > 1 ? url(current - 1) : null, label: '&laquo; Previous', active: false },
      ...Array.from({ length: last }, (_, i) => ({
        url: url(i + 1),
        label: String(i + 1),
        active: i + 1 === current,
      })),
      { url: current < last ? url(current + 1) : null, label: 'Next &raquo;', active: false },
    ],
    current_page: current,
    last_page: last,
    per_page: perPage,
    total: rows.length + (last - 1) * perPage,
  };
}
