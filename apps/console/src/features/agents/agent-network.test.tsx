import type { NetworkAgent } from '@zeya/contract/agent-network';
import type { AgentRow } from '@zeya/contract/agents';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
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
  players: 2,
  codes: [],
};

const FIGURES: NetworkAgent = {
  id: 40,
  user_name: 'AG1234567',
  name: 'Ko Agent',
  status: 'active',
  float: 125_000,
  players: 2,
  turnover: 48_000,
  win_lose: -7_500,
  commission: 1_200,
  commission_paid: 0,
  open_deposits: 3,
  open_withdrawals: 1,
};

const page = (rows: unknown[]) =>
  ok({ data: rows, links: [], current_page: 1, last_page: 1, per_page: 20, total: rows.length });

const signIn = (role: 'operator' | 'admin') =>
  saveSession('t0k', { id: 2, user_name: role, name: role, role });

/** The agent's pages as the API answers them; `post` answers the cash-in or cash-out. */
function agentApi(post: (call: ApiCall) => Reply, float = { value: 125_000 }) {
  return (call: ApiCall) => {
    if (call.method === 'POST') return post(call);
    const path = call.path.split('?')[0];
    if (path === '/console/agents/network')
      return ok({ from: '2026-11-01', to: '2026-11-28', agents: [FIGURES] });
    if (path === '/console/agents') return page([AGENT]);
    if (path === '/console/agents/40/float') return ok({ float: float.value });
    if (path === '/console/agents/40/player-moves')
      return ok([
        {
          id: 5,
          at: '2026-11-20T03:00:00.000Z',
          player: { id: 7, user_name: 'ZY7777' },
          from_agent: null,
          to_agent: { id: 40, user_name: 'AG1234567' },
          reason: 'nearer agent',
          requested_by: 'operator',
          approved_by: 'supervisor',
          request_id: 31,
        },
      ]);
    if (path === '/console/agents/40/float-log')
      return page([
        {
          id: 900,
          at: '2026-11-21T03:00:00.000Z',
          direction: 'in',
          amount: 125_000,
          reason: 'opening float',
          posted_by: 'supervisor',
          request_id: 12,
          requested_by: 'admin',
        },
      ]);
    if (path === '/console/agents/deposit-log')
      return page([
        {
          id: 901,
          at: '2026-11-22T03:00:00.000Z',
          amount: 5_000,
          request_id: 77,
          player: { id: 7, user_name: 'ZY7777' },
          agent: { id: 40, user_name: 'AG1234567' },
          approved_by: 'operator',
          first_approved_by: null,
        },
      ]);
    if (path === '/console/agents/40/players') return page([]);
    return ok(AGENT);
  };
}

describe("the owner's view of the agent network", () => {
  it("shows each agent's float, win/lose, commission and open requests beside the list", async () => {
    signIn('operator');
    const calls = stubApi(agentApi(() => ok(null)));
    renderPage(<AgentsPage />, { path: '/agents/*', url: '/agents' });
    const row = (await screen.findByRole('link', { name: 'AG1234567' })).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('125,000 Ks')).toBeTruthy());
    expect(within(row).getByText('48,000 Ks')).toBeTruthy();
    expect(within(row).getByText('-7,500 Ks')).toBeTruthy();
    expect(within(row).getByText('1,200 Ks')).toBeTruthy();
    expect(within(row).getByText('3 / 1')).toBeTruthy();
    // This month as the server reckons it first; days chosen go to the server as Myanmar days.
    expect(calls.find((call) => call.path.startsWith('/console/agents/network'))?.path).toBe(
      '/console/agents/network',
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/console/agents/network?from=2026-10-01'));
  });

  it("shows an agent's float, its logs and the players moved in; operators cannot cash in", async () => {
    signIn('operator');
    stubApi(agentApi(() => ok(null)));
    renderPage(<AgentsPage />, { path: '/agents/*', url: '/agents/40' });
    expect(await screen.findByText('Float now: 125,000 Ks')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cash in' })).toBeNull();
    const floatLog = (await screen.findByText('opening float')).closest('tr')!;
    expect(within(floatLog).getByText('+125,000 Ks')).toBeTruthy();
    expect(within(floatLog).getByText('admin · Request #12')).toBeTruthy();
    const deposit = (await screen.findByText('Request #77')).closest('tr')!;
    expect(within(deposit).getByRole('link', { name: 'ZY7777' })).toBeTruthy();
    expect(within(deposit).getByText('5,000 Ks')).toBeTruthy();
    const move = (await screen.findByText('nearer agent')).closest('tr')!;
    expect(within(move).getByText('House (no agent)')).toBeTruthy();
    expect(within(move).getByText('supervisor')).toBeTruthy();
  });

  it('cashes in at once within the rule: the float shown rises', async () => {
    signIn('admin');
    const float = { value: 125_000 };
    const calls = stubApi(
      agentApi(() => {
        float.value = 135_000;
        return ok({ float: 135_000, request_id: null }, "Added to the agent's float.");
      }, float),
    );
    renderPage(<AgentsPage />, { path: '/agents/*', url: '/agents/40' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cash in' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Amount (Ks)'), '10000');
    await userEvent.type(within(dialog).getByLabelText('Reason (for the audit log)'), 'weekly top-up');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText("Added to the agent's float.")).toBeTruthy();
    expect(await screen.findByText('Float now: 135,000 Ks')).toBeTruthy();
    expect(screen.queryByTestId('second-person-note')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/console/agents/40/float/cash-in',
      body: { amount: '10000', reason: 'weekly top-up' },
    });
  });

  it('says a cash-out above the rule waits for a second admin, and the float stays', async () => {
    signIn('admin');
    stubApi(
      agentApi(() =>
        ok(
          { float: 125_000, request_id: 44 },
          'Saved as a request: someone else must approve it before it takes effect.',
        ),
      ),
    );
    renderPage(<AgentsPage />, { path: '/agents/*', url: '/agents/40' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Amount (Ks)'), '50000');
    await userEvent.type(within(dialog).getByLabelText('Reason (for the audit log)'), 'month end');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Request #44 is waiting for a second admin/)).toBeTruthy();
    expect(screen.getByText('Float now: 125,000 Ks')).toBeTruthy();
  });

  it("says the server's refusal when the float is short, and the float stays", async () => {
    signIn('admin');
    stubApi(
      agentApi(() => ({
        status: 422,
        body: {
          message: "The agent's float is 125,000 Ks: you cannot take out more than that.",
          errors: { amount: ["The agent's float is 125,000 Ks: you cannot take out more than that."] },
        },
      })),
    );
    renderPage(<AgentsPage />, { path: '/agents/*', url: '/agents/40' });
    await userEvent.click(await screen.findByRole('button', { name: 'Cash out' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Amount (Ks)'), '200000');
    await userEvent.type(within(dialog).getByLabelText('Reason (for the audit log)'), 'too much');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText("The agent's float is 125,000 Ks: you cannot take out more than that."),
    ).toBeTruthy();
    expect(screen.queryByTestId('second-person-note')).toBeNull();
    expect(screen.getByText('Float now: 125,000 Ks')).toBeTruthy();
  });
});
