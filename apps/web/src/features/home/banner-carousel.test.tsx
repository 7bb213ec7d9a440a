import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { BannerCarousel } from '@/features/home/banner-carousel';

/** A test DOM has no layout observers or media queries; Embla only needs them to exist. */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal(
    'matchMedia',
    (media: string) => ({ media, matches: false, addEventListener() {}, removeEventListener() {} }) as any,
  );
});
afterEach(() => vi.unstubAllGlobals());

const BANNERS = [1, 2, 3].map((id) => ({ id, img_url: `/storage/banners/${id}.png` }));

/** The slide a player sees: the only slide not hidden from them. */
function visibleSlide() {
  const carousel = screen.getByRole('region', { name: 'Banners' });
  return within(carousel).getByRole('group');
}

function visibleBanner() {
  return within(visibleSlide()).getByRole('img');
}

describe('banner carousel', () => {
  it('wraps from the last banner to the first and from the first to the last', async () => {
    stubApi(() => ok(BANNERS));
    renderPage(<BannerCarousel />, { path: '/' });
    const user = userEvent.setup();

    expect(await screen.findByAltText('Banner 1')).toBeTruthy();
    expect(visibleBanner().getAttribute('alt')).toBe('Banner 1');
    expect(screen.getAllByRole('button', { name: /Go to slide/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(visibleBanner().getAttribute('alt')).toBe('Banner 3');
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(visibleBanner().getAttribute('alt')).toBe('Banner 1');

    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(visibleBanner().getAttribute('alt')).toBe('Banner 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(visibleBanner().getAttribute('alt')).toBe('Banner 1');
    expect(screen.getByRole('button', { name: 'Go to slide 1' }).getAttribute('aria-current')).toBe('true');
  });

  it('moves one banner at a time with next', async () => {
    stubApi(() => ok(BANNERS));
    renderPage(<BannerCarousel />, { path: '/' });
    const user = userEvent.setup();
    await screen.findByAltText('Banner 1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(visibleBanner().getAttribute('alt')).toBe('Banner 2');
  });

  it('a banner with a link opens its screen; only the shown slide can take the focus', async () => {
    stubApi(() =>
      ok([
        { id: 1, img_url: '/storage/banners/1.png', link: '/2d' },
        { id: 2, img_url: '/storage/banners/2.png', link: '/wallet/internal-transfer' },
        { id: 3, img_url: '/storage/banners/3.png' },
      ]),
    );
    renderPage(<BannerCarousel />, { path: '/' });
    const user = userEvent.setup();
    await screen.findByAltText('Banner 1');
    const carousel = within(screen.getByRole('region', { name: 'Banners' }));
    const links = carousel.getAllByRole('link', { hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/2d', '/wallet/internal-transfer']);
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(links.map((link) => link.tabIndex)).toEqual([-1, 0]);
    await user.click(within(visibleSlide()).getByRole('link', { name: 'Banner 2' }));
    expect(screen.getByTestId('location').textContent).toBe('/wallet/internal-transfer');
  });

  it("says 'No banners available' when there are none", async () => {
    stubApi(() => ok([]));
    renderPage(<BannerCarousel />, { path: '/' });
    expect(await screen.findByText('No banners available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
