import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type Reply } from '@zeya/test-kit/render-page';
import { PLAYER, signIn } from '@/features/wallet/test-fixtures';
import { WalletCard } from '@/features/wallet/wallet-card';

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

describe('wallet card', () => {
  it('shows both balances with separators, two decimals and Ks, each with an add link', async () => {
    stubApi(() => ok(PLAYER));
    renderPage(<WalletCard />, { path: '/wallet' });
    expect(screen.getByTestId('wallet-main-balance').textContent).toBe('100,000.00 Ks');
    expect(screen.getByTestId('wallet-game-balance').textContent).toBe('10,000.00 Ks');
    // Each adds to its balance from the other one.
    expect(screen.getByRole('link', { name: 'Add to Main Balance' }).getAttribute('href')).toBe(
      '/wallet/internal-transfer?direction=gameToMain',
    );
    expect(screen.getByRole('link', { name: 'Add to Game Balance' }).getAttribute('href')).toBe(
      '/wallet/internal-transfer?direction=mainToGame',
    );
    expect(screen.getByRole('button', { name: 'Refresh Game Balance' })).toBeTruthy();
  });

  it.each(['/2d/bet', '/3d/bet'])('hides the game balance on %s', (path) => {
    stubApi(() => ok(PLAYER));
    renderPage(<WalletCard />, { path, url: `${path}?time=2` });
    expect(screen.getByTestId('wallet-main-balance').textContent).toBe('100,000.00 Ks');
    expect(screen.queryByTestId('wallet-game-balance')).toBeNull();
    expect(screen.queryByText('Game Balance')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh Game Balance' })).toBeNull();
  });

  it('shows the game balance on other 2D screens', () => {
    stubApi(() => ok(PLAYER));
    renderPage(<WalletCard />, { path: '/2d/confirm' });
    expect(screen.getByTestId('wallet-game-balance')).toBeTruthy();
  });

  it('refresh fetches the player again, with a spinner while it runs', async () => {
    let release: (reply: Reply) => void = () => undefined;
    let fresh = PLAYER;
    let holdNext = false;
    const calls = stubApi(() => {
      if (!holdNext) return ok(fresh);
      holdNext = false;
      return new Promise<Reply>((resolve) => (release = resolve));
    });
    renderPage(<WalletCard />, { path: '/wallet' });
    await waitFor(() => expect(calls.filter((call) => call.path === '/user')).toHaveLength(1));

    holdNext = true;
    fresh = { ...PLAYER, main_balance: 123456.5 };
    const button = screen.getByRole('button', { name: 'Refresh Main Balance' }) as HTMLButtonElement;
    await userEvent.setup().click(button);
    await waitFor(() => expect(calls.filter((call) => call.path === '/user')).toHaveLength(2));
    expect(button.disabled).toBe(true);
    expect(screen.getAllByRole('status', { name: 'Loading...' })).toHaveLength(2);

    release(ok(fresh));
    await waitFor(() => expect(screen.getByTestId('wallet-main-balance').textContent).toBe('123,456.50 Ks'));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading...' })).toBeNull());
    expect(button.disabled).toBe(false);
  });
});
