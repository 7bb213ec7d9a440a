import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, stubApi, ok, type ApiCall } from '@zeya/test-kit/render-page';
import type { ConsoleDraw } from '@zeya/contract/twod-console';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { drawState } from './draw-state';
import { heatClass } from './heat-map';
import { TWOD_SETTINGS as SETTINGS, twodDraw as draw } from './test-fixtures';
import { TwodPage } from './twod-page';

const LIVE = {
  live: { set: '1,346.23', value: '57,388.58', time: '12:01:04', twod: '38', date: '2026-11-24' },
  server_time: '2026-11-24 12:05:00',
  result: [
    {
      open_time: '12:01:00',
      set: '1,346.23',
      value: '57,388.58',
      twod: '38',
      stock_date: '2026-11-24',
      stock_datetime: '2026-11-24 12:01:00',
      history_id: '1',
    },
  ],
  holiday: { status: '0', date: '', name: '' },
  modern_internet: [],
  next_draw: null,
  source: 'feed',
};

function signIn(role: 'operator' | 'admin') {
  saveSession('t0k', { id: 2, user_name: role, name: role, role });
  return role;
}

/** A console whose one draw moves through result entry and confirmation as the server would answer. */
function stubConsole(current: { draw: ConsoleDraw }, who: string) {
  return stubApi((call: ApiCall) => {
    if (call.path === '/twod/live') return { body: LIVE };
    if (call.path === '/console/twod/settings') return ok(SETTINGS);
    if (call.path.startsWith('/console/twod/draws?')) return ok([current.draw]);
    if (call.path.endsWith('/winners'))
      return ok([{ user_name: 'player7', slip_no: 'S-1', number: '38', stake: 200, payout: 16_000 }]);
    if (call.path === '/console/twod/draws/7/result') {
      const body = call.body as { twod: string; set: string; value: string; override_reason?: string };
      current.draw = draw({
        status: 'result_entered',
        result: body.twod,
        set: body.set,
        value: body.value,
        result_source: 'operator',
        entered_by: who,
        override_reason: body.override_reason ?? null,
      });
      return ok(current.draw, 'Result recorded. Confirm it to settle the draw.');
    }
    if (call.path === '/console/twod/draws/7/confirm') {
      current.draw = { ...current.draw, status: 'settled', paid: 16_000, confirmed_by: who };
      return ok(current.draw, 'The draw is settled.');
    }
    return { status: 404, body: { message: 'Not found.' } };
  });
}

/** What only 2D has: the draw's state in time, the heat map, the feed beside the entry, overrides, holds, winners. */
describe('2D console screen', () => {
  it("says what is true of an open draw as its times pass, not the server's bare 'open'", () => {
    const at = (iso: string) => drawState(draw(), Date.parse(iso));
    expect(at('2026-11-24T05:25:59.000Z')).toBe('betting_open');
    expect(at('2026-11-24T05:26:00.000Z')).toBe('betting_closed');
    expect(at('2026-11-24T05:31:00.000Z')).toBe('awaiting_result');
    expect(drawState(draw({ status: 'result_entered' }), 0)).toBe('result_entered');
    expect(drawState(draw({ status: 'settled' }), 0)).toBe('settled');
  });

  it('names the state and the action in words that do not contradict each other', async () => {
    stubConsole(
      { draw: draw({ closes_at: '2020-01-01T05:26:00.000Z', draw_at: '2020-01-01T05:31:00.000Z' }) },
      signIn('operator'),
    );
    renderPage(<TwodPage />, { path: '/twod/*', url: '/twod?date=2026-11-24' });
    expect((await screen.findByTestId('draw-status')).textContent).toBe('Drawn at 12:01 — result needed');
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Drawn at 12:01 — result needed')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Show details' })).toBeTruthy();
    expect(screen.queryByText('Open')).toBeNull();
  });

  it('colours the heat map by share of the break limit', async () => {
    stubConsole({ draw: draw() }, signIn('operator'));
    renderPage(<TwodPage />, { path: '/twod/*', url: '/twod?date=2026-11-24' });
    expect((await screen.findByTestId('heat-38')).className).toContain(heatClass(1));
    expect(screen.getByTestId('heat-38').className).toContain('bg-red-800');
    expect(screen.getByTestId('heat-44').className).toContain('bg-red-500');
    expect(screen.getByTestId('heat-83').className).toContain('bg-amber-50');
    expect(screen.getByTestId('heat-00').className).toContain('bg-white');
    expect(screen.getByTestId('heat-38').title).toBe('38: 1,000 Ks (100% of the limit)');
    expect(heatClass(1.2)).toContain('bg-red-800');
    expect(heatClass(0.6)).toContain('bg-orange-400');
  });

  it('enters the feed result with its SET and value; whoever entered it cannot confirm it', async () => {
    const current = { draw: draw() };
    const calls = stubConsole(current, signIn('operator'));
    renderPage(<TwodPage />, { path: '/twod/*', url: '/twod?date=2026-11-24' });
    expect(await screen.findByText(/Feed result for 12:01: 38/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Void draw' })).toBeNull();
    expect(screen.queryByLabelText(/Override reason/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm and settle' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Use the feed result' }));
    expect(screen.getByLabelText('2D number')).toHaveProperty('value', '38');
    await userEvent.click(screen.getByRole('button', { name: 'Save result' }));
    const saveDialog = screen.getByRole('dialog', { name: 'Save result' });
    expect(saveDialog.textContent).toContain('Record 38 as the result of the 12:01 draw of 2026-11-24?');
    await userEvent.click(within(saveDialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Result recorded. Confirm it to settle the draw.')).toBeTruthy();
    expect(calls.find((call) => call.path === '/console/twod/draws/7/result')?.body).toEqual({
      twod: '38',
      set: '1,346.23',
      value: '57,388.58',
    });
    await waitFor(() =>
      expect(screen.getByTestId('draw-status').textContent).toBe('Result entered — confirm to settle'),
    );
    expect(screen.getByText('Result entered by operator')).toBeTruthy();
    expect(screen.getByText('You entered this result: someone else must confirm it.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm and settle' })).toHaveProperty('disabled', true);
  });

  it('lets another person confirm the result and shows who did each step and the winners', async () => {
    const current = {
      draw: draw({
        status: 'result_entered',
        result: '38',
        result_source: 'operator',
        entered_by: 'operator',
      }),
    };
    const calls = stubConsole(current, signIn('admin'));
    renderPage(<TwodPage />, { path: '/twod/*', url: '/twod?date=2026-11-24' });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and settle' }));
    const confirmDialog = screen.getByRole('dialog', { name: 'Confirm and settle' });
    expect(confirmDialog.textContent).toContain('Settle the 12:01 draw of 2026-11-24 with 38?');
    await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The draw is settled.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('draw-status').textContent).toBe('Settled'));
    expect(screen.getByTestId('result-steps').textContent).toBe(
      'Result entered by operatorConfirmed by admin',
    );
    const winner = (await screen.findByText('player7')).closest('tr')!;
    expect([...winner.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'player7',
      'S-1',
      '38',
      '200 Ks',
      '16,000 Ks',
    ]);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/console/twod/draws/7/confirm',
    ]);
  });

  it('sends an admin override with its reason, and shows the draw flagged with it', async () => {
    const current = { draw: draw() };
    const calls = stubConsole(current, signIn('admin'));
    renderPage(<TwodPage />, { path: '/twod/*', url: '/twod?date=2026-11-24' });
    await userEvent.click(await screen.findByRole('button', { name: 'Use the feed result' }));
    await userEvent.clear(screen.getByLabelText('2D number'));
    await userEvent.type(screen.getByLabelText('2D number'), '39');
    await userEvent.type(screen.getByLabelText(/Override reason/), 'SET published a correction at 12:20');
    await userEvent.click(screen.getByRole('button', { name: 'Save result' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Overridden by an admin: SET published a correction at 12:20'),
    ).toBeTruthy();
    expect(calls.find((call) => call.path === '/console/twod/draws/7/result')?.body).toEqual({
      twod: '39',
      set: '1,346.23',
      value: '57,388.58',
      override_reason: 'SET published a correction at 12:20',
    });
  });

  it("holds an admin's figures that differ from the feed's for a second admin, after the server names the feed's", async () => {
    const differs =
      'The feed published SET 1,346.23 and value 57,388.58 for this draw. Enter those, or, as an admin, give a written reason to hold yours for a second admin.';
    const feed = { feed_set: '1,346.23', feed_value: '57,388.58', feed_read_at: '2026-11-24T05:31:30.000Z' };
    const current = { draw: draw(feed) };
    const who = signIn('admin');
    const calls = stubApi((call: ApiCall) => {
      if (call.path === '/twod/live') return { body: LIVE };
      if (call.path === '/console/twod/settings') return ok(SETTINGS);
      if (call.path.startsWith('/console/twod/draws?')) return ok([current.draw]);
      if (call.path !== '/console/twod/draws/7/result')
        return { status: 404, body: { message: 'Not found.' } };
      const body = call.body as { twod: string; set: string; value: string; hold_reason?: string };
      if (!body.hold_reason) return { status: 409, body: { message: differs, data: null } };
      current.draw = draw({
        ...feed,
        status: 'result_entered',
        result: body.twod,
        set: body.set,
        value: body.value,
        result_source: 'operator',
        entered_by: who,
        entered_role: 'admin',
        held: true,
        hold_reason: body.hold_reason,
      });
      return ok(current.draw, 'Result held: a second admin must confirm it.');
    });
    const view = renderPage(<TwodPage />, { path: '/twod/*', url: '/twod?date=2026-11-24' });
    expect(
      await screen.findByText(
        "The feed's reading of this draw: SET 1,346.23, value 57,388.58 (read 2026-11-24 12:01)",
      ),
    ).toBeTruthy();
    const save = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Save result' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    };
    await userEvent.type(screen.getByLabelText('2D number'), '48');
    await userEvent.type(screen.getByLabelText('SET index'), '1,346.24');
    await userEvent.type(screen.getByLabelText('Value'), '57,388.58');
    await save();
    expect(await screen.findByText(differs)).toBeTruthy();
    expect(screen.getByTestId('draw-status').textContent).not.toContain('Held');

    await userEvent.type(
      screen.getByLabelText(/^Reason to hold SET and value/),
      'SET board showed 1,346.24 at 12:01',
    );
    await save();
    expect(await screen.findByText('Result held: a second admin must confirm it.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { twod: '48', set: '1,346.24', value: '57,388.58' },
      { twod: '48', set: '1,346.24', value: '57,388.58', hold_reason: 'SET board showed 1,346.24 at 12:01' },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('draw-status').textContent).toBe('Held — a second admin must confirm'),
    );
    const check = screen.getByTestId('feed-check');
    expect(
      within(check).getByText('The entered SET 1,346.24 and value 57,388.58 differ from the feed’s.'),
    ).toBeTruthy();
    expect(
      within(check).getByText(
        'Held: a second admin must confirm it. Reason: SET board showed 1,346.24 at 12:01',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Result entered by admin (admin)')).toBeTruthy();
    view.unmount();

    saveSession('t0k', { id: 3, user_name: 'operator', name: 'operator', role: 'operator' });
    renderPage(<TwodPage />, { path: '/twod/*', url: '/twod?date=2026-11-24' });
    expect(await screen.findByTestId('feed-check')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm and settle' })).toHaveProperty('disabled', true);
    expect(screen.queryByLabelText(/^Reason to hold/)).toBeNull();
  });
});
