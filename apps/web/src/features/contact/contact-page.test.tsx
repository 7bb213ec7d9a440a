import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { ContactPage } from '@/features/contact/contact-page';
import { reloadPage } from '@/features/contact/reload-page';

vi.mock('@/features/contact/reload-page', () => ({ reloadPage: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadPage).mockClear();
});

describe('contact', () => {
  it('offers Try Again, which reloads the page, when the channels cannot load', async () => {
    stubApi(() => ({ status: 500, body: { message: 'Something went wrong. Please try again.' } }));
    const user = userEvent.setup();
    renderPage(<ContactPage />, { path: '/contact' });

    expect(await screen.findByText('Failed to load contact information')).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('shows the highlights and a card per channel, its link opening in a new tab', async () => {
    stubApi(() =>
      ok([
        {
          id: 1,
          name: 'telegram',
          value: 'https://t.me/zeya_support',
          image: '/storage/contacts/telegram.svg',
        },
        { id: 2, name: 'WhatsApp', value: 'https://wa.me/959123', image: '/storage/contacts/wa.png' },
        {
          id: 3,
          name: 'viber',
          value: 'viber://chat?number=%2B959123450001',
          image: '/storage/contacts/viber.svg',
        },
      ]),
    );
    renderPage(<ContactPage />, { path: '/contact' });

    // The card reads the handle; the link behind it is the channel's own address.
    const link = await screen.findByRole('link', { name: '@zeya_support' });
    expect(link.getAttribute('href')).toBe('https://t.me/zeya_support');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('24/7 Support')).toBeTruthy();
    expect(screen.getByText('Quick Response')).toBeTruthy();
    expect(screen.getByText('Multiple Channels')).toBeTruthy();
    // Known channels get their own mark; others show the uploaded image.
    expect(screen.getByRole('img', { name: 'Telegram' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getByRole('img', { name: 'WhatsApp' }).getAttribute('src')).toBe(
      '/storage/contacts/wa.png',
    );
    const viber = screen.getByRole('link', { name: '+95 9 123 450 001' });
    expect(viber.getAttribute('href')).toBe('viber://chat?number=%2B959123450001');
    expect(screen.queryByText(/viber:\/\//)).toBeNull();
    expect(screen.getAllByTestId('contact-card')).toHaveLength(3);
  });
});
