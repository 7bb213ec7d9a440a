import { screen } from '@testing-library/react';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromotionPage } from '@/features/promotion/promotion-page';
import { refetchOnLanguageChange } from '@/shared/api/language-refetch';
import { setLanguage } from '@/shared/i18n/i18n';

/** What the API answers for /promotion in the language the request carries (the player's `lan`). */
const PROMOTIONS: Record<string, object[]> = {
  en: [
    {
      id: 1,
      title: '2D Twice Daily',
      description: 'Two draws a day.',
      img_url: '/p.svg',
      lang: 'en',
      fallback: false,
    },
  ],
  mm: [
    {
      id: 1,
      title: 'တစ်နေ့ နှစ်ကြိမ် 2D',
      description: 'တစ်နေ့ နှစ်ပွဲ။',
      img_url: '/p.svg',
      lang: 'mm',
      fallback: false,
    },
    {
      id: 2,
      title: 'Only English',
      description: 'Not translated.',
      img_url: '/q.svg',
      lang: 'en',
      fallback: true,
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('promotions after a change of language', () => {
  it('fetches again and shows the new language without leaving the screen, English fallbacks marked', async () => {
    setLanguage('en');
    const calls = stubApi(({ path }) =>
      ok(path === '/promotion' ? PROMOTIONS[localStorage.getItem('lan') ?? 'en'] : []),
    );
    const { queryClient } = renderPage(<PromotionPage />, { path: '/promotion' });
    const stop = refetchOnLanguageChange(queryClient);
    try {
      expect(await screen.findByText('2D Twice Daily')).toBeTruthy();
      setLanguage('mm');
      const burmese = await screen.findByText('တစ်နေ့ နှစ်ကြိမ် 2D');
      expect(burmese.tagName).toBe('H2');
      expect(burmese.getAttribute('lang')).toBe('my');
      expect(screen.queryByText('2D Twice Daily')).toBeNull();
      // Not written in Burmese: the English comes marked as English, for screen readers and fonts.
      expect(screen.getByText('Only English').getAttribute('lang')).toBe('en');
      expect(screen.getByText('Not translated.').getAttribute('lang')).toBe('en');
      expect(calls.filter((call) => call.path === '/promotion')).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('does not fetch again without a change of language', async () => {
    setLanguage('en');
    const calls = stubApi(({ path }) => ok(path === '/promotion' ? PROMOTIONS.en : []));
    const { queryClient } = renderPage(<PromotionPage />, { path: '/promotion' });
    const stop = refetchOnLanguageChange(queryClient);
    await screen.findByText('2D Twice Daily');
    setLanguage('en');
    stop();
    setLanguage('mm');
    expect(calls.filter((call) => call.path === '/promotion')).toHaveLength(1);
  });
});
