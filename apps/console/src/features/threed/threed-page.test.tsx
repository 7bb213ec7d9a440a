import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, stubApi, ok, type ApiCall } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { threedDraw as draw } from './test-fixtures';
import { ThreedPage } from './threed-page';

function signIn(role: 'operator' | 'admin') {
  saveSession('t0k', { id: 2, user_name: role, name: role, role });
}

/**
 * What only 3D has: its list of draws by date and its calendar. Result entry, confirmation, void, exposure and
 * settings are the shared lottery's, tested for both games in app/lottery.test.tsx.
 */
describe('3D console screen', () => {
  it('lists the draws by date and opens the one chosen by its date, with who entered its result from which prize', async () => {
    signIn('operator');
    const settled = draw({
      id: 6,
      date: '2026-11-16',
      status: 'settled',
      result: '456',
      first_prize: '123456',
      source: 'GLO website',
      entered_by: 'operator',
      confirmed_by: 'admin',
      paid: 50_000,
    });
    stubApi((call: ApiCall) => {
      if (call.path === '/console/threed/draws') return ok([draw(), settled]);
      if (call.path.endsWith('/exposure')) return ok({ draw_id: 5, staked: 0, numbers: [] });
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderPage(<ThreedPage />, { path: '/threed/*', url: '/threed' });
    expect(
      (await screen.findByRole('article', { name: '2026-12-01' }, { timeout: 5_000 })).textContent,
    ).toContain('Open');
    const row = screen.getAllByRole('row').find((cells) => cells.textContent?.includes('2026-11-16'))!;
    expect(row.textContent).toContain('Settled');
    expect(row.textContent).toContain('50,000 Ks');
    await userEvent.click(within(row).getByRole('button', { name: 'Show details 2026-11-16' }));
    const panel = await screen.findByRole('article', { name: '2026-11-16' });
    expect(within(panel).getByTestId('threed-result-steps').textContent).toBe(
      'Result entered by operator from first prize 123456 (GLO website) · Confirmed by admin',
    );
    expect(within(panel).getByLabelText('3D number')).toHaveProperty('disabled', true);
  });

  it('lets an admin take a draw day off the calendar and put it back', async () => {
    signIn('admin');
    const entries = [{ date: '2026-12-16', kind: 'skip', name: 'Holiday' }];
    const calls = stubApi((call: ApiCall) =>
      call.path === '/console/threed/calendar' && call.method === 'GET' ? ok(entries) : ok(null, 'Saved.'),
    );
    renderPage(<ThreedPage />, { path: '/threed/*', url: '/threed/calendar' });
    const row = (await screen.findByText('Holiday', {}, { timeout: 5_000 })).closest('tr')!;
    expect(row.textContent).toContain('No draw (holiday)');
    await userEvent.type(screen.getByLabelText('Date'), '2027-01-02');
    await userEvent.selectOptions(screen.getByLabelText('Change'), 'extra');
    await userEvent.type(screen.getByLabelText('Name'), 'Moved draw');
    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    const removal = screen.getByRole('dialog');
    expect(removal.textContent).toContain('Remove the calendar change of 2026-12-16?');
    await userEvent.click(within(removal).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method !== 'GET')).toEqual([
        {
          method: 'POST',
          path: '/console/threed/calendar',
          body: { date: '2027-01-02', kind: 'extra', name: 'Moved draw' },
        },
        { method: 'DELETE', path: '/console/threed/calendar/2026-12-16', body: undefined },
      ]),
    );
  });
});
