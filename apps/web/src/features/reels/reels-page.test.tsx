import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { ReelsPage } from '@/features/reels/reels-page';

type Callback = (entries: { intersectionRatio: number }[]) => void;

afterEach(() => vi.unstubAllGlobals());

describe('reels', () => {
  it('plays a slide once 90% of it is visible and pauses it otherwise', async () => {
    const observers = new Map<Element, { callback: Callback; threshold: unknown }>();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          private callback: Callback,
          private options: { threshold: unknown },
        ) {}
        observe(element: Element) {
          observers.set(element, { callback: this.callback, threshold: this.options.threshold });
        }
        disconnect() {}
      },
    );
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    stubApi(() =>
      ok([
        { id: 1, title: 'a', video_url: '/storage/videos/promo-1.webm' },
        { id: 2, title: 'b', video_url: '/storage/videos/promo-2.webm' },
      ]),
    );
    renderPage(<ReelsPage />, { path: '/reels' });

    expect(await screen.findAllByTestId('reel')).toHaveLength(2);
    const [first] = [...observers.entries()];
    expect(observers.size).toBe(2);
    expect(first![1].threshold).toBe(0.9);

    act(() => first![1].callback([{ intersectionRatio: 0.95 }]));
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toBe(first![0]);

    act(() => first![1].callback([{ intersectionRatio: 0.5 }]));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(pause.mock.contexts[0]).toBe(first![0]);
    play.mockRestore();
    pause.mockRestore();
  });
});
