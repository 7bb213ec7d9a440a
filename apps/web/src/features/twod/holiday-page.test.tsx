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
    expect(rows.map((row) => row.textContent)).toEqual(['2025-02-12Union Day', "2025-03-02Peasants' Day"]);
    expect(calls.map((call) => call.path)).toEqual(['/twod/holidays']);
  });

  it('says so when there are none', async () => {
    stubApi(() => ok([]));
    renderPage(<HolidayPage />, { path: '/2d/holiday' });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });
});
