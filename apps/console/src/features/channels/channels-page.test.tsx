import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { ChannelsPage } from './channels-page';

const CHANNELS = [
  {
    id: 1,
    enabled: true,
    sort_order: 0,
    media_url: '/storage/payment-channels/kbzpay.webp',
    payment_type: 'KBZPay',
    account_name: 'Daw Thandar Win',
    account_no: '09765432101',
  },
];

const signIn = (role: 'operator' | 'admin') =>
  saveSession('t0k', { id: 2, user_name: role, name: role, role });

describe('payment channels screen', () => {
  it('shows operators the accounts, read only', async () => {
    signIn('operator');
    stubApi(() => ok(CHANNELS));
    renderPage(<ChannelsPage />, { path: '/channels/*', url: '/channels' });
    expect(await screen.findByText('09765432101')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'KBZPay 09765432101' }).getAttribute('src')).toBe(
      CHANNELS[0]!.media_url,
    );
    expect(screen.getByText('Only admins can change these.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('lets an admin hide a channel after confirming, then refetches', async () => {
    signIn('admin');
    const calls = stubApi((call) =>
      call.method === 'POST' ? ok({ ...CHANNELS[0], enabled: false }, 'Saved.') : ok(CHANNELS),
    );
    renderPage(<ChannelsPage />, { path: '/channels/*', url: '/channels' });
    await userEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(screen.getByRole('dialog').textContent).toContain('Hide KBZPay 09765432101 from players?');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls).toContainEqual({ method: 'POST', path: '/console/channels/1/disable', body: undefined });
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.path === '/console/channels')).toHaveLength(2),
    );
  });

  it('edits an account number in a form filled with the current values', async () => {
    signIn('admin');
    stubApi((call) => (call.method === 'PUT' ? ok(CHANNELS[0], 'Saved.') : ok(CHANNELS)));
    renderPage(<ChannelsPage />, { path: '/channels/*', url: '/channels' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit KBZPay 09765432101' });
    expect(within(form).getByLabelText('Account name')).toHaveProperty('value', 'Daw Thandar Win');
    expect(within(form).getByText('Leave empty to keep the current file.', { exact: false })).toBeTruthy();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it("chooses a channel's owner agent from the active agents, and shows it in the list", async () => {
    signIn('admin');
    const owned = { ...CHANNELS[0], agent_id: 40 };
    const calls = stubApi((call) => {
      if (call.path === '/console/agents/choices')
        return ok([{ id: 40, user_name: 'AG1111111', name: 'Ko Lotus' }]);
      if (call.method === 'PUT') return ok(owned, 'Saved.');
      return ok([{ ...CHANNELS[0], agent_id: null }]);
    });
    renderPage(<ChannelsPage />, { path: '/channels/*', url: '/channels' });
    expect(await screen.findByText('The house')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit KBZPay 09765432101' });
    const owner = within(form).getByLabelText('Owner agent');
    expect(owner).toHaveProperty('value', '');
    await userEvent.selectOptions(owner, 'AG1111111 (Ko Lotus)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const sent = (
      globalThis.fetch as unknown as { mock: { calls: [string, RequestInit][] } }
    ).mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect((sent[1].body as FormData).get('agent_id')).toBe('40');
  });
});
