import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { landsOn, makeNumbers, OPEN_DRAWS, PLAYER, saveBets, signIn } from '@/features/twod/test-fixtures';
import { TwodBetPage } from '@/features/twod/twod-bet-page';

afterEach(() => vi.unstubAllGlobals());

function open(numbers = makeNumbers(), url = '/2d/bet?time=4', openDraws = OPEN_DRAWS, protection?: unknown) {
  signIn();
  const calls = stubApi((call) => {
    if (call.path.startsWith('/twod/numbers')) return ok(numbers);
    if (call.path === '/protection' && protection) return ok(protection);
    if (call.path === '/twod/open-draws') return ok(openDraws);
    if (call.path === '/user') return ok(PLAYER);
    return { status: 404, body: {} };
  });
  const view = renderPage(<TwodBetPage />, { path: '/2d/bet', url });
  return { calls, ...view };
}

const number = (num: string) => screen.getByRole('button', { name: num });
const fill = (num: string) => screen.getByTestId(`fill-${num}`);

describe('2D bet page', () => {
  it('asks the server for the numbers of the chosen draw and shows all 100', async () => {
    const { calls } = open();
    // Waiting on a test id, not a role: the first role query over a hundred buttons is slow on a loaded machine.
    await screen.findByTestId('fill-00');
    expect(number('00')).toBeTruthy();
    const grid = screen.getByRole('group', { name: '2D numbers' });
    expect(within(grid).getAllByRole('button')).toHaveLength(100);
    expect(calls.some((call) => call.path === '/twod/numbers?time=4')).toBe(true);
    expect((screen.getByLabelText('Closing time') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('100');
  });

  it('colours each bar by the share of its limit still open: under 30 pink, 30-59 green, 60-89 grey, else yellow', async () => {
    open(makeNumbers({ '01': 290, '02': 300, '03': 590, '04': 600, '05': 890, '06': 900 }));
    await screen.findByRole('button', { name: '00' });
    const fills = ['00', '01', '02', '03', '04', '05', '06'].map((num) => fill(num).dataset.fill);
    expect(fills).toEqual(['yellow', 'pink', 'green', 'green', 'grey', 'grey', 'yellow']);
    expect(fill('01').style.width).toBe('29%');
    // What is left is written on the number, and is its description for a screen reader: no hover needed.
    expect(screen.getByTestId('left-01').textContent).toBe('290');
    const described = number('01').getAttribute('aria-describedby')!;
    expect(document.getElementById(described)?.textContent).toBe('01: 290 Ks left');
  });

  it('holds the amount to what a chosen number has left, or the break limit, and says why beside it', async () => {
    open(makeNumbers({ '38': 300 }));
    const user = userEvent.setup();
    await screen.findByTestId('fill-00');
    const amount = screen.getByLabelText('Amount') as HTMLInputElement;
    await user.clear(amount);
    await user.type(amount, '1500');
    expect(amount.value).toBe('1000');
    expect(screen.getByText('At most 1,000 Ks per number.')).toBeTruthy();
    await user.click(number('38'));
    expect(amount.value).toBe('300');
    expect(screen.getByText('Only 300 Ks left on 38.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(JSON.parse(localStorage.getItem('bets')!)).toEqual([{ num: '38', amount: 300 }]);
  });

  it('tells a player on a time-out before any number is chosen, and lets none be chosen', async () => {
    const timeout = {
      limits: [],
      reality_check_minutes: 0,
      exclusion: { kind: 'timeout', until: '2025-02-04T05:30:00.000Z' },
      reopens_at: null,
    };
    open(makeNumbers(), '/2d/bet?time=4', OPEN_DRAWS, timeout);
    expect((await screen.findByTestId('bet-standing')).textContent).toMatch(
      /^You are taking a break until .+: you cannot place bets until then\.$/,
    );
    expect((number('00') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Amount') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Place Bet' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells a player whose daily loss limit is used up, with the limit', async () => {
    const spent = {
      limits: [{ limit: 'loss_day', value: 5000, used: 5000, left: 0, pending: null }],
      reality_check_minutes: 0,
      exclusion: null,
      reopens_at: null,
    };
    open(makeNumbers(), '/2d/bet?time=4', OPEN_DRAWS, spent);
    expect((await screen.findByTestId('bet-standing')).textContent).toBe(
      'You have reached your daily loss limit (5,000 Ks): no more bets today.',
    );
    expect((number('38') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a closed or full number cannot be chosen', async () => {
    open(makeNumbers({ '09': 0 }, { closed: ['42'] }));
    const user = userEvent.setup();
    await screen.findByRole('button', { name: '00' });
    for (const num of ['09', '42']) {
      expect((number(num) as HTMLButtonElement).disabled).toBe(true);
      await user.click(number(num));
      expect(number(num).getAttribute('aria-pressed')).toBe('false');
    }
    expect((number('10') as HTMLButtonElement).disabled).toBe(false);
  });

  it('toggles numbers and saves the choice with the amount under bets, then opens /2d/confirm', async () => {
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '07' }));
    await user.click(number('13'));
    await user.click(number('55'));
    await user.click(number('55'));
    expect(number('07').getAttribute('aria-pressed')).toBe('true');
    expect(number('55').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('2 selected')).toBeTruthy();
    await user.clear(screen.getByLabelText('Amount'));
    await user.type(screen.getByLabelText('Amount'), '250');

    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(JSON.parse(localStorage.getItem('bets')!)).toEqual([
      { num: '07', amount: 250 },
      { num: '13', amount: 250 },
    ]);
    expect(localStorage.getItem('bets_time')).toBe('4');
    expect(localStorage.getItem('bets_date')).toBe('2025-02-03');
    await landsOn('/2d/confirm');
  });

  it('coming back to add more keeps the saved numbers and their amounts', async () => {
    saveBets([{ num: '07', amount: 500 }], 4);
    open();
    const user = userEvent.setup();
    expect((await screen.findByRole('button', { name: '07' })).getAttribute('aria-pressed')).toBe('true');
    await user.click(number('21'));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(JSON.parse(localStorage.getItem('bets')!)).toEqual([
      { num: '07', amount: 500 },
      { num: '21', amount: 100 },
    ]);
  });

  it('the closing-time select switches the draw', async () => {
    const { router } = open();
    await screen.findByRole('button', { name: '00' });
    await screen.findByRole('option', { name: 'Tue 4 Feb, 12:00 PM' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Closing time'), 'Tue 4 Feb, 12:00 PM');
    expect(router.state.location.search).toBe('?time=2');
  });

  it("after today's draw closed, says the slip is for the next business day's draw, and why", async () => {
    open(makeNumbers({}, { date: '2025-02-04', todayReason: 'closed' }), '/2d/bet?time=2');
    expect((await screen.findByTestId('twod-draw-day')).textContent).toBe(
      'For the draw of Tue 4 Feb, 12:00 PM',
    );
    expect(screen.getByText("Today's 12:00 PM draw has closed, so this is the next one.")).toBeTruthy();
    const options = await screen.findAllByRole('option', { name: /Tue 4 Feb/ });
    expect(options.map((option) => option.textContent)).toEqual([
      'Tue 4 Feb, 12:00 PM',
      'Tue 4 Feb, 4:30 PM',
    ]);
    const user = userEvent.setup();
    await user.click(number('07'));
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(localStorage.getItem('bets_date')).toBe('2025-02-04');
  });

  it('states the amount limits before the player types: 100 Ks and the break limit per number', async () => {
    open();
    await screen.findByRole('button', { name: '00' });
    expect(screen.getByLabelText('Amount').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('At least 100 Ks and at most 1,000 Ks per number.')).toBeTruthy();
  });

  it('says why a draw takes no bets and does not place any', async () => {
    open(makeNumbers({}, { open: false, reason: 'closed' }));
    const user = userEvent.setup();
    expect((await screen.findByRole('alert')).textContent).toBe('Betting on this draw has closed.');
    await user.click(number('07'));
    expect((screen.getByRole('button', { name: 'Place Bet' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens the colour legend', async () => {
    open();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Colour legend' }));
    const legend = screen.getByRole('dialog', { name: 'Colour legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Under 50% filled', '50-90% filled', 'Over 90% filled', 'Full']);
  });

  it('the quick-bet icon opens the sets, shows the numbers a set expands to and adds the open ones', async () => {
    open(makeNumbers({ '35': 0 }, { closed: ['39'] }));
    const user = userEvent.setup();
    await screen.findByTestId('fill-00');
    await user.click(screen.getByRole('button', { name: 'Quick Bet' }));
    const picker = screen.getByRole('dialog', { name: 'Quick Bet' });
    await user.click(within(picker).getByRole('button', { name: 'Head' }));
    expect(within(picker).getByText('The 10 numbers starting with the digit')).toBeTruthy();
    await user.click(within(picker).getByRole('button', { name: '3' }));
    expect(within(picker).getByTestId('quick-preview').textContent).toBe('30 31 32 33 34 35 36 37 38 39');
    await user.click(within(picker).getByRole('button', { name: 'Add to my numbers' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('8 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Place Bet' }));
    expect(JSON.parse(localStorage.getItem('bets')!).map((bet: { num: string }) => bet.num)).toEqual([
      '30',
      '31',
      '32',
      '33',
      '34',
      '36',
      '37',
      '38',
    ]);
  });

  it('kway takes several digits, and the round-bet icon adds the reverses of the chosen numbers', async () => {
    open();
    const user = userEvent.setup();
    await screen.findByTestId('fill-00');
    await user.click(screen.getByRole('button', { name: 'Quick Bet' }));
    let picker = screen.getByRole('dialog', { name: 'Quick Bet' });
    await user.click(within(picker).getByRole('button', { name: 'Kway' }));
    for (const digit of ['1', '3', '7'])
      await user.click(within(picker).getByRole('button', { name: digit }));
    expect(within(picker).getByTestId('quick-preview').textContent).toBe('13 17 31 37 71 73');
    await user.click(within(picker).getByRole('button', { name: 'Close' }));
    await user.click(number('12'));
    await user.click(number('44'));
    await user.click(screen.getByRole('button', { name: 'Round Bet' }));
    picker = screen.getByRole('dialog', { name: 'Round Bet' });
    expect(within(picker).getByTestId('quick-preview').textContent).toBe('12 21 44');
    await user.click(within(picker).getByRole('button', { name: 'Add to my numbers' }));
    expect(number('21').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('3 selected')).toBeTruthy();
  });

  it('sends a visitor to /login', async () => {
    stubApi(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    renderPage(<TwodBetPage />, { path: '/2d/bet', url: '/2d/bet?time=2' });
    await landsOn('/login');
  });
});
