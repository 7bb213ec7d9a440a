import type { FastifyRequest } from 'fastify';

export interface Page<T> {
  data: T[];
  links: { url: string | null; label: string; active: boolean }[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Absolute, as Laravel writes them: a client on another origin follows them to this server, not to its own. */
function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.toString();
}

/** Laravel's paginator: the spec's client follows `links[].url` for the previous, numbered and next pages. */
export function toPage<T>(
  request: FastifyRequest,
  rows: T[],
  total: number,
  page: number,
  perPage: number,
): Page<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const numbered = Array.from({ length: lastPage }, (_, i) => i + 1)
    .filter((n) => n === 1 || n === lastPage || Math.abs(n - page) <= 2)
    .map((n) => ({ url: pageUrl(request, n), label: String(n), active: n === page }));
  return {
    data: rows,
    links: [
      { url: page > 1 ? pageUrl(request, page - 1) : null, label: '&laquo; Previous', active: false },
      ...numbered,
      { url: page < lastPage ? pageUrl(request, page + 1) : null, label: 'Next &raquo;', active: false },
    ],
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
  };
}
