import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { PromotionPage } from '@/features/promotion/promotion-page';
import { PLAYER, signIn } from '@/test/player';

const OFFER = {
  id: 7,
  kind: 'free_credit',
  title: 'Welcome credit',
  terms: '100 Ks free, wagered 10 times within 7 days.',
  needs_code: true,
  claimed: false,
};
const BONUS = {
  balance: 100,
  rule: 'Real money is played first.',
  active: { id: 1, amount: 100, required: 1000, wagered: 250, expires_at: '2026-12-01T00:00:00.000Z' },
  history: [],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('offers on the promotion page', () => {
  it('shows the terms with a code field and a claim button, sends the code with an Idempotency-Key', async () => {
    signIn();
    let claimed = false;
    const calls = stubApi(({ path, method }) => {
      if (path === '/offers') return ok([{ ...OFFER, claimed }]);
      if (path === '/offers/7/claim' && method === 'POST') {
        claimed = true;
        return ok({ amount: 100, pay_as: 'bonus', bonus: BONUS }, 'Claimed: 100 Ks.');
      }
      if (path === '/bonus') return ok(claimed ? BONUS : { ...BONUS, balance: 0, active: null });
      if (path === '/user') return ok(PLAYER);
      return ok([]);
    });
    const user = userEvent.setup();
    renderPage(<PromotionPage />, { path: '/promotion' });
    const card = await screen.findByRole('listitem', { name: 'Welcome credit' });
    expect(card.textContent).toContain('100 Ks free, wagered 10 times within 7 days.');
    await user.type(within(card).getByLabelText('Promotion code'), 'WELCOME100');
    await user.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(await within(card).findByRole('status')).toHaveProperty('textContent', 'Claimed: 100 Ks.');
    const claim = calls.find((call) => call.path === '/offers/7/claim');
    expect(claim?.body).toEqual({ code: 'WELCOME100' });
    expect(await screen.findByTestId('bonus-progress')).toHaveProperty(
      'textContent',
      expect.stringContaining('Wagered 250.00 Ks of 1,000.00 Ks'),
    );
  });

  it('shows the server’s refusal under the offer', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/offers') return ok([OFFER]);
      if (path === '/offers/7/claim')
        return { status: 422, body: { message: 'x', errors: { code: ['This code is not valid.'] } } };
      if (path === '/bonus') return ok({ ...BONUS, balance: 0, active: null });
      return path === '/user' ? ok(PLAYER) : ok([]);
    });
    const user = userEvent.setup();
    renderPage(<PromotionPage />, { path: '/promotion' });
    const card = await screen.findByRole('listitem', { name: 'Welcome credit' });
    await user.click(within(card).getByRole('button', { name: 'Claim' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('This code is not valid.');
  });
});
