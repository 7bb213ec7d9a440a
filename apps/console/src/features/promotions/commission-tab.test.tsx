import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { CommissionTab } from './commission-tab';

const AGENTS = [
  { id: 40, user_name: 'AG1234567', name: 'Ko Aung' },
  { id: 41, user_name: 'AG7654321', name: 'Ma Hla' },
];

describe('commission plan', () => {
  it('chooses the agent by name, never by a number from the address', async () => {
    saveSession('t0k', { id: 2, user_name: 'admin', name: 'Admin', role: 'admin' });
    const calls = stubApi((call) => {
      if (call.method === 'POST') return ok({ request_id: 7 }, 'Saved as a request.');
      return ok(call.path === '/console/agents/choices' ? AGENTS : []);
    });
    renderPage(<CommissionTab />, { path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Set a plan' }));
    const dialog = screen.getByRole('dialog');
    const agent = within(dialog).getByLabelText('Agent');
    await within(dialog).findByRole('option', { name: 'Ma Hla (AG7654321)' });
    await userEvent.type(within(dialog).getByLabelText(/^Find an agent/), 'hla');
    expect(within(agent).queryByRole('option', { name: 'Ko Aung (AG1234567)' })).toBeNull();
    expect(agent).toHaveProperty('value', '41');
    await userEvent.type(within(dialog).getByLabelText('Percent'), '5');
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'agreed in the office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved as a request.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/console/agents/41/commission-plan',
      body: { basis: 'ngr', percent: 5, period: 'week', carry_forward: true, reason: 'agreed in the office' },
    });
  });
});
