import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
import { DailyWinnerPage } from '@/features/twod/daily-winner-page';
import { myanmarToday } from '@/shared/myanmar-time';
import { landsOn, signIn, WINNERS } from '@/features/twod/test-fixtures';

afterEach(() => vi.unstubAllGlobals());

function open(winners: (call: ApiCall) => Reply = () => ok(WINNERS)) {
  signIn();
  const calls = stubApi(winners);
  renderPage(<DailyWinnerPage />, { path: '/2d/daily-winner' });
  return calls;
}

describe('2D daily winners', () => {
  it("asks for today's Myanmar date and all sessions, and shows the draw, its winners and the latest results", async () => {
    const calls = open();
    const [draw, latest] = await screen.findAllByTestId('twod-draw-winners');
    expect(calls[0]!.path).toBe(`/two-d-daily-winners?date=${myanmarToday()}&session=all`);
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(myanmarToday());

    const facts = (card: HTMLElement) =>
      within(card)
        .getAllByRole('definition')
        .map((node) => node.textContent);
    expect(facts(draw!)).toEqual(['Morning', 'Mon 3 Feb', '38']);
    const winner = within(draw!).getAllByRole('row')[1]!;
    expect(
      within(winner)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ko Aung', '500 Ks', '40,000 Ks']);

    expect(screen.getByRole('heading', { name: 'Latest Results' })).toBeTruthy();
    expect(facts(latest!)).toEqual(['Evening', 'Fri 31 Jan', '05']);
    expect(within(latest!).getByText('No winners')).toBeTruthy();
  });

  it('asks again for the chosen date and session, and on refresh', async () => {
    const calls = open();
    const user = userEvent.setup();
    await screen.findAllByTestId('twod-draw-winners');
    await user.selectOptions(screen.getByLabelText('Session'), 'Evening');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-01-31' } });
    await screen.findAllByTestId('twod-draw-winners');
    expect(calls.at(-1)!.path).toBe('/two-d-daily-winners?date=2025-01-31&session=evening');

    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(calls.length).toBe(before + 1);
  });

  it('tells a non-player account that winners are for players', async () => {
    open(() => ({ status: 403, body: { message: 'Forbidden.' } }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only players can view winners. Please log in with a player account.',
    );
  });

  it("says 'Failed to fetch winners' on any other failure", async () => {
    open(() => ({ status: 500, body: { message: 'Server Error' } }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch winners');
  });

  it('a 401 signs the player out onto the login', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    open(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    expect(await screen.findByText('/login')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('sends a visitor to /login without asking the server', async () => {
    const calls = stubApi(() => ok(WINNERS));
    renderPage(<DailyWinnerPage />, { path: '/2d/daily-winner' });
    await landsOn('/login');
    expect(calls).toEqual([]);
  });
});
