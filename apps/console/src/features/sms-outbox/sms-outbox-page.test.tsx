import { screen, within } from '@testing-library/react';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { SmsOutboxPage } from './sms-outbox-page';

const LINK = 'http://localhost:3000/console/setup#q3J9xK2mN8pL4vR7tY1wZ5cB6dF0gH2jK4lM6nP8rS0';

describe('SMS outbox screen', () => {
  it('shows each text in full, newest first, its link readable and clickable', async () => {
    saveSession('t0k', { id: 1, user_name: 'admin', name: 'Admin', role: 'admin' });
    stubApi(() =>
      ok({
        enabled: true,
        messages: [
          {
            id: 8,
            to: '09123000111',
            purpose: 'staff_link',
            body: `Zeya: set your password and second factor at ${LINK} (valid for 24 hours).`,
            created_at: '2026-11-24T05:00:00.000Z',
          },
          {
            id: 7,
            to: '09123456789',
            purpose: 'reset_code',
            body: 'Zeya: your password reset code is 482913. It works for 10 minutes.',
            created_at: '2026-11-24T04:00:00.000Z',
          },
        ],
      }),
    );
    renderPage(<SmsOutboxPage />, { path: '/sms-outbox' });
    const bodies = await screen.findAllByTestId('sms-body');
    expect(bodies.map((body) => body.textContent)).toEqual([
      `Zeya: set your password and second factor at ${LINK} (valid for 24 hours).`,
      'Zeya: your password reset code is 482913. It works for 10 minutes.',
    ]);
    expect(within(bodies[0]!).getByRole('link', { name: LINK }).getAttribute('href')).toBe(LINK);
    expect(screen.getByText('To 09123000111')).toBeTruthy();
    expect(screen.getByText('Set-up link')).toBeTruthy();
  });

  it('says there is no outbox where texts go to a gateway', async () => {
    stubApi(() => ok({ enabled: false, messages: [] }));
    renderPage(<SmsOutboxPage />, { path: '/sms-outbox' });
    expect(await screen.findByText(/there is no outbox/)).toBeTruthy();
  });
});
