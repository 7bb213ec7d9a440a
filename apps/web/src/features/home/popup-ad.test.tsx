import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { useState } from 'react';
import { PopupAd } from '@/features/home/popup-ad';
import { setLanguage } from '@/shared/i18n/i18n';
import { Modal } from '@/shared/ui/modal';

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('pop-up ad', () => {
  it('shows once per browser session and closes', async () => {
    stubApi(() => ok({ id: 1, img_url: '/storage/ads/popup.png' }));
    const user = userEvent.setup();

    const first = renderPage(<PopupAd />, { path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Advertisement' });
    const image = screen.getByRole('img', { name: 'Advertisement' });
    expect(image.getAttribute('src')).toBe('/storage/ads/popup.png');
    expect(image.className).toContain('h-[150px]');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.isConnected).toBe(false);
    first.unmount();

    // Coming back to home in the same session: the ad stays away.
    renderPage(<PopupAd />, { path: '/' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows again in a new session', async () => {
    stubApi(() => ok({ id: 1, img_url: '/storage/ads/popup.png' }));
    renderPage(<PopupAd />, { path: '/' });
    expect(await screen.findByRole('dialog', { name: 'Advertisement' })).toBeTruthy();
  });

  it('an ad with a link opens what it advertises and closes', async () => {
    stubApi(() => ok({ id: 1, img_url: '/storage/ads/popup.png', link: '/play/shwe-slot' }));
    renderPage(<PopupAd />, { path: '/' });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Advertisement' });
    const link = screen.getByRole('link', { name: 'Advertisement' });
    expect(link.getAttribute('href')).toBe('/play/shwe-slot');
    await user.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/play/shwe-slot');
    expect(dialog.isConnected).toBe(false);
  });

  it('an ad without a link is a picture only', async () => {
    stubApi(() => ok({ id: 1, img_url: '/storage/ads/popup.png' }));
    renderPage(<PopupAd />, { path: '/' });
    await screen.findByRole('dialog', { name: 'Advertisement' });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('waits while the player has another dialog open, and shows when it is closed', async () => {
    function SigningIn() {
      const [open, setOpen] = useState(true);
      return open ? (
        <Modal title="Login" onClose={() => setOpen(false)}>
          form
        </Modal>
      ) : null;
    }
    const user = userEvent.setup();
    const calls = stubApi(() => ok({ id: 1, img_url: '/storage/ads/popup.png' }));
    renderPage(
      <>
        <SigningIn />
        <PopupAd />
      </>,
      { path: '/' },
    );
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog', { name: 'Advertisement' })).toBeNull();
    expect(sessionStorage.getItem('popupAdShown')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Advertisement' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Login' })).toBeNull();
  });

  it("names its close control in the player's language", async () => {
    setLanguage('mm');
    stubApi(() => ok({ id: 1, img_url: '/storage/ads/popup.png' }));
    const user = userEvent.setup();
    renderPage(<PopupAd />, { path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'ကြော်ငြာ' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'ပိတ်မည်' }));
    expect(dialog.isConnected).toBe(false);
  });

  it('shows nothing when there is no ad', async () => {
    const calls = stubApi(() => ok(null));
    renderPage(<PopupAd />, { path: '/' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
