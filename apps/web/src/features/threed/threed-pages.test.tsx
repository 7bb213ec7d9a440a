import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type ApiCall } from '@zeya/test-kit/render-page';
import { PLAYER, signIn } from '@/test/player';
import type { ThreedDrawReply, ThreedSlip } from '@/features/threed/api';
import { ThreedBetPage } from '@/features/threed/threed-bet-page';
import { stakesOf, ThreedConfirmPage } from '@/features/threed/threed-confirm-page';
import { ThreedHomePage } from '@/features/threed/threed-home-page';
import { ThreedSlipsPage } from '@/features/threed/threed-slips-page';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const DRAW: ThreedDrawReply = {
  draw: {
    date: '2026-12-01',
    draw_at: '2026-12-01T09:00:00.000Z',
    closes_at: '2026-12-01T08:00:00.000Z',
    open: true,
  },
  break_limit: 5_000,
  player_limit: null,
  odds: 500,
  tote_odds: 10,
  closed_numbers: ['999'],
  taken: { '123': 1_200 },
};

const SLIP: ThreedSlip = {
  id: 1,
  slip_no: '3D261201ABCDEFGH',
  player_name: 'Demo',
  total_bet_amount: 200,
  status: 'completed',
  game_date: '2026-12-01',
  draw_at: DRAW.draw!.draw_at,
  result: '456',
  before_balance: 1_000,
  after_balance: 800,
  created_at: '2026-11-30T04:00:00.000Z',
  bets: [
    { id: 1, bet_number: '456', bet_amount: 100, result: 'win', potential_payout: 50_000, payout: 50_000 },
    { id: 2, bet_number: '111', bet_amount: 100, result: 'lose', potential_payout: 50_000, payout: 0 },
  ],
};

function api(onBet?: (call: ApiCall) => void, protection?: unknown) {
  signIn();
  return stubApi((call) => {
    if (call.path === '/threed/draw') return ok(DRAW);
    if (call.path === '/protection' && protection) return ok(protection);
    if (call.path === '/threed/results')
      return ok([{ date: '2026-11-16', result: '789', first_prize: '123789', source: 'GLO' }]);
    if (call.path === '/threed-bet-slips') return ok([SLIP]);
    if (call.path === '/user') return ok(PLAYER);
    if (call.path === '/threed-bet') {
      onBet?.(call);
      return ok(SLIP, '3D bet placed successfully.');
    }
    return { status: 404, body: {} };
  });
}

describe('3D player screens', () => {
  it('/3d shows the next draw, when betting closes and the latest results with their first prize', async () => {
    api();
    renderPage(<ThreedHomePage />, { path: '/3d' });
    expect(await screen.findByText('Draw of Tue 1 Dec')).toBeTruthy();
    expect(screen.getByText('Betting closes Tue 1 Dec, 2:30 PM')).toBeTruthy();
    const results = await screen.findByTestId('threed-results');
    expect(within(results).getByText('789')).toBeTruthy();
    expect(within(results).getByText('First prize 123789')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bet 3D' }).getAttribute('href')).toBe('/3d/bet');
  });

  it('/3d/bet shows what a number has left as it is typed, refuses a closed one, and keeps entries for confirm', async () => {
    api();
    const { router } = renderPage(<ThreedBetPage />, { path: '/3d/bet' });
    const user = userEvent.setup();
    const number = await screen.findByLabelText('3D number');
    await user.type(number, '123');
    expect(screen.getByTestId('threed-capacity').textContent).toBe('3,800 Ks left on 123');
    await user.click(screen.getByLabelText('R (all orderings)'));
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '200');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(number, '999');
    expect(screen.getByTestId('threed-capacity').textContent).toBe('999 is closed for betting');
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
    expect(JSON.parse(localStorage.getItem('threed_bets')!)).toEqual([
      { num: '123', amount: 200, round: true },
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/3d/confirm'));
  });

  it('/3d/bet holds the amount to what the typed number has left, and tells a self-excluded player before anything is typed', async () => {
    api();
    const view = renderPage(<ThreedBetPage />, { path: '/3d/bet' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('3D number'), '123');
    const amount = screen.getByLabelText('Amount') as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, '5000');
    expect(amount.value).toBe('3800');
    expect(screen.getByText('Only 3,800 Ks left on 123.')).toBeTruthy();
    view.unmount();

    const excluded = {
      limits: [],
      reality_check_minutes: 0,
      exclusion: { kind: 'self_exclusion', until: '2027-05-01T00:00:00.000Z' },
      reopens_at: null,
    };
    api(undefined, excluded);
    renderPage(<ThreedBetPage />, { path: '/3d/bet' });
    expect((await screen.findByTestId('bet-standing')).textContent).toMatch(
      /^You have excluded yourself until .+: betting is closed\.$/,
    );
    expect((screen.getByLabelText('3D number') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('/3d/confirm shows every number an R entry stakes and the total, edits, deletes and sends the slip', async () => {
    localStorage.setItem(
      'threed_bets',
      JSON.stringify([
        { num: '112', amount: 100, round: true },
        { num: '456', amount: 300, round: false },
      ]),
    );
    let sent: unknown;
    api((call) => (sent = call.body));
    const { router } = renderPage(<ThreedConfirmPage />, { path: '/3d/confirm' });
    const user = userEvent.setup();
    expect((await screen.findByTestId('threed-numbers')).textContent).toBe('112 121 211 456');
    expect(screen.getByText('Total 600 Ks')).toBeTruthy();
    await user.clear(screen.getByLabelText('Amount 456'));
    await user.type(screen.getByLabelText('Amount 456'), '200');
    expect(screen.getByText('Total 500 Ks')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete 112' }));
    expect(screen.getByText('Total 200 Ks')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Place Bet' })).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/3d/slips'));
    expect(sent).toEqual({ date: '2026-12-01', totalAmount: 200, amounts: [{ num: '456', amount: 200 }] });
    expect(localStorage.getItem('threed_bets')).toBeNull();
  });

  it('/3d/confirm says under the entry what a refused number has left', async () => {
    localStorage.setItem(
      'threed_bets',
      JSON.stringify([
        { num: '213', amount: 4_000, round: true },
        { num: '456', amount: 300, round: false },
      ]),
    );
    signIn();
    stubApi((call) => {
      if (call.path === '/threed/draw') return ok(DRAW);
      if (call.path === '/threed-bet') return { status: 409, body: ['123'] };
      return { status: 404, body: {} };
    });
    renderPage(<ThreedConfirmPage />, { path: '/3d/confirm' });
    const user = userEvent.setup();
    await screen.findByTestId('threed-numbers');
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    const refused = await screen.findByTestId('threed-left-on');
    expect(refused.textContent).toBe('Only 3,800 Ks left on 123.');
    expect(refused.closest('li')?.textContent).toContain('213 R');
    expect(screen.getAllByTestId('threed-left-on')).toHaveLength(1);
  });

  it('an R entry and a straight one reaching the same number carry both stakes', () => {
    expect(
      stakesOf([
        { num: '123', amount: 100, round: true },
        { num: '321', amount: 50, round: false },
      ]).find((stake) => stake.num === '321'),
    ).toEqual({ num: '321', amount: 150 });
  });

  it('/3d/slips shows each number with what it won', async () => {
    api();
    renderPage(<ThreedSlipsPage />, { path: '/3d/slips' });
    const slip = await screen.findByTestId('threed-slip');
    expect(within(slip).getByText('Result 456')).toBeTruthy();
    expect(within(slip).getByText('Won 50,000 Ks')).toBeTruthy();
    expect(within(slip).getByText('Lost')).toBeTruthy();
  });
});
