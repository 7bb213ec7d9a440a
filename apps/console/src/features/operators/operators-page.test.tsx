import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { OperatorsPage } from './operators-page';

const USERS = [
  {
    id: 1,
    user_name: 'admin',
    name: 'Admin',
    role: 'admin',
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
    last_seen_at: null,
  },
  {
    id: 2,
    user_name: 'operator',
    name: 'Op',
    role: 'operator',
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
    last_seen_at: '2026-11-24T05:00:00.000Z',
  },
];

const rowOf = async (userName: string) => (await screen.findByText(userName)).closest('tr')!;

describe('console users screen', () => {
  it('offers no role or status change on the admin’s own account', async () => {
    saveSession('t0k', { id: 1, user_name: 'admin', name: 'Admin', role: 'admin' });
    stubApi(() => ok(USERS));
    renderPage(<OperatorsPage />, { path: '/operators/*', url: '/operators' });
    const own = await rowOf('admin (you)');
    expect(within(own).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(within(own).getByRole('button', { name: 'Reset password' })).toBeTruthy();
    const other = await rowOf('Op');
    expect(within(other).getByRole('button', { name: 'Make admin' })).toBeTruthy();
  });

  it('disables an operator after confirming, then shows the fresh list', async () => {
    saveSession('t0k', { id: 1, user_name: 'admin', name: 'Admin', role: 'admin' });
    let list = USERS;
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        list = [USERS[0]!, { ...USERS[1]!, status: 'disabled' }];
        return ok(list, 'The account is disabled and signed out everywhere.');
      }
      return ok(list);
    });
    renderPage(<OperatorsPage />, { path: '/operators/*', url: '/operators' });
    await userEvent.click(within(await rowOf('Op')).getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Disable operator? They are signed out at once and cannot sign in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The account is disabled and signed out everywhere.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/console/operators/2/disable');
    expect(within(await rowOf('Op')).getByText('Disabled')).toBeTruthy();
  });

  it("creates an account and shows the server's field messages when refused", async () => {
    saveSession('t0k', { id: 1, user_name: 'admin', name: 'Admin', role: 'admin' });
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? {
            status: 422,
            body: {
              message: 'The password must be at least 12 characters.',
              errors: { password: ['The password must be at least 12 characters.'] },
            },
          }
        : ok(USERS),
    );
    renderPage(<OperatorsPage />, { path: '/operators/*', url: '/operators' });
    await userEvent.type(screen.getByLabelText('User name'), 'cashier2');
    await userEvent.type(screen.getByLabelText('Name'), 'Cashier Two');
    await userEvent.type(screen.getByLabelText('Password (at least 12 characters)'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(
      (await screen.findAllByText('The password must be at least 12 characters.')).length,
    ).toBeGreaterThan(0);
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/console/operators',
      body: { user_name: 'cashier2', name: 'Cashier Two', password: 'short', role: 'operator' },
    });
  });
});
