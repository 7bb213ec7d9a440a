import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, stubApi, ok, type ApiCall } from '@zeya/test-kit/render-page';
import type { ThreedConsoleDraw } from '@zeya/contract/threed';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { ThreedPage } from './threed-page';

const draw = (changes: Partial<ThreedConsoleDraw> = {}): ThreedConsoleDraw => ({
  id: 5,
  date: '2026-12-01',
  draw_at: '2026-12-01T09:00:00.000Z',
  closes_at: '2026-12-01T08:00:00.000Z',
  status: 'open',
  result: null,
  first_prize: null,
  source: null,
  entered_by: null,
  confirmed_by: null,
  slips: 2,
  staked: 400,
  paid: 0,
  ...changes,
});

const EXPOSURE = {
  draw_id: 5,
  staked: 400,
  worst_payout: 101_000,
  worst_number: '135',
  worst_net: -100_600,
  numbers: [
    { num: '135', staked: 200, payout: 101_000 },
    { num: '513', staked: 0, payout: 3_000 },
  ],
};

function stubConsole(current: { draw: ThreedConsoleDraw }, who: string) {
  saveSession('t0k', { id: 2, user_name: who, name: who, role: who === 'admin' ? 'admin' : 'operator' });
  const calls = stubApi((call: ApiCall) => {
    if (call.path === '/console/threed/draws') return ok([current.draw]);
    if (call.path === '/console/threed/draws/5/exposure') return ok(EXPOSURE);
    if (call.path === '/console/threed/draws/5/result') {
      current.draw = draw({ status: 'result_entered', ...(call.body as object), entered_by: who });
      return ok(current.draw, 'Recorded.');
    }
    if (call.path === '/console/threed/draws/5/confirm') {
      current.draw = { ...current.draw, status: 'settled', confirmed_by: who, paid: 50_000 };
      return ok(current.draw, 'Settled.');
    }
    return { status: 404, body: { message: 'Not found.' } };
  });
  return calls;
}

describe('3D console screen', () => {
  it('shows the exposure of a draw: the worst case and each number, costliest first', async () => {
    stubConsole({ draw: draw() }, 'operator');
    renderPage(<ThreedPage />, { path: '/threed/*', url: '/threed' });
    expect((await screen.findByTestId('exposure-worst')).textContent).toBe(
      'Worst case: 135 drawn pays 101,000 Ks against 400 Ks staked (house net -100,600 Ks)',
    );
    const table = screen.getByRole('region', { name: 'Exposure' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('135');
  });

  it('enters the result with its first prize; the one who entered it cannot confirm it', async () => {
    const current = { draw: draw() };
    const calls = stubConsole(current, 'operator');
    renderPage(<ThreedPage />, { path: '/threed/*', url: '/threed' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('First prize (6 digits, as published)'), '123456');
    await user.type(screen.getByLabelText('3D number'), '456');
    await user.type(screen.getByLabelText('Where it was read'), 'GLO website');
    await user.click(screen.getByRole('button', { name: 'Save result' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/result'))?.body).toEqual({
        first_prize: '123456',
        result: '456',
        source: 'GLO website',
      }),
    );
    expect(await screen.findByText('You entered this result: someone else must confirm it.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm and settle' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
