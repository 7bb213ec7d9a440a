import type { ConsoleUserRow } from '@zeya/contract/console-users';
import type { StaffRules } from '@zeya/contract/staff-requests';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { OperatorsPage } from './operators-page';

const USERS: ConsoleUserRow[] = [
  {
    id: 1,
    user_name: 'admin',
    name: 'Admin',
    phone: '09•••••0001',
    role: 'admin',
    status: 'active',
    second_factor: true,
    second_person_from: '2026-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    last_seen_at: null,
    pending_requests: [],
  },
  {
    id: 2,
    user_name: 'operator',
    name: 'Op',
    phone: null,
    role: 'operator',
    status: 'active',
    second_factor: false,
    second_person_from: '2099-01-01T00:00:00.000Z',
    created_at: '2026-01-01T00:00:00.000Z',
    last_seen_at: '2026-11-24T05:00:00.000Z',
    pending_requests: [],
  },
];

const RULES: StaffRules = {
  deposit_above: 500_000,
  withdrawal_above: 500_000,
  adjustment_above: 0,
  commission_above: 1_000_000,
  offer_above: 50_000,
  free_credit_min_wagering: 3,
  commission_max_ngr_percent: 40,
  commission_max_turnover_percent: 1.5,
  updated_at: '2026-11-01T00:00:00.000Z',
  pending_request_id: null,
};

const rowOf = async (userName: string) => (await screen.findByText(userName)).closest('tr')!;
const confirmWith = async (reason: string) => {
  const dialog = screen.getByRole('dialog');
  await userEvent.type(within(dialog).getByLabelText('Reason (for the audit log)'), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
};

describe('console users screen', () => {
  beforeEach(() => saveSession('t0k', { id: 1, user_name: 'admin', name: 'Admin', role: 'admin' }));

  it('shows each account’s second factor and from when it counts as a second person; nothing to change on one’s own', async () => {
    stubApi(() => ok(USERS));
    renderPage(<OperatorsPage />, { path: '/operators/*', url: '/operators' });
    const own = await rowOf('admin (you)');
    expect(within(own).queryByRole('button')).toBeNull();
    expect(
      within(own)
        .getByRole('link', { name: /My security/ })
        .getAttribute('href'),
    ).toBe('/security');
    const other = await rowOf('operator');
    expect(within(other).getByText('No phone')).toBeTruthy();
    expect(within(other).getByText('No')).toBeTruthy();
    expect(within(other).getByText('Not yet: from 2099-01-01 06:30')).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Make admin' })).toBeTruthy();
    expect(within(other).queryByRole('button', { name: 'Reset second factor' })).toBeNull();
  });

  it('asks to disable an operator with a reason; the account then shows the change waiting for a second admin', async () => {
    let list = USERS;
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        list = [USERS[0]!, { ...USERS[1]!, pending_requests: [{ id: 12, kind: 'console_user.disable' }] }];
        return ok(
          { users: list, request_id: 12 },
          'Saved as a request: someone else must approve it before it takes effect.',
        );
      }
      return ok(list);
    });
    renderPage(<OperatorsPage />, { path: '/operators/*', url: '/operators' });
    await userEvent.click(within(await rowOf('operator')).getByRole('button', { name: 'Disable' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'Disable operator? Once a second admin approves it, they are signed out at once',
    );
    await confirmWith('left the company');
    expect(
      await screen.findByText('Saved as a request: someone else must approve it before it takes effect.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/console/operators/2/disable',
      body: { reason: 'left the company' },
    });
    const row = await rowOf('operator');
    expect(within(row).getByText('Disabling')).toBeTruthy();
    expect(within(row).getByRole('link', { name: '#12' }).getAttribute('href')).toBe('/money/staff-requests');
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Disable' })).toHaveProperty('disabled', true);
  });

  it('asks for a new account without any password: its set-up link goes to the phone once a second admin approves', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? ok(
            { users: USERS, request_id: 14 },
            'Saved as a request: someone else must approve it before it takes effect.',
          )
        : ok(USERS),
    );
    renderPage(<OperatorsPage />, { path: '/operators/*', url: '/operators' });
    await screen.findByText('admin (you)');
    expect(screen.queryByLabelText(/Password/)).toBeNull();
    await userEvent.type(screen.getByLabelText('User name'), 'cashier2');
    await userEvent.type(screen.getByLabelText('Name'), 'Cashier Two');
    await userEvent.type(screen.getByLabelText('Phone'), '09123000111');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for the account' }));
    expect(screen.getByRole('dialog').textContent).toContain('the set-up link goes to 09123000111');
    await confirmWith('evening cashier');
    expect(
      await screen.findByText(
        'Request #14 is waiting for a second admin: nothing changes until another admin approves it.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/console/operators',
      body: {
        user_name: 'cashier2',
        name: 'Cashier Two',
        phone: '09123000111',
        role: 'operator',
        reason: 'evening cashier',
      },
    });
  });
});

describe('approval rules', () => {
  beforeEach(() => saveSession('t0k', { id: 1, user_name: 'admin', name: 'Admin', role: 'admin' }));

  it('asks for new rules with a reason, in numbers, then says the change waits for a second admin', async () => {
    let rules = RULES;
    const calls = stubApi((call) => {
      if (call.method === 'PUT') {
        rules = { ...RULES, pending_request_id: 31 };
        return ok({ ...rules, request_id: 31 }, 'Saved as a request: someone else must approve it.');
      }
      return ok(rules);
    });
    renderPage(<OperatorsPage />, { path: '/operators/*', url: '/operators/rules' });
    expect(await screen.findByText(/Counted per player per day/)).toBeTruthy();
    const deposits = screen.getByLabelText('Deposits above');
    expect(deposits).toHaveProperty('value', '500000');
    await userEvent.clear(deposits);
    await userEvent.type(deposits, '1000000');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for these rules' }));
    await confirmWith('busier weekends');
    expect(await screen.findByText(/Request #31 is waiting for a second admin/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      deposit_above: 1_000_000,
      withdrawal_above: 500_000,
      adjustment_above: 0,
      commission_above: 1_000_000,
      offer_above: 50_000,
      free_credit_min_wagering: 3,
      commission_max_ngr_percent: 40,
      commission_max_turnover_percent: 1.5,
      reason: 'busier weekends',
    });
    expect(screen.getByLabelText('Deposits above')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Ask for these rules' })).toBeNull();
  });
});
