import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { vi } from 'vitest';

/** Where the router is now: rendered by renderPage so tests can read redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders one screen at `url` inside a memory router, a fresh query client (no retries) and a toast container.
 * Other paths render a probe showing the location, so a redirect can be asserted.
 */
export function renderPage(element: ReactNode, { path, url = path }: { path: string; url?: string }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {element}
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <ToastContainer />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export type Reply = { status?: number; body: unknown } | 'network-error';

/**
 * Stubs fetch for the API: `handler` gets each call (path without the /api prefix) and returns the reply.
 * Returns the list of calls made.
 */
export function stubApi(handler: (call: ApiCall) => Reply | Promise<Reply>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call: ApiCall = {
        method: init.method ?? 'GET',
        path: String(input).replace(/^\/api/, ''),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const reply = await handler(call);
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** The success envelope of the API. */
export function ok(data: unknown, message = 'Success') {
  return { body: { status: 'Request was successful.', message, data } };
}
