import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@zeya/test-kit/render-page';
import { formatDay } from '@zeya/ui-kit/format-date';
import { myanmarToday } from '@/shared/myanmar-time';
import { shiftDay } from '@/features/agent-desk/period';
import { paged, renderDesk, signInDesk, stubDesk } from '@/features/agent-desk/test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const ACCOUNT = {
  id: 3,
  payment_type: 'KBZPay',
  account_name: 'Ko Aung Myo',
  account_no: '09250001101',
  enabled: true,
};

describe('payment accounts', () => {
  it('adds an account, showing what the server refuses under its field, and hides one from players', async () => {
    const user = userEvent.setup();
    signInDesk();
    let accounts = [ACCOUNT];
    const calls = stubDesk((call) => {
      if (call.path === '/agent/payment-accounts' && call.method === 'GET') return ok(accounts);
      if (call.path === '/agent/payment-accounts') {
        const body = call.body as Record<string, string>;
        if (!body.account_no)
          return {
            status: 422,
            body: { message: 'Check the form.', errors: { account_no: ['Enter the number.'] } },
          };
        const added = { ...ACCOUNT, id: 4, ...body };
        accounts = [...accounts, added];
        return ok(added, 'Saved.');
      }
      if (call.path === '/agent/payment-accounts/3/disable') {
        accounts = [{ ...ACCOUNT, enabled: false }, ...accounts.slice(1)];
        return ok(accounts[0], 'Saved.');
      }
      return undefined;
    });
    renderDesk('/agent/accounts');
    const form = await screen.findByRole('form', { name: 'Add a payment account' });
    await user.type(within(form).getByLabelText('Payment type'), 'AYA Pay');
    await user.type(within(form).getByLabelText('Account name'), 'Daw Lotus');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    expect(await within(form).findByText('Enter the number.')).toBeTruthy();

    await user.type(within(form).getByLabelText('Account number'), '09771234567');
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    expect(await within(form).findByText('Payment account added.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('payment-account')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      payment_type: 'AYA Pay',
      account_name: 'Daw Lotus',
      account_no: '09771234567',
    });
    // The form is empty again for the next one.
    expect((within(form).getByLabelText('Payment type') as HTMLInputElement).value).toBe('');

    const first = screen.getAllByTestId('payment-account')[0]!;
    await user.click(within(first).getByRole('button', { name: 'Disable' }));
    expect(await within(first).findByText('Hidden from players')).toBeTruthy();
  });
});

describe('players', () => {
  const PLAYER_ROW = {
    id: 21,
    user_name: 'player1',
    name: 'Ma Hla Hla',
    phone: '09250001201',
    status: 'active',
    main_balance: 12500.5,
    balance: 300,
    withdraw_hold: 0,
    created_at: '2026-11-01T03:00:00.000Z',
    last_seen_at: null,
  };

  it('lists players with balances, searches, creates one and has a password reset sent', async () => {
    const user = userEvent.setup();
    signInDesk();
    const calls = stubDesk((call) => {
      if (
        call.path.startsWith('/agent/players?') ||
        (call.path === '/agent/players' && call.method === 'GET')
      )
        return ok(paged([PLAYER_ROW]));
      if (call.path === '/agent/players')
        return ok({ id: 22, user_name: 'zy12345', sent_to: '0925•••1999' }, 'Player created.');
      if (call.path === '/agent/players/21/password-reset') return ok({ sent_to: '0925•••1201' });
      return undefined;
    });
    renderDesk('/agent/players');
    const card = await screen.findByTestId('desk-player');
    expect(within(card).getByText('12,500.50 Ks')).toBeTruthy();
    expect(within(card).getByText('Never')).toBeTruthy();

    await user.type(screen.getByLabelText('Name, username or phone'), 'hla');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.some((call) => call.path.includes('q=hla'))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Add a player' }));
    const form = screen.getByRole('form', { name: 'Add a player' });
    // No password field: the player chooses it with the code sent to their phone.
    expect(form.querySelector('input[type=password]')).toBeNull();
    await user.type(within(form).getByLabelText("Player's name"), 'Ko Min');
    await user.type(within(form).getByLabelText('Phone'), '09250001999');
    await user.click(within(form).getByRole('button', { name: 'Create player' }));
    expect(await screen.findByText('Player zy12345 created; a code went to 0925•••1999.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/agent/players')?.body).toEqual({
      name: 'Ko Min',
      phone: '09250001999',
    });

    await user.click(
      within(screen.getByTestId('desk-player')).getByRole('button', { name: 'Reset password' }),
    );
    expect(
      await screen.findByText('A reset code was sent to 0925•••1201. Only the player sees it.'),
    ).toBeTruthy();
  });
});

describe('staff', () => {
  it('adds a staff member in a permission group and disables one', async () => {
    const user = userEvent.setup();
    signInDesk();
    const member = {
      id: 9,
      user_name: 'agent1-cashier',
      name: 'Ma Thandar',
      phone: '09250001301',
      group: 'deposit_withdraw',
      status: 'active',
      second_factor: true,
      created_at: '2026-11-01T03:00:00.000Z',
    };
    let staff = [member];
    const calls = stubDesk((call) => {
      if (call.path === '/agent/staff' && call.method === 'GET') return ok(staff);
      if (call.path === '/agent/staff')
        return ok({ id: 10, user_name: 'agent1-s2', link_sent_to: '0925•••1400' }, 'Saved.');
      if (call.path === '/agent/staff/9/disable') {
        staff = [{ ...member, status: 'disabled' }];
        return ok(staff[0]);
      }
      return undefined;
    });
    renderDesk('/agent/staff');
    const card = await screen.findByTestId('desk-staff');
    expect(within(card).getByText('Deposit / withdraw')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Add a staff member' });
    expect(form.querySelector('input[type=password]')).toBeNull();
    await user.type(within(form).getByLabelText('Name'), 'Ko Kyaw');
    await user.type(within(form).getByLabelText('Phone'), '09250001400');
    await user.click(within(form).getByRole('radio', { name: /Player creation/ }));
    await user.click(within(form).getByRole('button', { name: 'Create staff member' }));
    expect(
      await screen.findByText('Staff member agent1-s2 created; the set-up link went to 0925•••1400.'),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.path === '/agent/staff')?.body).toEqual({
      name: 'Ko Kyaw',
      phone: '09250001400',
      group: 'player_creation',
    });

    await user.click(within(card).getByRole('button', { name: 'Disable' }));
    expect(await within(screen.getByTestId('desk-staff')).findByText('Disabled')).toBeTruthy();
  });
});

describe('reports', () => {
  const figures = (turnover: number, wins: number, deposits: number, withdrawals: number) => ({
    turnover,
    player_wins: wins,
    players_win_lose: wins - turnover,
    deposits,
    withdrawals,
  });

  it('asks for the chosen period in Myanmar days and shows its totals and each day in kyat', async () => {
    const user = userEvent.setup();
    signInDesk();
    const today = myanmarToday();
    const calls = stubDesk((call) => {
      if (!call.path.startsWith('/agent/reports?')) return undefined;
      const query = new URLSearchParams(call.path.split('?')[1]);
      const from = query.get('from')!;
      const to = query.get('to')!;
      return ok({
        from,
        to,
        days: [{ date: to, ...figures(10000, 2500, 50000, 20000) }],
        total: figures(10000, 2500, 50000, 20000),
      });
    });
    renderDesk('/agent/reports');
    expect(await screen.findByText(`${formatDay(shiftDay(today, -6))} to ${formatDay(today)}`)).toBeTruthy();
    expect(screen.getByTestId('figure-players_win_lose').textContent).toBe('-7,500.00 Ks');
    expect(screen.getByTestId('figure-deposits').textContent).toBe('50,000.00 Ks');
    expect(screen.getByRole('row', { name: new RegExp(formatDay(today)) })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    const yesterday = shiftDay(today, -1);
    await waitFor(() =>
      expect(calls.some((call) => call.path === `/agent/reports?from=${yesterday}&to=${yesterday}`)).toBe(
        true,
      ),
    );
  });
});

describe('float log', () => {
  it("lists the float's moves with their sign", async () => {
    signInDesk();
    stubDesk((call) =>
      call.path.startsWith('/agent/float/transfers')
        ? ok(
            paged([
              {
                id: 2,
                role: 'player_deposit',
                amount: -30000,
                player: { id: 21, user_name: 'player1' },
                reference: 'd',
                created_at: '2026-11-28T03:00:00.000Z',
              },
              {
                id: 1,
                role: 'cash_in',
                amount: 500000,
                player: null,
                reference: 'c',
                created_at: '2026-11-27T03:00:00.000Z',
              },
            ]),
          )
        : undefined,
    );
    renderDesk('/agent/float');
    const moves = await screen.findAllByTestId('float-move');
    expect(moves.map((move) => move.textContent)).toEqual([
      expect.stringMatching(/Deposit paid to a player.*player1.*-30,000\.00 Ks/),
      expect.stringMatching(/Cash in from the owner.*\+500,000\.00 Ks/),
    ]);
  });
});

describe('security', () => {
  it('adds an authenticator app and shows the recovery codes once', async () => {
    const user = userEvent.setup();
    signInDesk('none');
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);
    stubDesk((call) => {
      if (call.path === '/agent/second-factor/totp/start')
        return ok({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/x', qr_svg: '<svg/>' });
      if (call.path === '/agent/second-factor/totp/confirm')
        return ok({
          factor: {
            id: 2,
            kind: 'totp',
            label: 'My phone',
            created_at: '2026-11-28T03:00:00.000Z',
            last_used_at: null,
          },
          recovery_codes: codes,
        });
      return undefined;
    });
    renderDesk('/agent/security');
    await user.click(await screen.findByRole('button', { name: 'Add an authenticator app' }));
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Add authenticator' }));
    const shown = await screen.findByTestId('recovery-codes');
    expect(
      within(shown)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull());
  });
});
