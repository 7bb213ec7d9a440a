import type { AgentRow } from '@zeya/contract/agents';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { AgentsPage } from './agents-page';

const AGENT: AgentRow = {
  id: 40,
  user_name: 'AG1234567',
  name: 'Ko Agent',
  phone: null,
  status: 'active',
  created_at: '2026-11-01T00:00:00.000Z',
  players: 1,
  codes: [{ id: 3, agent_id: 40, code: 'GOLD77', active: true, created_at: '2026-11-01T00:00:00.000Z' }],
};

const page = (rows: unknown[]) =>
  ok({ data: rows, links: [], current_page: 1, last_page: 1, per_page: 20, total: rows.length });

const admin = () => saveSession('t0k', { id: 2, user_name: 'admin', name: 'Admin', role: 'admin' });

describe('agents screen', () => {
  it('lists agents with their active codes; operators cannot create', async () => {
    saveSession('t0k', { id: 3, user_name: 'operator', name: 'Op', role: 'operator' });
    stubApi(() => page([AGENT]));
    renderPage(<AgentsPage />, { path: '/agents/*', url: '/agents' });
    const row = (await screen.findByRole('link', { name: 'AG1234567' })).closest('tr')!;
    expect(within(row).getByText('GOLD77')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New agent' })).toBeNull();
  });

  it('asks for an agent with phone and reason, says it waits for a second admin, and shows no password', async () => {
    admin();
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? ok({ request_id: 17 }, 'Saved as a request: someone else must approve it before it takes effect.')
        : page([AGENT]),
    );
    renderPage(<AgentsPage />, { path: '/agents/*', url: '/agents' });
    await userEvent.click(await screen.findByRole('button', { name: 'New agent' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryByLabelText(/password/i)).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ma Agent');
    await userEvent.type(within(dialog).getByLabelText('Phone'), '09450000123');
    await userEvent.type(within(dialog).getByLabelText('Reason (for the audit log)'), 'Mandalay region');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Request #17 is waiting for a second admin/)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/console/agents',
      body: { name: 'Ma Agent', phone: '09450000123', reason: 'Mandalay region' },
    });
  });

  it("shows an agent's codes and players, and deactivates a code after confirming", async () => {
    admin();
    let agent = AGENT;
    const calls = stubApi((call) => {
      if (call.method === 'POST') {
        agent = { ...AGENT, codes: [{ ...AGENT.codes[0]!, active: false }] };
        return ok(agent.codes[0], 'Referral code deactivated.');
      }
      if (call.path.startsWith('/console/agents/40/players'))
        return page([
          {
            id: 7,
            user_name: 'ZY1234',
            name: 'Ko Ko',
            phone: '09123456789',
            role: 'player',
            status: 'active',
            main_balance: 5_000,
            balance: 0,
            withdraw_hold: 0,
            created_at: '2026-11-02T00:00:00.000Z',
          },
        ]);
      // The float, its logs and the players moved: empty here (agent-network.test.tsx shows them).
      if (call.path === '/console/agents/40/float') return ok({ float: 0 });
      if (call.path === '/console/agents/40/player-moves') return ok([]);
      if (call.path.includes('-log')) return page([]);
      return ok(agent);
    });
    renderPage(<AgentsPage />, { path: '/agents/*', url: '/agents/40' });
    expect(await screen.findByRole('link', { name: 'ZY1234' })).toBeTruthy();
    expect(screen.getByText('5,000 Ks')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Referral code deactivated.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/console/referral-codes/3/deactivate');
    expect(await screen.findByText('Deactivated')).toBeTruthy();
  });
});
