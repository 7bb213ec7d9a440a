import { screen, within } from '@testing-library/react';
import { setLanguage } from '@/shared/i18n/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { PLAYER, signIn } from '@/features/wallet/test-fixtures';
import { WalletPage } from '@/features/wallet/wallet-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('/wallet', () => {
  it('shows the account, the wallet card, the three tiles and the top-up steps', () => {
    signIn();
    stubApi(() => ok(PLAYER));
    renderPage(<WalletPage />, { path: '/wallet' });
    expect(screen.getByRole('heading', { name: 'My Wallet', level: 1 })).toBeTruthy();
    const account = screen.getByTestId('wallet-account');
    expect(within(account).getByText('Demo Player')).toBeTruthy();
    expect(within(account).getByText('ID: demo')).toBeTruthy();
    expect(screen.getByTestId('wallet-main-balance').textContent).toBe('100,000.00 Ks');
    expect(screen.getByTestId('wallet-game-balance').textContent).toBe('10,000.00 Ks');

    const tiles = within(screen.getByRole('navigation', { name: 'Wallet actions' }));
    expect(tiles.getByRole('link', { name: 'Top Up' }).getAttribute('href')).toBe(
      '/information?tab=transfer&mode=deposit',
    );
    expect(tiles.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/information?tab=transfer&mode=withdraw',
    );
    expect(tiles.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/wallet-history');

    const steps = within(screen.getByRole('region', { name: 'How to top up' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[2]!.textContent).toContain('last 6 digits');
  });

  it('gives the top-up steps in Burmese', async () => {
    setLanguage('mm');
    signIn();
    stubApi(() => ok(PLAYER));
    renderPage(<WalletPage />, { path: '/wallet' });
    const steps = within(screen.getByRole('region', { name: 'ငွေဖြည့်နည်း' })).getAllByRole('listitem');
    expect(steps[2]!.textContent).toContain('နောက်ဆုံး ဂဏန်း ၆ လုံး');
  });

  it('sends signed-out visitors to the home list', async () => {
    const { findByTestId } = renderPage(<WalletPage />, { path: '/wallet' });
    expect((await findByTestId('location')).textContent).toBe('/?type=all');
  });
});
