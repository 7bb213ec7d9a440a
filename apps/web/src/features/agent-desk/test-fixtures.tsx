import type { ConsoleMoneyRequest } from '@zeya/contract/cashier';
import type { AgentDeskMe } from '@zeya/contract/agents';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ok, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
import { DeskFrame } from '@/features/agent-desk/desk-frame';
import { deskScreens } from '@/features/agent-desk/desk-routes';
import { DESK } from '@/features/agent-desk/keys';
import { saveDeskSession, type FactorState } from '@/features/agent-desk/session';
// The screens the routes load lazily, loaded with the tests: a first transform mid-test would outlast findBy's wait.
import '@/features/agent-desk/accounts-page';
import '@/features/agent-desk/commission-page';
import '@/features/agent-desk/float-log-page';
import '@/features/agent-desk/home-page';
import '@/features/agent-desk/players-page';
import '@/features/agent-desk/queue-page';
import '@/features/agent-desk/reports-page';
import '@/features/agent-desk/security-page';
import '@/features/agent-desk/staff-page';

/** Test data and a rendered desk for the agent desk's component tests. */

export const AGENT_ME: AgentDeskMe = {
  agent: { id: 7, user_name: 'agent1', name: 'Ko Aung Myo' },
  staff: null,
  permissions: ['view', 'decide_money', 'make_players', 'agent_only'],
};

export const VIEW_ONLY_ME: AgentDeskMe = {
  agent: AGENT_ME.agent,
  staff: { id: 9, user_name: 'agent1-viewer', name: 'Ma Aye', group: 'view_only' },
  permissions: ['view'],
};

export function signInDesk(factor: FactorState = 'proven') {
  saveDeskSession({ token: 'desk-token', user_name: 'agent1', factor, methods: ['totp', 'recovery'] });
}

export function depositRow(id: number, overrides: Partial<ConsoleMoneyRequest> = {}): ConsoleMoneyRequest {
  return {
    id,
    kind: 'deposit',
    player: { id: 20 + id, user_name: `player${id}`, name: `Ma Hla ${id}`, phone: '09250001201' },
    amount: 30000,
    status: 'pending',
    channel: 'AYA Pay',
    account_name: 'Daw Lotus',
    account_number: '09771234567',
    refrence_no: '246810',
    receipt_url: null,
    reason: null,
    created_at: '2026-11-28T03:00:00.000Z',
    decided_at: null,
    decided_by: null,
    first_approved_by: null,
    first_approved_at: null,
    needs_second_approval: false,
    ...overrides,
  };
}

export const paged = <T,>(rows: T[]) => ({
  data: rows,
  current_page: 1,
  last_page: 1,
  total: rows.length,
  per_page: 20,
});

/** Answers the desk's everyday reads; `handler` answers first, returning undefined to leave a call to these. */
export function stubDesk(handler: (call: ApiCall) => Reply | undefined = () => undefined, me = AGENT_ME) {
  return stubApi((call) => {
    const answer = handler(call);
    if (answer) return answer;
    const path = call.path.split('?')[0];
    if (path === '/agent/me') return ok(me);
    if (path === '/agent/float') return ok({ float: 500000 });
    if (path === '/agent/deposits' || path === '/agent/withdrawals') return ok(paged([]));
    if (path === '/agent/second-factor')
      return ok({
        required: false,
        factors: [
          {
            id: 1,
            kind: 'totp',
            label: 'My phone',
            created_at: '2026-11-28T02:00:00.000Z',
            last_used_at: null,
          },
        ],
        recovery_codes_left: 10,
        checked_at: null,
        step_up_minutes: 5,
      });
    return { status: 404, body: { message: 'Not found.' } };
  });
}

/**
 * The desk at `url`, inside a memory router and a fresh query client, as the app mounts it; `me` is who the desk
 * already knows is signed in (else it asks GET /agent/me first).
 */
export function renderDesk(url = '/agent', { me }: { me?: AgentDeskMe } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  if (me) queryClient.setQueryData([DESK, 'me'], me);
  const router = createMemoryRouter(
    [
      { path: '/agent', element: <DeskFrame languagePicker={null} />, children: deskScreens },
      { path: '*', element: <p>site</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** The 403 the API answers a money action whose second factor is older than the step-up minutes. */
export const STEP_UP_REFUSAL: Reply = {
  status: 403,
  body: {
    status: 'Error has occurred...',
    message: 'Confirm your second factor to go on.',
    data: null,
    needs: 'step_up',
  },
};
