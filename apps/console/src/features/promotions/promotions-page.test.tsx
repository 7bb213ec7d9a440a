import type { CommissionStatement } from '@zeya/contract/commission';
import type { ConsoleOffer } from '@zeya/contract/promotions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { PromotionsPage } from './promotions-page';

const texts = (text: string) => ({ mm: text, en: text, zh: text, th: text });
const OFFER: ConsoleOffer = {
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
  budget_day: 100_000,
  budget_total: 1_000_000,
  paid_today: 2000,
  awaiting_request_id: null,
};
const STATEMENT: CommissionStatement = {
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
  first_approved_by: null,
  first_approved_at: null,
  approved_by: null,
  approved_at: null,
};

const admin = () => saveSession('t0k', { id: 2, user_name: 'admin', name: 'Admin', role: 'admin' });

describe('promotions screen', () => {
  it('creates a promotion with its budgets; one paying above the rule waits for a second admin', async () => {
    admin();
    let offers = [OFFER];
    const calls = stubApi((call) => {
      if (call.method !== 'POST') return ok(offers);
      const waiting = { ...OFFER, id: 6, title: texts('Free 5000'), active: false, awaiting_request_id: 40 };
      offers = [waiting, OFFER];
      return ok({ offer: waiting, request_id: 40 }, 'Saved as a request: someone else must approve it.');
    });
    renderPage(<PromotionsPage />, { path: '/promotions/*', url: '/promotions' });
    const row = (await screen.findByText('Welcome 50%')).closest('tr')!;
    expect(row.textContent).toContain('50% ≤ 2,000 Ks');
    expect(within(row).getByText('Today: 2,000 Ks of 100,000 Ks')).toBeTruthy();
    expect(within(row).getByText('In all: 6,000 Ks of 1,000,000 Ks')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'New promotion' }));
    const form = screen.getByRole('form', { name: 'New promotion' });
    await userEvent.selectOptions(within(form).getByLabelText('Kind'), 'free_credit');
    for (const language of ['English', 'Burmese', 'Chinese', 'Thai']) {
      await userEvent.type(within(form).getByLabelText(`Title (${language})`), `Free ${language}`);
      await userEvent.type(within(form).getByLabelText(`Terms (${language})`), `Terms ${language}`);
    }
    await userEvent.type(within(form).getByLabelText('Amount (Ks)'), '5000');
    await userEvent.type(within(form).getByLabelText('Budget per day (Ks)'), '50000');
    await userEvent.type(within(form).getByLabelText('Budget in all (Ks)'), '500000');
    await userEvent.type(within(form).getByLabelText(/^Reason/), 'new players in Yangon');
    await userEvent.click(within(form).getByRole('button', { name: 'Save promotion' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved as a request: someone else must approve it.')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.path).toBe('/console/promotions');
    expect(sent?.body).toMatchObject({
      kind: 'free_credit',
      amount: 5000,
      budget_day: 50_000,
      budget_total: 500_000,
      reason: 'new players in Yangon',
      title: { en: 'Free English', mm: 'Free Burmese', zh: 'Free Chinese', th: 'Free Thai' },
    });
    // Left empty, the wagering is the least the approval rules allow: the server's to choose.
    expect(sent?.body).not.toHaveProperty('wagering_multiple');
    const waiting = (await screen.findByText('Free 5000')).closest('tr')!;
    expect(within(waiting).getByText(/Request #40 is waiting for a second admin/)).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: 'Activate' })).toBeNull();
    // Saved, the form closes.
    expect(screen.queryByRole('form', { name: 'New promotion' })).toBeNull();
  });

  it('keeps what was typed when the server refuses, naming each field at fault next to it', async () => {
    admin();
    const calls = stubApi((call) => {
      if (call.method !== 'POST') return ok([OFFER]);
      return {
        status: 422,
        body: {
          message: 'This field is required.',
          errors: {
            'title.en': ['This field is required.'],
            budget_total: ['The total budget must be at least the daily budget.'],
          },
        },
      };
    });
    renderPage(<PromotionsPage />, { path: '/promotions/*', url: '/promotions' });
    await userEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    const form = screen.getByRole('form', { name: 'New promotion' });
    // Chinese and Thai are left empty: they fall back to English, so they are no error.
    await userEvent.type(within(form).getByLabelText('Title (Burmese)'), 'ကြိုဆိုပါသည်');
    await userEvent.type(within(form).getByLabelText('Percent'), '50');
    await userEvent.type(within(form).getByLabelText('Budget per day (Ks)'), '50000');
    await userEvent.type(within(form).getByLabelText('Budget in all (Ks)'), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Save promotion' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    const refusals = await within(form).findByRole('alert');
    expect(refusals.textContent).toContain('Title (English): This field is required.');
    expect(refusals.textContent).toContain(
      'Budget in all (Ks): The total budget must be at least the daily budget.',
    );
    // The form is still open with everything typed, and each message sits under its field.
    expect(screen.getByRole('form', { name: 'New promotion' })).toBe(form);
    // (A field's messages may be part of its name: the labels are matched by how they begin.)
    expect((within(form).getByLabelText(/^Title \(Burmese\)/) as HTMLInputElement).value).toBe('ကြိုဆိုပါသည်');
    expect((within(form).getByLabelText(/^Budget in all \(Ks\)/) as HTMLInputElement).value).toBe('100');
    const titleBox = within(form)
      .getByLabelText(/^Title \(English\)/)
      .closest('label')!.parentElement!;
    expect(titleBox.textContent).toContain('This field is required.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: { en: '', mm: 'ကြိုဆိုပါသည်', zh: '', th: '' },
    });
  });

  it('sets contributions by choosing game types from the catalogue, a new one counting in full', async () => {
    admin();
    const calls = stubApi((call) => {
      if (call.path === '/console/bonus/contribution-choices')
        return ok([
          { code: 'ZEYA', name: 'Zeya Originals' },
          { code: 'gscplus:9104', name: 'GSC+ · Mandalay Live' },
        ]);
      if (call.method === 'POST') return ok((call.body as { contributions: unknown }).contributions, 'Saved');
      return ok([{ game_type: 'ZEYA', percent: 100 }]);
    });
    renderPage(<PromotionsPage />, { path: '/promotions/*', url: '/promotions/wagering' });
    expect(((await screen.findByLabelText('Game type')) as HTMLSelectElement).value).toBe('ZEYA');
    await userEvent.click(screen.getByRole('button', { name: 'Add game type' }));
    const [, added] = screen.getAllByLabelText('Game type') as HTMLSelectElement[];
    expect(added!.value).toBe('gscplus:9104');
    const [, percent] = screen.getAllByLabelText('Contribution %') as HTMLInputElement[];
    expect(percent!.value).toBe('100');
    await userEvent.clear(percent!);
    await userEvent.type(percent!, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Saved');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      contributions: [
        { game_type: 'ZEYA', percent: 100 },
        { game_type: 'gscplus:9104', percent: 10 },
      ],
    });
  });

  it('approves a pending commission statement; its first approver waits for another admin', async () => {
    admin();
    let statement = STATEMENT;
    const calls = stubApi((call) => {
      if (call.method !== 'POST') return ok([statement]);
      statement = { ...STATEMENT, first_approved_by: 'admin', first_approved_at: '2026-11-23T03:00:00.000Z' };
      return ok(
        [statement],
        'First approval recorded: a second, different person must approve it to complete it.',
      );
    });
    renderPage(<PromotionsPage />, { path: '/promotions/*', url: '/promotions/commission' });
    const row = (await screen.findByText('AG1234567')).closest('tr')!;
    expect(row.textContent).toContain('30,000 Ks');
    await userEvent.click(within(row).getByRole('button', { name: 'Approve & pay' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/First approval recorded/)).toBeTruthy();
    expect(calls.some((call) => call.path === '/console/commission/statements/9/approve')).toBe(true);
    const after = (await screen.findByText('AG1234567')).closest('tr')!;
    expect(
      within(after).getByText('First approval: admin, 2026-11-23 09:30; a second admin pays it'),
    ).toBeTruthy();
    expect(
      within(after).getByText('You gave the first approval; another admin must give the second.'),
    ).toBeTruthy();
    expect(within(after).queryByRole('button', { name: 'Approve & pay' })).toBeNull();
  });
});
