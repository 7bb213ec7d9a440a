import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { EveningBetSlipPage, MorningBetSlipPage } from '@/features/twod/bet-slip-page';
import { makeSlip, signIn } from '@/features/twod/test-fixtures';

beforeEach(() => signIn());
afterEach(() => vi.unstubAllGlobals());

describe('2D bet slips', () => {
  it('shows the latest evening slip: its details, status and bets', async () => {
    const calls = stubApi(() =>
      ok([makeSlip(), makeSlip({ id: 2, slip_no: 'TD-OLDER', status: 'completed' })]),
    );
    renderPage(<EveningBetSlipPage />, { path: '/evening-bet-slip' });
    const slip = await screen.findByTestId('twod-slip');
    expect(calls.map((call) => call.path)).toEqual(['/evening-twod-bet-slips']);
    const details = within(slip)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(details).toEqual([
      ['Slip No.', 'TD-20250203-0003'],
      ['Player', 'Demo Player'],
      ['Total Bet Amount', '300 Ks'],
      ['Session', 'Evening'],
      ['Game Date', 'Mon 3 Feb, 4:30 PM'],
      ['Balance Before', '100,000.00 Ks'],
      ['Balance After', '99,700.00 Ks'],
      ['Status', 'Pending'],
    ]);
    const status = within(slip).getAllByRole('definition').at(-1)!.firstElementChild!;
    expect(status.className).toMatch(/yellow/);
    const bets = screen.getAllByTestId('twod-slip-bet').map((row) => row.textContent);
    expect(bets).toEqual(['07100 KsPending8,000 Ks', '13200 KsPending16,000 Ks']);
    expect(screen.queryByText('TD-OLDER')).toBeNull();
  });

  it('shows a settled slip’s status and each number’s win or loss in other colours', async () => {
    const settled = makeSlip({ status: 'completed' });
    settled.two_bets[0] = { ...settled.two_bets[0]!, result: 'win', win_lose: true };
    settled.two_bets[1] = { ...settled.two_bets[1]!, result: 'lose' };
    stubApi(() => ok([settled]));
    renderPage(<EveningBetSlipPage />, { path: '/evening-bet-slip' });
    expect((await screen.findByText('Completed')).className).toMatch(/green/);
    const results = screen.getAllByTestId('twod-slip-bet').map((row) => row.children[2]!);
    expect(results.map((cell) => cell.textContent)).toEqual(['Win', 'Lose']);
  });

  it("says 'No slip info' without a morning slip", async () => {
    const calls = stubApi(() => ok([]));
    renderPage(<MorningBetSlipPage />, { path: '/morning-bet-slip' });
    expect(await screen.findByText('No slip info')).toBeTruthy();
    expect(calls.map((call) => call.path)).toEqual(['/twod-bet-slips']);
  });
});
