import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi, type ApiCall } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { SecurityPage } from './security-page';

const FACTORS = [
  { id: 1, kind: 'totp', label: 'My phone', created_at: '2026-01-05T03:30:00.000Z', last_used_at: null },
  {
    id: 2,
    kind: 'passkey',
    label: 'Office laptop',
    created_at: '2026-02-01T03:30:00.000Z',
    last_used_at: '2026-02-03T04:00:00.000Z',
  },
];
const status = (factors: typeof FACTORS, left: number) =>
  ok({ required: true, factors, recovery_codes_left: left, checked_at: null, step_up_minutes: 5 });

const open = () => {
  saveSession(
    't0k',
    { id: 2, user_name: 'operator', name: 'Op', role: 'operator' },
    {
      second_factor: 'none',
      methods: ['passkey', 'totp', 'recovery'],
    },
  );
  renderPage(<SecurityPage />, { path: '/security' });
};

const rowOf = async (label: string) => (await screen.findByText(label)).closest('tr')!;

describe('security page', () => {
  it('lists my factors, and shows new recovery codes once in place of the count', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `code-${index}`);
    let left = 3;
    const calls = stubApi((call: ApiCall) => {
      if (call.method === 'GET') return status(FACTORS, left);
      left = 10;
      return ok({ recovery_codes: codes }, 'New recovery codes made. The old ones no longer work.');
    });
    open();
    const phone = await rowOf('My phone');
    expect([...phone.cells].map((cell) => cell.textContent)).toEqual([
      'Authenticator app',
      'My phone',
      '2026-01-05 10:00',
      '—',
      'Remove',
    ]);
    expect([...(await rowOf('Office laptop')).cells].map((cell) => cell.textContent)).toEqual([
      'Passkey',
      'Office laptop',
      '2026-02-01 10:00',
      '2026-02-03 10:30',
      'Remove',
    ]);
    expect(screen.getByText(/^Recovery codes left: 3\./)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('recovery-codes')).textContent).toBe(codes.join(''));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/console/second-factor/recovery-codes',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(await screen.findByText(/^Recovery codes left: 10\./)).toBeTruthy();
  });

  it('keeps the last factor, and shows the server’s field messages for my password change', async () => {
    const calls = stubApi((call: ApiCall) =>
      call.method === 'GET'
        ? status(FACTORS.slice(0, 1), 10)
        : {
            status: 422,
            body: {
              message: 'The current password is not right.',
              errors: { current_password: ['The current password is not right.'] },
            },
          },
    );
    open();
    expect(within(await rowOf('My phone')).getByRole('button', { name: 'Remove' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      screen.getByText('Your only second factor cannot be removed: add another one first.'),
    ).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Current password'), 'wrong one');
    await userEvent.type(
      screen.getByLabelText('New password (at least 12 characters)'),
      'a new long password',
    );
    await userEvent.type(screen.getByLabelText('New password again'), 'a new long password{Enter}');
    expect((await screen.findAllByText('The current password is not right.')).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/console/me/password',
      body: {
        current_password: 'wrong one',
        password: 'a new long password',
        password_confirmation: 'a new long password',
      },
    });
    // Refused: what was typed stays for the person to correct (the label now holds the message too).
    expect(screen.getByLabelText(/^Current password/)).toHaveProperty('value', 'wrong one');
  });
});
