import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { PromotionsPage } from './promotions-page';

const texts = (text: string) => ({ mm: text, en: text, zh: text, th: text });
const OFFER = {
  id: 5,
  kind: 'deposit_bonus',
  title: texts('Welcome 50%'),
  terms: texts('Terms'),
  active: true,
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: null,
  percent: 50,
  cap: 2000,
  min_deposit: 1000,
  amount: 0,
  code: null,
  recurrence: 'once',
  pay_as: 'bonus',
  wagering_multiple: 5,
  expires_days: 7,
  claims: 3,
  paid: 6000,
};
const STATEMENT = {
  id: 9,
  agent_id: 40,
  agent: 'AG1234567',
  period_from: '2026-11-16',
  period_to: '2026-11-22',
  basis: 'ngr',
  percent: 10,
  turnover: 500000,
  ngr: 500000,
  carried_in: -200000,
  carried_out: 0,
  commission: 30000,
  status: 'pending',
  computed_by: 'operator',
  approved_by: null,
  approved_at: null,
};

const admin = () => saveSession('t0k', { id: 2, user_name: 'admin', name: 'Admin', role: 'admin' });

describe('promotions screen', () => {
  it('lists promotions with their rules and creates one with titles and terms in four languages', async () => {
    admin();
    const calls = stubApi((call) => (call.method === 'POST' ? ok([OFFER], 'Promotion saved.') : ok([OFFER])));
    renderPage(<PromotionsPage />, { path: '/promotions/*', url: '/promotions' });
    const row = (await screen.findByText('Welcome 50%')).closest('tr')!;
    expect(row.textContent).toContain('50% ≤ 2,000 Ks');
    await userEvent.click(screen.getByRole('button', { name: 'New promotion' }));
    const dialog = screen.getByRole('dialog');
    for (const lang of ['mm', 'en', 'zh', 'th']) {
      await userEvent.type(within(dialog).getByLabelText(`Title (${lang})`), `Bonus ${lang}`);
      await userEvent.type(within(dialog).getByLabelText(`Terms (${lang})`), `Terms ${lang}`);
    }
    await userEvent.type(within(dialog).getByLabelText('Percent'), '50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/console/promotions');
    expect(sent?.body).toMatchObject({
      kind: 'deposit_bonus',
      percent: 50,
      title: { mm: 'Bonus mm', en: 'Bonus en', zh: 'Bonus zh', th: 'Bonus th' },
    });
  });

  it('approves a pending commission statement after confirming', async () => {
    admin();
    const calls = stubApi((call) =>
      call.method === 'POST' ? ok([{ ...STATEMENT, status: 'approved' }], 'Paid.') : ok([STATEMENT]),
    );
    renderPage(<PromotionsPage />, { path: '/promotions/*', url: '/promotions/commission' });
    const row = (await screen.findByText('AG1234567')).closest('tr')!;
    expect(row.textContent).toContain('30,000 Ks');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve & pay' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(calls.some((call) => call.path === '/console/commission/statements/9/approve')).toBe(true);
  });
});
