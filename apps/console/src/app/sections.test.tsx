import { screen } from '@testing-library/react';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it, vi } from 'vitest';
import { Layout } from '@/app/layout';
import { saveSession } from '@/shared/session';

const signIn = () => saveSession('t0k', { id: 2, user_name: 'operator', name: 'Op', role: 'operator' });

describe('side menu', () => {
  it('lists the SMS outbox only on a server that keeps one, asking once', async () => {
    signIn();
    const calls = stubApi((call) =>
      call.path === '/console/sms-outbox' ? ok({ enabled: true, messages: [] }) : ok(null),
    );
    renderPage(<Layout />, { path: '/' });
    // Found by its text: a role query over the whole menu is slow enough to time out on a busy machine.
    expect((await screen.findByText('SMS outbox')).closest('a')?.getAttribute('href')).toBe('/sms-outbox');
    expect(calls.filter((call) => call.path === '/console/sms-outbox')).toHaveLength(1);
  });

  it('leaves it out where texts go to a gateway', async () => {
    signIn();
    const calls = stubApi((call) =>
      call.path === '/console/sms-outbox' ? ok({ enabled: false, messages: [] }) : ok(null),
    );
    renderPage(<Layout />, { path: '/' });
    expect(await screen.findByText('Players')).toBeTruthy();
    await vi.waitFor(() => expect(calls.some((call) => call.path === '/console/sms-outbox')).toBe(true));
    expect(screen.queryByText('SMS outbox')).toBeNull();
  });
});
