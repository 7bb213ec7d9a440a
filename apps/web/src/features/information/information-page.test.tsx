import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { InformationPage } from '@/features/information/information-page';

afterEach(() => vi.unstubAllGlobals());

function signIn() {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem(
    'userProfile',
    JSON.stringify({
      id: 1,
      user_name: 'demo',
      name: 'Demo',
      phone: null,
      member_account: 'demo',
      balance: 0,
      main_balance: 0,
    }),
  );
  stubApi(() =>
    ok({
      id: 1,
      user_name: 'demo',
      name: 'Demo',
      phone: null,
      member_account: 'demo',
      balance: 0,
      main_balance: 0,
    }),
  );
}

describe('account information', () => {
  it('opens the profile tab when no tab is given, replacing the address', async () => {
    signIn();
    const { router } = renderPage(<InformationPage />, { path: '/information' });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=profile'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('heading', { name: 'Account Information' })).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the generated user name on the profile, with what it is for', async () => {
    signIn();
    renderPage(<InformationPage />, { path: '/information', url: '/information?tab=profile' });
    const name = await screen.findByTestId('profile-user-name');
    expect(name.textContent).toBe('demo');
    expect(name.closest('dd')?.textContent).toBe('demoUse it or your phone number to sign in.');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends signed-out visitors to the home list', async () => {
    const { router } = renderPage(<InformationPage />, {
      path: '/information',
      url: '/information?tab=profile',
    });
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/?type=all'),
    );
    expect(screen.queryByText('Account Information')).toBeNull();
  });

  it('links the Wallet and Logs tabs and shows the tab content handed in', () => {
    signIn();
    renderPage(<InformationPage transferTab={<p>Transfer content</p>} logsTab={<p>Logs content</p>} />, {
      path: '/information',
      url: '/information?tab=logs&type=deposit',
    });
    expect(screen.getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe(
      '/information?tab=transfer',
    );
    expect(screen.getByRole('link', { name: 'Logs' }).getAttribute('href')).toBe(
      '/information?tab=logs&type=deposit',
    );
    expect(screen.getByRole('link', { name: 'Logs' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('Logs content')).toBeTruthy();
    expect(screen.queryByText('Transfer content')).toBeNull();
    expect(screen.queryByText('Change Password')).toBeNull();
  });
});
