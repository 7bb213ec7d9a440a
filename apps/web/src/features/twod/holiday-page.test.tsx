import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { HolidayPage } from '@/features/twod/holiday-page';

afterEach(() => vi.unstubAllGlobals());

describe('2D holidays', () => {
  it('lists each holiday’s date and name, without signing in', async () => {
    const calls = stubApi(() =>
      ok([
        { date: '2025-02-12', name: 'Union Day' },
        { date: '2025-03-02', name: "Peasants' Day" },
      ]),
    );
    renderPage(<HolidayPage />, { path: '/2d/holiday' });
    const rows = await screen.findAllByTestId('twod-holiday');
    expect(rows.map((row) => row.textContent)).toEqual(['Wed 12 FebUnion Day', "Sun 2 MarPeasants' Day"]);
    expect(calls.map((call) => call.path)).toEqual(['/twod/holidays']);
  });

  it('says so when there are none, and explains weekends whatever the calendar holds', async () => {
    stubApi(() => ok([]));
    renderPage(<HolidayPage />, { path: '/2d/holiday' });
    expect(await screen.findByText('No holidays are on the calendar from the last 30 days on.')).toBeTruthy();
    expect(screen.getByTestId('twod-weekends').textContent).toContain(
      'There is no draw on Saturdays and Sundays: every weekend is a day off.',
    );
  });

  it('on a Saturday in Myanmar says today is a weekend', async () => {
    // 23:30 UTC on Friday is 06:00 on Saturday in Yangon.
    vi.useFakeTimers({ now: new Date('2025-02-07T23:30:00Z'), toFake: ['Date'] });
    stubApi(() => ok([]));
    renderPage(<HolidayPage />, { path: '/2d/holiday' });
    expect((await screen.findByTestId('twod-weekends')).textContent).toContain(
      'Today is a weekend: no draws today.',
    );
    vi.useRealTimers();
  });
});
