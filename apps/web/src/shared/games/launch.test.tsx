import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '@zeya/test-kit/render-page';
import type { Game } from '@/shared/games/api';
import { launchNavigation, useLaunchGame } from '@/shared/games/launch';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const GAME: Game = {
  id: 7,
  game_code: 'GPG-1-001',
  product_code: '9101',
  game_type: 'SLOT',
  game_name: 'Golden Tiger',
  image_url: '/storage/games/gpg-1-001.svg',
  provider_id: 1,
  hot: false,
};

function reply(body: Record<string, unknown>, status = 200) {
  return { status, body: { status: 'Request was successful.', data: null, ...body } };
}

async function launchWith(answer: Parameters<typeof stubApi>[0]) {
  const calls = stubApi(answer);
  const hook = renderHook(() => useLaunchGame());
  await act(() => hook.result.current.launch(GAME));
  return { calls, error: hook.result.current.error, hook };
}

describe('game launch', () => {
  it('posts the game and goes to the returned url', async () => {
    const goTo = vi.spyOn(launchNavigation, 'goTo').mockImplementation(() => {});
    const { calls, error } = await launchWith(() =>
      reply({ code: 200, url: 'https://games.example/play?t=1' }),
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/seamless/launch-game',
        body: { game_code: 'GPG-1-001', product_code: '9101', game_type: 'SLOT' },
      },
    ]);
    expect(goTo).toHaveBeenCalledWith('https://games.example/play?t=1');
    expect(error).toBeNull();
  });

  it('reads the reply inside data too', async () => {
    const goTo = vi.spyOn(launchNavigation, 'goTo').mockImplementation(() => {});
    await launchWith(() => ok({ code: 200, url: 'https://games.example/inner' }));
    expect(goTo).toHaveBeenCalledWith('https://games.example/inner');
  });

  it('writes returned content into a new window', async () => {
    const written: string[] = [];
    const opened = {
      opener: {},
      document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const { error } = await launchWith(() => reply({ code: 200, content: '<html>game</html>' }));
    expect(open).toHaveBeenCalled();
    expect(written).toEqual(['<html>game</html>']);
    expect(opened.opener).toBeNull();
    expect(error).toBeNull();
  });

  it('says the popup was blocked when no window opens', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { error } = await launchWith(() => reply({ code: 200, content: '<html>game</html>' }));
    expect(error).toBe('Popup blocked. Please allow popups.');
  });

  it('shows the message, or a default, when code 200 brings neither url nor content', async () => {
    expect((await launchWith(() => reply({ code: 200, message: 'Try later.' }))).error).toBe('Try later.');
    expect((await launchWith(() => reply({ code: 200, message: '' }))).error).toBe(
      'Launch failed: No URL or content.',
    );
  });

  it("shows the server's message, or 'Failed to launch game.', for any other code or status", async () => {
    expect((await launchWith(() => reply({ code: 401, message: 'Session expired.' }))).error).toBe(
      'Session expired.',
    );
    expect((await launchWith(() => reply({ code: 500, message: '' }))).error).toBe('Failed to launch game.');
    expect(
      (
        await launchWith(() => ({
          status: 404,
          body: { status: 'Error has occurred...', message: 'Not found.' },
        }))
      ).error,
    ).toBe('Not found.');
    // A signed-out player: the server's 401 message, and the page is not reloaded.
    expect((await launchWith(() => ({ status: 401, body: { message: 'Unauthenticated.' } }))).error).toBe(
      'Unauthenticated.',
    );
    expect((await launchWith(() => ({ status: 502, body: null }))).error).toBe('Failed to launch game.');
  });

  it('says network error when the request fails', async () => {
    expect((await launchWith(() => 'network-error')).error).toBe('Network error. Please try again.');
  });

  it('hands the error to onError instead when given', async () => {
    stubApi(() => reply({ code: 500, message: 'Down.' }));
    const onError = vi.fn();
    const hook = renderHook(() => useLaunchGame({ onError }));
    await act(() => hook.result.current.launch(GAME));
    expect(onError).toHaveBeenCalledWith('Down.');
    expect(hook.result.current.error).toBeNull();
  });
});
