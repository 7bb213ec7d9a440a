import { act, screen, waitFor } from '@testing-library/react';
import type { RequestEvent } from '@zeya/contract/events';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { playerEventHandler } from '@/shared/api/events';
import { requestNewsText, showRequestNews, useRequestNewsTexts } from '@/shared/api/request-news';
import { setLanguage } from '@/shared/i18n/i18n';
import { LogsTab } from '@/features/cashier/logs-tab';
import { logRow, signIn } from '@/features/cashier/test-fixtures';

beforeEach(signIn);
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

const APPROVED: RequestEvent = { kind: 'deposit', id: 2, status: 'approved', amount: 20_000, reason: null };

/** The deposit log open, the server's row pending until `decided` is set. */
function openLog() {
  const state = { decided: false };
  stubApi((call) => {
    if (call.path === '/depositlogfinicial')
      return ok([logRow(2, state.decided ? 'Success' : 'Pending', { amount: 20_000 })]);
    if (call.path === '/cashier-limits') return ok(null);
    return ok([]);
  });
  const view = renderPage(
    <>
      <LogsTab />
      <NewsProbe />
    </>,
    { path: '/information', url: '/information?tab=logs&type=deposit' },
  );
  return { state, ...view };
}

/** What the frame does with the player's texts: the handler's toast in the language on screen. */
const frame: { news: (event: RequestEvent) => void } = { news: () => undefined };
const news = (event: RequestEvent) => frame.news(event);
function NewsProbe() {
  const { t } = useRequestNewsTexts();
  useEffect(() => {
    frame.news = (event) => showRequestNews(event, t);
  }, [t]);
  return null;
}

const badge = async () =>
  (await screen.findByTestId('account-log-row')).querySelector('[data-status]')?.textContent;

describe('a pushed decision', () => {
  it('turns the log row approved where it is, and says so in a status toast', async () => {
    const { state, queryClient } = openLog();
    expect(await badge()).toBe('Pending');
    state.decided = true;
    act(() => playerEventHandler(queryClient, news)('request', APPROVED));
    await waitFor(async () => expect(await badge()).toBe('Success'));
    const toast = await screen.findByText('Deposit of 20,000 Ks approved');
    expect(toast.closest('[role="status"]')).not.toBeNull();
  });

  it('names the amount and the operator’s reason, in the player’s language', () => {
    const texts = { t: (key: string, values?: object) => `${key} ${JSON.stringify(values)}` };
    const rejected: RequestEvent = {
      ...APPROVED,
      kind: 'withdrawal',
      status: 'rejected',
      reason: 'Wrong name',
    };
    expect(requestNewsText(rejected, texts.t as never)).toBe(
      'withdrawal_rejected_reason {"amount":"20,000 Ks","reason":"Wrong name"}',
    );
    expect(requestNewsText({ ...rejected, reason: null }, texts.t as never)).toMatch(/^withdrawal_rejected /);
  });

  it('says it in Burmese to a Burmese reader', async () => {
    setLanguage('mm');
    const { queryClient } = openLog();
    await screen.findByTestId('account-log-row');
    act(() =>
      playerEventHandler(queryClient, news)('request', {
        ...APPROVED,
        kind: 'withdrawal',
        status: 'rejected',
        reason: 'အမည် မမှန်ပါ',
      }),
    );
    const toast = await screen.findByText(/^ငွေထုတ် .* Ks ကို ငြင်းပယ်လိုက်ပါသည်- အမည် မမှန်ပါ$/);
    expect(toast.closest('[role="status"]')).not.toBeNull();
  });
});
