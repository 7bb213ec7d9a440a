import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type Reply } from '@zeya/test-kit/render-page';
import { landsOn, LIVE, OPEN_DRAWS } from '@/features/twod/test-fixtures';
import { TwodHomePage } from '@/features/twod/twod-home-page';

afterEach(() => vi.unstubAllGlobals());

const RESULTS = [
  { date: '2025-02-03', time_id: 2, open_time: '12:01:00', set: '1,346.23', value: '57,388.58', twod: '38' },
  { date: '2025-01-31', time_id: 4, open_time: '16:30:00', set: '1,350.17', value: '61,204.90', twod: '71' },
  { date: '2025-01-31', time_id: 2, open_time: '12:01:00', set: '1,349.02', value: '40,110.45', twod: '20' },
];

function open(live: () => Reply = () => ({ body: LIVE }), openDraws?: typeof OPEN_DRAWS) {
  const calls = stubApi((call) => {
    if (call.path === '/twod/live') return live();
    if (call.path === '/twod/results') return ok(RESULTS);
    if (call.path === '/twod/open-draws' && openDraws) return ok(openDraws);
    return { status: 404, body: {} };
  });
  renderPage(<TwodHomePage />, { path: '/2d' });
  return calls;
}

describe('2D home', () => {
  it('shows the live number with its time, the closing time in Myanmar time and each result', async () => {
    open();
    expect((await screen.findByTestId('twod-live-number')).textContent).toBe('38');
    expect(screen.getByText('Updated: Mon 3 Feb 12:01 PM')).toBeTruthy();
    expect(screen.getByTestId('twod-closing').textContent).toBe('Closing time: Mon 3 Feb 4:25 PM');

    const tables = within(screen.getByRole('region', { name: 'Results' })).getAllByRole('table');
    expect(tables.map((table) => table.querySelector('caption')?.textContent)).toEqual([
      '12:01 PM',
      '4:30 PM',
    ]);
    expect(
      within(tables[1]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Set', 'Value', '2D']);
    expect(
      within(tables[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1,350.17', '61,204.90', '71']);
  });

  it("has a results table of today's draws and the days before, each with SET, value and the two digits", async () => {
    open();
    const table = await screen.findByTestId('twod-results-table');
    expect(screen.getByRole('region', { name: 'Recent results' })).toBeTruthy();
    const days = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(days).toHaveLength(2);
    const rows = within(table)
      .getAllByTestId('twod-result-row')
      .map((row) => [...row.querySelectorAll('td')].slice(1).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['1,346.23', '57,388.58', '38'],
      ['1,350.17', '61,204.90', '71'],
      ['1,349.02', '40,110.45', '20'],
    ]);
  });

  it("shows the 9:30 AM and 2:00 PM Modern and Internet digits, '--' while unpublished", async () => {
    open();
    const rows = await screen.findAllByTestId('twod-modern-internet');
    expect(rows.map((row) => row.textContent)).toEqual([
      '9:30 AMModern45Internet12',
      '2:00 PMModern--Internet--',
    ]);
  });

  it("says 'Loading' until the first reply, and 'Failed to load live data' when it fails", async () => {
    open(() => ({ status: 500, body: { message: 'Server Error' } }));
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load live data');
    expect(screen.queryByTestId('twod-live-number')).toBeNull();
  });

  it('asks for the live feed, pushed or polled, without signing in', async () => {
    const calls = open();
    await screen.findByTestId('twod-live-number');
    expect(calls).toContainEqual({ method: 'GET', path: '/twod/live', body: undefined });
    expect(calls).toContainEqual({ method: 'GET', path: '/events?topics=twod', body: undefined });
  });

  it('the place-bet button offers the two closing times', async () => {
    open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place Bet' }));
    const dialog = screen.getByRole('dialog', { name: 'Choose a closing time' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['12:00 PM', '/2d/bet?time=2'],
      ['4:30 PM', '/2d/bet?time=4'],
    ]);
  });

  it("after today's draws closed, shows tomorrow's with their day and closing time, and the picker says the day", async () => {
    open(undefined, OPEN_DRAWS);
    const draws = await screen.findAllByTestId('twod-open-draw');
    expect(screen.getByRole('heading', { level: 2, name: 'Open for betting' })).toBeTruthy();
    expect(draws.map((draw) => draw.textContent)).toEqual([
      'Tue 4 Feb, 12:00 PMBetting closes 11:51 AM',
      'Tue 4 Feb, 4:30 PMBetting closes 4:20 PM',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Place Bet' }));
    const links = within(screen.getByRole('dialog', { name: 'Choose a closing time' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Tue 4 Feb, 12:00 PM', '/2d/bet?time=2'],
      ['Tue 4 Feb, 4:30 PM', '/2d/bet?time=4'],
    ]);
  });

  it('the record tile chooses the morning or evening slip; the other tiles link to winners and holidays', async () => {
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    const links = within(screen.getByRole('dialog', { name: 'Choose a slip' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Morning Bet Slip', '/morning-bet-slip'],
      ['Evening Bet Slip', '/evening-bet-slip'],
    ]);
    await user.click(links[1]!);
    await landsOn('/evening-bet-slip');
  });

  it('links the lucky winners and holidays', () => {
    open();
    expect(screen.getByRole('link', { name: 'Lucky Winners' }).getAttribute('href')).toBe('/2d/daily-winner');
    expect(screen.getByRole('link', { name: 'Holidays' }).getAttribute('href')).toBe('/2d/holiday');
  });
});
