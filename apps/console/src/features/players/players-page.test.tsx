import type { PlayerDetail } from '@zeya/contract/players';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { PlayersPage } from './players-page';

const PLAYER: PlayerDetail = {
  id: 7,
  user_name: 'ZY1234',
  name: 'Ko Ko',
  phone: '09123456789',
  role: 'player',
  status: 'active',
  main_balance: 100_000,
  balance: 2_500.5,
  withdraw_hold: 0,
  debt: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  agent: null,
};

const page = (rows: unknown[]) =>
  ok({ data: rows, links: [], current_page: 1, last_page: 1, per_page: 20, total: rows.length });

const LEDGER = {
  id: 11,
  kind: 'exchange',
  reference: 'exchange:abc',
  created_at: '2026-11-21T03:00:00.000Z',
  main: -300,
  game: 300,
  withdraw_hold: 0,
  main_after: 700,
  game_after: 300,
  withdraw_hold_after: 0,
};

describe('players screen', () => {
  it('searches players by user name, phone or name', async () => {
    saveSession('t0k', { id: 3, user_name: 'operator', name: 'Op', role: 'operator' });
    const calls = stubApi(() => page([PLAYER]));
    renderPage(<PlayersPage />, { path: '/players/*', url: '/players' });
    expect(await screen.findByRole('link', { name: 'ZY1234' })).toHaveProperty(
      'href',
      'http://localhost:3000/players/7',
    );
    await userEvent.type(screen.getByLabelText('User name, phone or name'), '0912');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/console/players?q=0912&page=1'));
  });

  it('marks players on a break instead of "Active", and keeps the list to them on the server', async () => {
    saveSession('t0k', { id: 3, user_name: 'operator', name: 'Op', role: 'operator' });
    const resting = { ...PLAYER, on_break: { kind: 'timeout', until: '2026-11-29T06:00:00.000Z' } };
    const excluded = {
      ...PLAYER,
      id: 8,
      user_name: 'ZY5678',
      on_break: { kind: 'self_exclusion', until: '2027-05-28T06:00:00.000Z' },
    };
    const playing = { ...PLAYER, id: 9, user_name: 'ZY9999', on_break: null };
    const calls = stubApi((call) =>
      page(call.path.includes('on_break=') ? [resting, excluded] : [resting, excluded, playing]),
    );
    renderPage(<PlayersPage />, { path: '/players/*', url: '/players' });
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr')!;
    await screen.findByRole('link', { name: 'ZY9999' });
    expect(within(row('ZY1234')).getByText(/^On a break until /)).toBeTruthy();
    expect(within(row('ZY1234')).queryByText('Active')).toBeNull();
    expect(within(row('ZY5678')).getByText(/^Self-excluded until /)).toBeTruthy();
    expect(within(row('ZY9999')).getByText('Active')).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Breaks'), 'On any break');
    await waitFor(() => expect(calls.at(-1)!.path).toBe('/console/players?on_break=any&page=1'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ZY9999' })).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/players?on_break=any');
  });

  it('shows balances and the signed ledger; bans after a confirmed reason and shows the new status', async () => {
    saveSession('t0k', { id: 3, user_name: 'operator', name: 'Op', role: 'operator' });
    let player = PLAYER;
    const calls = stubApi((call) => {
      if (call.path === '/console/players/7/ban') {
        player = { ...PLAYER, status: 'banned' };
        return ok(
          { id: 7, status: 'banned', sessions_revoked: 2 },
          'Player banned and signed out everywhere.',
        );
      }
      if (call.path.startsWith('/console/players/7/ledger')) return page([LEDGER]);
      return ok(player);
    });
    renderPage(<PlayersPage />, { path: '/players/*', url: '/players/7' });
    expect(await screen.findByText('2,500.5 Ks')).toBeTruthy();
    expect(await screen.findByText('−300 Ks')).toBeTruthy();
    expect(screen.getByText('+300 Ks')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Ban' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Ban ZY1234? Every session ends at once');
    await userEvent.type(within(dialog).getByLabelText('Reason (for the audit log)'), 'chargeback fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Player banned and signed out everywhere.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/console/players/7/ban',
      body: { reason: 'chargeback fraud' },
    });
    expect(await screen.findByRole('button', { name: 'Unban' })).toBeTruthy();
    expect(screen.getByText('Banned')).toBeTruthy();
  });

  it('sends a reset code only the player sees, in place of any password; a phone change waits for a second person', async () => {
    saveSession('t0k', { id: 3, user_name: 'operator', name: 'Op', role: 'operator' });
    const calls = stubApi((call) => {
      if (call.path.endsWith('/send-reset-code'))
        return ok(
          { sent_to: '09•••••6789' },
          "A reset code was sent to the player's phone ending 6789. Only the player sees it.",
        );
      if (call.path.endsWith('/phone'))
        return ok(
          { request_id: 22 },
          'Saved as a request: someone else must approve it before it takes effect.',
        );
      if (call.path.includes('/ledger')) return page([]);
      return ok(PLAYER);
    });
    renderPage(<PlayersPage />, { path: '/players/*', url: '/players/7' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send reset code' }));
    expect(screen.getByRole('dialog').textContent).toContain(
      'to their phone (09123456789)? Only the player sees the code',
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        "A reset code was sent to the player's phone ending 6789. Only the player sees it.",
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/console/players/7/send-reset-code');
    expect(screen.queryByRole('button', { name: 'Reset password' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Change phone' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('New phone'), '09777000222');
    await userEvent.type(within(dialog).getByLabelText('Reason (for the audit log)'), 'lost SIM, ID checked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'Request #22 is waiting for a second person: nothing changes until someone else approves it.',
      ),
    ).toBeTruthy();
    expect(calls.find((call) => call.path.endsWith('/phone'))?.body).toEqual({
      phone: '09777000222',
      reason: 'lost SIM, ID checked',
    });
  });

  it('posts an adjustment at once, or says it waits for a second admin above the rule', async () => {
    saveSession('t0k', { id: 2, user_name: 'admin', name: 'Admin', role: 'admin' });
    const calls = stubApi((call) => {
      if (call.path.endsWith('/adjust')) {
        const large = (call.body as { amount: string }).amount === '900000';
        return large
          ? ok({ balance: 2_500.5, main_balance: 100_000, request_id: 21 }, 'Saved as a request.')
          : ok({ balance: 2_500.5, main_balance: 100_500, request_id: null }, 'Balance adjusted.');
      }
      if (call.path.includes('/ledger')) return page([]);
      return ok(PLAYER);
    });
    renderPage(<PlayersPage />, { path: '/players/*', url: '/players/7' });
    const adjust = async (amount: string) => {
      await userEvent.click(await screen.findByRole('button', { name: 'Adjust balance' }));
      const dialog = screen.getByRole('dialog');
      await userEvent.type(within(dialog).getByLabelText('Amount in Ks (negative to debit)'), amount);
      await userEvent.type(within(dialog).getByLabelText('Reason (for the audit log)'), 'counter deposit');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    };
    await adjust('500');
    expect(await screen.findByText('Balance adjusted.')).toBeTruthy();
    expect(screen.queryByTestId('second-person-note')).toBeNull();
    await adjust('900000');
    expect(await screen.findByText(/Request #21 is waiting for a second admin/)).toBeTruthy();
    expect(calls.filter((call) => call.path.endsWith('/adjust')).map((call) => call.body)).toEqual([
      { account: 'main', amount: '500', reason: 'counter deposit' },
      { account: 'main', amount: '900000', reason: 'counter deposit' },
    ]);
  });

  it("shows what a player owes, opens a round's replay in a sandboxed frame, and grants and cancels free rounds", async () => {
    saveSession('t0k', { id: 2, user_name: 'admin', name: 'Admin', role: 'admin' });
    let cancelled = false;
    const round = {
      id: 31,
      provider: 'gscplus',
      game_code: '1007-0',
      product_code: '1007',
      round_code: 'w-77',
      bonus_code: null,
      bet: 10,
      win: 0,
      status: 'settled',
      started_at: '2026-11-24T03:00:00.000Z',
      settled_at: '2026-11-24T03:00:01.000Z',
    };
    const grant = {
      bonus_code: 'FRB-1',
      product_code: 1006,
      currency: 'MMK',
      game_codes: ['1006-0'],
      rounds: 10,
      rounds_played: 3,
      bet_value: '0.2',
      start_at: '2026-11-24T00:00:00.000Z',
      end_at: '2026-12-01T00:00:00.000Z',
      created_at: '2026-11-24T00:00:00.000Z',
    };
    const calls = stubApi((call) => {
      if (call.path.startsWith('/console/players/7/rounds')) return page([round]);
      if (call.path === '/console/rounds/31/replay') return ok({ url: null, html: '<p>Round w-77</p>' });
      if (call.path === '/console/players/7/free-rounds' && call.method === 'POST')
        return ok({ bonus_code: 'FRB-2' }, 'Granted');
      if (call.path === '/console/players/7/free-rounds')
        return ok([{ ...grant, status: cancelled ? 'cancelled' : 'active' }]);
      if (call.path === '/console/free-rounds/FRB-1/cancel') {
        cancelled = true;
        return ok(null, 'Cancelled');
      }
      return ok({ ...PLAYER, debt: 40 });
    });
    renderPage(<PlayersPage />, { path: '/players/*', url: '/players/7?tab=rounds' });
    expect((await screen.findByText('Debt')).nextElementSibling?.textContent).toBe('40 Ks');
    await userEvent.click(await screen.findByRole('button', { name: 'Replay' }));
    const frame = await screen.findByTitle('Replay of round w-77');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Round w-77</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    await userEvent.click(screen.getByRole('button', { name: 'Free rounds' }));
    const row = (await screen.findByText('FRB-1')).closest('tr')!;
    expect(within(row).getByText('3 / 10')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Grant free rounds' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Product code'), '1006');
    await userEvent.type(within(dialog).getByLabelText('Game codes (comma-separated)'), '1006-0, 1006-1');
    await userEvent.type(within(dialog).getByLabelText(/^Bet per round/), '0.2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Granted')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      product_code: 1006,
      game_codes: ['1006-0', '1006-1'],
      rounds: 10,
      bet_value: 0.2,
    });
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Cancelled', { selector: 'td' })).toBeTruthy();
  });
});
