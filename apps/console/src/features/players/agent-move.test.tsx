import type { PlayerDetail } from '@zeya/contract/players';
import { screen, within } from '@testing-library/react';
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
  balance: 0,
  withdraw_hold: 0,
  debt: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  agent: { id: 40, user_name: 'AG1111111', name: 'Ko Lotus' },
};

const MOVE = {
  id: 3,
  at: '2026-11-20T03:00:00.000Z',
  player: { id: 7, user_name: 'ZY1234' },
  from_agent: null,
  to_agent: { id: 40, user_name: 'AG1111111' },
  reason: 'signed up at the shop',
  requested_by: 'operator',
  approved_by: 'admin',
  request_id: 21,
};

describe("a player's agent", () => {
  it('asks to move the player to another agent, says a second person must approve, and lists past moves', async () => {
    saveSession('t0k', { id: 3, user_name: 'operator', name: 'Op', role: 'operator' });
    const calls = stubApi((call) => {
      if (call.method === 'POST')
        return ok(
          { request_id: 52 },
          'Saved as a request: someone else must approve it before it takes effect.',
        );
      if (call.path === '/console/players/7/agent-moves') return ok([MOVE]);
      if (call.path === '/console/agents/choices')
        return ok([
          { id: 40, user_name: 'AG1111111', name: 'Ko Lotus' },
          { id: 41, user_name: 'AG2222222', name: 'Ma Jade' },
        ]);
      return ok(PLAYER);
    });
    renderPage(<PlayersPage />, { path: '/players/*', url: '/players/7?tab=agent_tab' });
    const move = (await screen.findByText('signed up at the shop')).closest('tr')!;
    expect(within(move).getByText('House (no agent)')).toBeTruthy();
    expect(within(move).getByRole('link', { name: 'AG1111111' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Move to another agent' }));
    const dialog = screen.getByRole('dialog');
    const choice = within(dialog).getByLabelText('New agent');
    // The player's own agent is not offered; the house is.
    expect(within(choice).queryByRole('option', { name: 'AG1111111 (Ko Lotus)' })).toBeNull();
    expect(within(choice).getByRole('option', { name: 'None: the house' })).toBeTruthy();
    await userEvent.selectOptions(choice, 'AG2222222 (Ma Jade)');
    await userEvent.type(within(dialog).getByLabelText('Reason (for the audit log)'), 'moved to Mandalay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Request #52 is waiting for a second person/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/console/players/7/agent',
      body: { agent_id: 41, reason: 'moved to Mandalay' },
    });
  });
});
