import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, type ApiCall } from '@zeya/test-kit/render-page';
import {
  AGENT_ME,
  depositRow,
  paged,
  renderDesk,
  signInDesk,
  STEP_UP_REFUSAL,
  stubDesk,
  VIEW_ONLY_ME,
} from '@/features/agent-desk/test-fixtures';

afterEach(() => vi.unstubAllGlobals());

/** The desk's event stream, held open by the test: `push` sends one server-sent event on it. */
function openEventStream() {
  const api = globalThis.fetch;
  const stream = { push: (_name: string, _data: unknown) => {} };
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    if (!String(input).startsWith('/api/agent/events')) return api(input, init);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream.push = (name, data) =>
          controller.enqueue(new TextEncoder().encode(`event: ${name}\ndata: ${JSON.stringify(data)}\n\n`));
      },
    });
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/event-stream' } }));
  });
  return stream;
}

const decisionsOf = (calls: ApiCall[], verdict: string) =>
  calls.filter((call) => call.method === 'POST' && call.path.endsWith(`/${verdict}`));

describe('the deposit queue', () => {
  it('shows a deposit that arrives while it is open, on the event stream, without a reload', async () => {
    signInDesk();
    let rows = [] as ReturnType<typeof depositRow>[];
    stubDesk((call) => (call.path.startsWith('/agent/deposits?') ? ok(paged(rows)) : undefined));
    const stream = openEventStream();
    renderDesk('/agent/deposits');
    expect(await screen.findByText('No requests here.')).toBeTruthy();

    rows = [depositRow(1)];
    stream.push('queue', { kind: 'deposit', arrived: true });
    const card = await screen.findByTestId('desk-request');
    expect(within(card).getByText('Ma Hla 1')).toBeTruthy();
    expect(within(card).getByText('30,000.00 Ks')).toBeTruthy();
    expect(within(card).getByText('246810')).toBeTruthy();
  });

  it('asks for the second factor when the server wants a fresh proof, then approves once proven', async () => {
    const user = userEvent.setup();
    signInDesk();
    let refused = false;
    let decided = false;
    const calls = stubDesk((call) => {
      if (call.path.startsWith('/agent/deposits?')) return ok(paged(decided ? [] : [depositRow(1)]));
      if (call.path === '/agent/deposits/1/approve') {
        if (!refused) {
          refused = true;
          return STEP_UP_REFUSAL;
        }
        decided = true;
        return ok({ id: 1, status: 'approved', completed: true }, 'Request approved.');
      }
      if (call.path === '/agent/second-factor/verify') return ok({ checked_at: '2026-11-28T03:00:00.000Z' });
      return undefined;
    });
    renderDesk('/agent/deposits', { me: AGENT_ME });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));

    const prompt = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(
      within(prompt).getByText(
        'This needs your second factor again: enter the code from your authenticator app.',
      ),
    ).toBeTruthy();
    await user.type(within(prompt).getByLabelText('Authenticator code'), '123456');
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Request approved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(decisionsOf(calls, 'approve')).toHaveLength(2);
    expect(calls.filter((call) => call.path === '/agent/second-factor/verify')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('desk-request')).toBeNull());
  });

  it('does nothing when the prompt is cancelled, and says so', async () => {
    const user = userEvent.setup();
    signInDesk();
    const calls = stubDesk((call) => {
      if (call.path.startsWith('/agent/deposits?')) return ok(paged([depositRow(1)]));
      if (call.path === '/agent/deposits/1/approve') return STEP_UP_REFUSAL;
      return undefined;
    });
    renderDesk('/agent/deposits', { me: AGENT_ME });
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Cancelled: nothing was done.')).toBeTruthy();
    expect(decisionsOf(calls, 'approve')).toHaveLength(1);
    expect(screen.getByTestId('desk-request')).toBeTruthy();
  });

  it("rejects with the reason the player will read, and shows the server's refusal of a short one", async () => {
    const user = userEvent.setup();
    signInDesk();
    const calls = stubDesk((call) => {
      if (call.path.startsWith('/agent/deposits?')) return ok(paged([depositRow(1)]));
      if (call.path === '/agent/deposits/1/reject')
        return (call.body as { reason: string }).reason.length < 3
          ? { status: 422, body: { message: 'Give a reason.', errors: { reason: ['Give a reason.'] } } }
          : ok({ id: 1, status: 'rejected', completed: true }, 'Request rejected.');
      return undefined;
    });
    renderDesk('/agent/deposits', { me: AGENT_ME });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await user.type(screen.getByLabelText('Reason for the player'), 'no');
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('Give a reason.')).toBeTruthy();
    await user.type(screen.getByLabelText('Reason for the player'), ' payment found');
    await user.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('Request rejected.')).toBeTruthy();
    expect(decisionsOf(calls, 'reject').map((call) => call.body)).toEqual([
      { reason: 'no' },
      { reason: 'no payment found' },
    ]);
  });

  it('offers no decision to a view-only staff member', async () => {
    signInDesk();
    stubDesk(
      (call) =>
        call.path.startsWith('/agent/withdrawals?')
          ? ok(paged([depositRow(2, { kind: 'withdrawal' })]))
          : undefined,
      VIEW_ONLY_ME,
    );
    renderDesk('/agent/withdrawals');
    expect(await screen.findByTestId('desk-request')).toBeTruthy();
    await screen.findByText('Withdrawal requests');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it("shows a deposit's receipt, fetched with the desk's own token", async () => {
    const user = userEvent.setup();
    signInDesk();
    stubDesk((call) => {
      if (call.path.startsWith('/agent/deposits?'))
        return ok(paged([depositRow(1, { receipt_url: '/api/agent/deposits/1/receipt' })]));
      if (call.path === '/agent/deposits/1/receipt') return { body: 'image bytes' };
      return undefined;
    });
    const api = globalThis.fetch;
    const asked: (string | null)[] = [];
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
      if (String(input).endsWith('/receipt')) asked.push(new Headers(init?.headers).get('authorization'));
      return api(input, init);
    });
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => {} }),
    );
    renderDesk('/agent/deposits');
    await user.click(await screen.findByRole('button', { name: 'View receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment receipt' });
    expect((await within(dialog).findByRole('img')).getAttribute('src')).toBe('blob:receipt');
    expect(asked).toEqual(['Bearer desk-token']);
  });
});
