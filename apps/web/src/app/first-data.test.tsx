import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_DATA_ID, seedFirstData } from '@/app/first-data';
import { useGameTypes, type GameType } from '@/shared/games/api';

const types = [{ id: 1, code: 'slot', name: 'Slots', hidden: false, providers: [] }] as unknown as GameType[];

/** A page as the server sends it: the first screen's replies in a JSON script element. */
function pageWith(text: string) {
  const page = document.implementation.createHTMLDocument();
  const script = page.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ID;
  script.textContent = text;
  page.body.append(script);
  return page;
}

function gameTypesOf(queryClient: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useGameTypes(), { wrapper }).result;
}

afterEach(() => vi.unstubAllGlobals());

describe('the first screen data sent with the page', () => {
  it('answers the game types hook at once, without asking the API', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    seedFirstData(queryClient, pageWith(JSON.stringify({ '/game_types': { status: 'ok', data: types } })));
    const result = gameTypesOf(queryClient);
    expect(result.current.data).toEqual(types);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('seeds nothing from a missing or broken page, so the hook asks the API', () => {
    for (const page of [pageWith('{not json'), document.implementation.createHTMLDocument()]) {
      const queryClient = new QueryClient();
      seedFirstData(queryClient, page);
      expect(queryClient.getQueryData(['game_types'])).toBeUndefined();
    }
  });
});
