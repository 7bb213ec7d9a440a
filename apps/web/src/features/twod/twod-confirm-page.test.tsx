import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@/shared/i18n/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
import type { TwodOpenDraw } from '@/features/twod/api';
import {
  landsOn,
  makeNumbers,
  makeSlip,
  OPEN_DRAWS,
  PLAYER,
  saveBets,
  signIn,
} from '@/features/twod/test-fixtures';
import { TwodConfirmPage } from '@/features/twod/twod-confirm-page';

beforeEach(async () => {
  setLanguage('en');
  signIn();
  saveBets([
    { num: '07', amount: 100 },
    { num: '13', amount: 200 },
  ]);
});
afterEach(() => vi.unstubAllGlobals());

function open(
  bet: (call: ApiCall) => Reply | Promise<Reply> = () => ok(makeSlip(), 'Bet placed.'),
  {
    openDraws,
    player = PLAYER,
    left = {},
  }: { openDraws?: TwodOpenDraw[]; player?: typeof PLAYER; left?: Record<string, number> } = {},
) {
  const calls = stubApi((call) => {
    if (call.path === '/twod-bet') return bet(call);
    if (call.path.startsWith('/twod/numbers')) return ok(makeNumbers(left));
    if (call.path === '/twod/open-draws' && openDraws) return ok(openDraws);
    if (call.path === '/user') return ok(player);
    return { status: 404, body: {} };
  });
  const { queryClient } = renderPage(<TwodConfirmPage />, { path: '/2d/confirm' });
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  return { calls, invalidated };
}

const rows = () => screen.getAllByTestId('twod-bet-row').map((row) => row.firstElementChild?.textContent);
const total = () => screen.getByTestId('twod-total').textContent;
const confirm = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Confirm' }));

describe('2D confirm', () => {
  it('goes home when nothing is saved', async () => {
    localStorage.removeItem('bets');
    open();
    await landsOn('/');
  });

  it('lists the saved numbers with their amounts and the total; add more goes back to the draw', () => {
    open();
    expect(rows()).toEqual(['07', '13']);
    expect(screen.getAllByTestId('twod-bet-row').map((row) => row.children[1]?.textContent)).toEqual([
      '100 Ks',
      '200 Ks',
    ]);
    expect(total()).toBe('300 Ks');
    expect(screen.getByRole('link', { name: 'Add More' }).getAttribute('href')).toBe('/2d/bet?time=4');
  });

  it('names the draw the slip is for by its day and time, in each language', async () => {
    open();
    expect(screen.getByTestId('twod-draw-day').textContent).toBe('For the draw of Mon 3 Feb, 4:30 PM');
    setLanguage('mm');
    expect((await screen.findByTestId('twod-draw-day')).textContent).toBe('တနင်္လာ၊ ဖေဖော်ဝါရီ ၃၊ ညနေ ၄:၃၀ ပွဲအတွက်');
    setLanguage('zh');
    expect((await screen.findByTestId('twod-draw-day')).textContent).toBe('投注期：2月3日周一 16:30');
  });

  it('once the saved draw has closed, says so and which draw a confirmation now goes to, and sends that day', async () => {
    const { calls } = open(undefined, { openDraws: OPEN_DRAWS });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Betting on Mon 3 Feb, 4:30 PM has closed. Confirming now bets on Tue 4 Feb, 4:30 PM.',
    );
    expect(screen.getByTestId('twod-draw-day').textContent).toBe('For the draw of Tue 4 Feb, 4:30 PM');
    expect(screen.getByText("Today's 4:30 PM draw has closed, so this is the next one.")).toBeTruthy();
    await confirm(userEvent.setup());
    await landsOn('/evening-bet-slip');
    expect(calls.find((call) => call.path === '/twod-bet')?.body).toMatchObject({
      time: 4,
      date: '2025-02-04',
    });
  });

  it('when main cannot cover the total, shows both balances and the way to move game money, and holds the slip', async () => {
    const poor = { ...PLAYER, main_balance: 250, balance: 5_000 };
    signIn(poor);
    const { calls } = open(undefined, { player: poor });
    const prompt = await screen.findByTestId('insufficient-balance');
    expect(prompt.textContent).toContain('250.00 Ks');
    expect(prompt.textContent).toContain('5,000.00 Ks');
    expect(within(prompt).getByRole('button', { name: /50\.00 Ks/ })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls.some((call) => call.path === '/twod-bet')).toBe(false);
  });

  it('deletes a number, from the total and the saved bets', async () => {
    open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete 07' }));
    expect(rows()).toEqual(['13']);
    expect(total()).toBe('200 Ks');
    expect(JSON.parse(localStorage.getItem('bets')!)).toEqual([{ num: '13', amount: 200 }]);
  });

  it('edits an amount; the number stays as it is', async () => {
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit 13' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit bet' });
    expect((within(dialog).getByLabelText('Number') as HTMLInputElement).readOnly).toBe(true);
    await user.clear(within(dialog).getByLabelText('Amount'));
    await user.type(within(dialog).getByLabelText('Amount'), '450');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(total()).toBe('550 Ks');
    expect(JSON.parse(localStorage.getItem('bets')!)[1]).toEqual({ num: '13', amount: 450 });
  });

  it('refuses an amount under 100 with the spec’s Burmese toast', async () => {
    setLanguage('mm');
    open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '07 ပြင်မည်' }));
    const dialog = screen.getByRole('dialog', { name: 'ထိုးကြေး ပြင်ရန်' });
    await user.clear(within(dialog).getByLabelText('ထိုးကြေး'));
    await user.type(within(dialog).getByLabelText('ထိုးကြေး'), '99');
    await user.click(within(dialog).getByRole('button', { name: 'သိမ်းမည်' }));
    expect(await screen.findByText('ထိုးကြေး အနည်းဆုံး ၁၀၀ ထည့်ပါ။')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('bets')!)[0]).toEqual({ num: '07', amount: 100 });
  });

  it('sends the slip, says submitting while it goes, then clears the bets and shows the slip of the session', async () => {
    let release: (reply: Reply) => void = () => undefined;
    const { calls, invalidated } = open(() => new Promise<Reply>((resolve) => (release = resolve)));
    const user = userEvent.setup();
    await confirm(user);
    const pending = screen.getByRole('button', { name: 'Submitting...' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    expect(calls.find((call) => call.path === '/twod-bet')).toEqual({
      method: 'POST',
      path: '/twod-bet',
      body: {
        time: 4,
        date: '2025-02-03',
        totalAmount: 300,
        amounts: [
          { num: '07', amount: 100 },
          { num: '13', amount: 200 },
        ],
      },
    });

    release(ok(makeSlip(), 'Your bet is placed.'));
    expect(await screen.findByText('Your bet is placed.')).toBeTruthy();
    expect(localStorage.getItem('bets')).toBeNull();
    await landsOn('/evening-bet-slip');
    // The balances: the top bar's poll fetches the player again at once.
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['user'] });
  });

  it('lists the over-limit numbers of an array reply and keeps the bets', async () => {
    open(() => ({ status: 409, body: ['07', '13'] }));
    await confirm(userEvent.setup());
    expect(await screen.findByText('Over-limit digits: 07, 13')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('bets')!)).toHaveLength(2);
    await landsOn('/2d/confirm');
  });

  it('says beside each refused number how much it has left, as the board now has it', async () => {
    open(() => ({ status: 409, body: ['13'] }), { left: { '13': 50 } });
    await confirm(userEvent.setup());
    const refused = await screen.findByTestId('twod-left-on');
    expect(refused.textContent).toBe('Only 50 Ks left on 13.');
    expect(refused.closest('tr')?.firstElementChild?.textContent).toBe('13');
    expect(screen.getAllByTestId('twod-left-on')).toHaveLength(1);
  });

  it('holds an edited amount to what the number has left', async () => {
    open(undefined, { left: { '07': 400 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit 07' }));
    const dialog = screen.getByRole('dialog');
    const amount = within(dialog).getByLabelText('Amount') as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, '900');
    expect(amount.value).toBe('400');
    expect(within(dialog).getByText('Only 400 Ks left on 07.')).toBeTruthy();
  });

  it("shows a refusal's message", async () => {
    open(() => ({
      status: 422,
      body: { message: 'Not enough balance.', errors: { amounts: ['Not enough balance.'] } },
    }));
    await confirm(userEvent.setup());
    expect(await screen.findByText('Not enough balance.')).toBeTruthy();
  });

  it("says 'Bet failed!' when a refusal has no message", async () => {
    open(() => ({ status: 400, body: {} }));
    await confirm(userEvent.setup());
    expect(await screen.findByText('Bet failed!')).toBeTruthy();
  });

  it("says 'Network or server error' when no answer comes", async () => {
    open(() => 'network-error');
    await confirm(userEvent.setup());
    expect(await screen.findByText('Network or server error')).toBeTruthy();
  });
});
