import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@zeya/test-kit/render-page';
import { routes } from '@/app/router';
import { signIn } from '@/features/cashier/test-fixtures';

afterEach(() => vi.unstubAllGlobals());

function open(url: string) {
  stubApi(() => ok([]));
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe("the spec's own addresses", () => {
  it.each([
    ['/top-up/bank', '?tab=transfer&mode=deposit'],
    ['/with-draw', '?tab=transfer&mode=withdraw'],
  ])('%s leads to the real form', async (url, search) => {
    signIn();
    const router = open(url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/information'));
    expect(router.state.location.search).toBe(search);
  });

  it('/demo-play is no screen: the 404 page says so', async () => {
    open('/demo-play');
    expect(await screen.findByRole('heading', { level: 1, name: /Not Found/i })).toBeTruthy();
  });
});
