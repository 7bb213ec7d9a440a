import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { AdsVideoPage } from '@/features/ads-video/ads-video-page';

afterEach(() => vi.unstubAllGlobals());

describe('ads video', () => {
  it('plays each video muted on a loop with its card text', async () => {
    const calls = stubApi(() =>
      ok([
        { id: 1, title: 'a', video_url: '/storage/videos/promo-1.webm' },
        { id: 2, title: 'b', video_url: 'https://cdn.example.com/promo.mp4' },
      ]),
    );
    const { container } = renderPage(<AdsVideoPage />, { path: '/ads-video' });
    expect(screen.getByRole('heading', { name: 'Ads Video' })).toBeTruthy();
    expect(await screen.findByText('Promotion Video 2')).toBeTruthy();
    expect(calls[0]?.path).toBe('/videoads');
    const videos = [...container.querySelectorAll('video')];
    expect(videos.map((video) => video.getAttribute('src'))).toEqual([
      '/storage/videos/promo-1.webm',
      'https://cdn.example.com/promo.mp4',
    ]);
    for (const video of videos) {
      expect(video.muted && video.loop && video.autoplay && video.controls).toBe(true);
      expect(video.getAttribute('preload')).toBe('metadata');
    }
    expect(screen.getAllByText('Stay updated with our latest events and offers.')).toHaveLength(2);
  });

  it('says so when there are no videos', async () => {
    stubApi(() => ok([]));
    renderPage(<AdsVideoPage />, { path: '/ads-video' });
    expect(await screen.findByText('No videos available at the moment.')).toBeTruthy();
  });
});
