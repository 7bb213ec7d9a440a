import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, stubApi, ok, type ApiCall } from '@zeya/test-kit/render-page';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { ThreedPage } from '@/features/threed/threed-page';
import { threedDraw } from '@/features/threed/test-fixtures';
import { TWOD_SETTINGS, twodDraw } from '@/features/twod/test-fixtures';
import { TwodPage } from '@/features/twod/twod-page';

/**
 * What 2D and 3D share on the console (the shared lottery screens of `shared/lottery`), run for each game from one
 * table: here, because only `app` may import both features. What only one game has is tested in its feature.
 */

/** A game as the shared cases drive it: its page, a draw of it, and what its screens say and send. */
interface Game {
  name: string;
  game: 'twod' | 'threed';
  page: ReactElement;
  route: { path: string; url: string };
  settingsUrl: string;
  draw: Record<string, unknown> & { id: number };
  /** The result typed, by field label, what is sent for it, and the draw's fields once it is entered. */
  result: Record<string, string>;
  body: Record<string, string>;
  entered: Record<string, string>;
  confirmQuestion: string;
  voidQuestion: string;
  settings: Record<string, unknown> & { closed_numbers: string[] };
  breakLimit: string;
  closedNumbers: string;
  adminOnly: string;
}
type Draw = Game['draw'];

const GAMES: Game[] = [
  {
    name: '2D',
    game: 'twod',
    page: <TwodPage />,
    route: { path: '/twod/*', url: '/twod?date=2026-11-24' },
    settingsUrl: '/twod/settings',
    draw: twodDraw(),
    result: { '2D number': '38', 'SET index': '1,346.23', Value: '57,388.58' },
    body: { twod: '38', set: '1,346.23', value: '57,388.58' },
    entered: { result: '38', set: '1,346.23', value: '57,388.58' },
    confirmQuestion: 'Settle the 12:01 draw of 2026-11-24 with 38?',
    voidQuestion: 'Void the 12:01 draw of 2026-11-24? Every stake is refunded',
    settings: TWOD_SETTINGS,
    breakLimit: 'Break limit per number per draw (Ks)',
    closedNumbers: 'Closed numbers (e.g. 00, 77)',
    adminOnly: 'Only an admin can change this.',
  },
  {
    name: '3D',
    game: 'threed',
    page: <ThreedPage />,
    route: { path: '/threed/*', url: '/threed' },
    settingsUrl: '/threed/settings',
    draw: threedDraw(),
    result: {
      'First prize (6 digits, as published)': '123456',
      '3D number': '456',
      'Where it was read': 'GLO website',
    },
    body: { first_prize: '123456', result: '456', source: 'GLO website' },
    entered: { result: '456', first_prize: '123456', source: 'GLO website' },
    confirmQuestion: 'Settle the draw of 2026-12-01 with 456?',
    voidQuestion: 'Void the draw of 2026-12-01? Every stake is refunded',
    settings: {
      break_limit: 1_000,
      player_limit: null,
      odds: 500,
      tote_odds: 10,
      close_minutes: 5,
      closed_numbers: ['777'],
    },
    breakLimit: 'Break limit per number (Ks)',
    closedNumbers: 'Closed numbers',
    adminOnly: 'Only admins change these.',
  },
];

const EXPOSURE = {
  staked: 400,
  worst_payout: 101_000,
  worst_number: '135',
  worst_net: -100_600,
  numbers: [{ num: '135', staked: 200, payout: 101_000 }],
};

function signIn(role: 'operator' | 'admin') {
  saveSession('t0k', { id: 2, user_name: role, name: role, role });
  return role;
}

/** A console whose one draw of the game moves through entry, confirmation and void as the server would answer. */
function stubGame(game: Game, current: { draw: Draw }, who: string) {
  const draw = `/console/${game.game}/draws/${game.draw.id}`;
  return stubApi((call: ApiCall) => {
    if (call.path === `/console/${game.game}/settings`) return ok(game.settings);
    if (call.path.startsWith(`/console/${game.game}/draws?`) || call.path === `/console/${game.game}/draws`)
      return ok([current.draw]);
    if (call.path === `${draw}/exposure`) return ok({ draw_id: game.draw.id, ...EXPOSURE });
    if (call.path === `${draw}/winners`) return ok([]);
    if (call.path === `${draw}/result`) {
      current.draw = { ...current.draw, ...game.entered, status: 'result_entered', entered_by: who };
      return ok(current.draw, 'Recorded.');
    }
    if (call.path === `${draw}/confirm`) {
      current.draw = { ...current.draw, status: 'settled', confirmed_by: who };
      return ok(current.draw, 'Settled.');
    }
    if (call.path === `${draw}/void`) {
      current.draw = { ...current.draw, status: 'void' };
      return ok(current.draw, 'Void.');
    }
    return { status: 404, body: { message: 'Not found.' } };
  });
}

const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST').map((call) => call.path);

async function confirmIn(dialog: string, question: string) {
  const asked = screen.getByRole('dialog', { name: dialog });
  expect(asked.textContent).toContain(question);
  await userEvent.click(within(asked).getByRole('button', { name: 'Confirm' }));
}

describe.each(GAMES)('$name console: one lottery', (game) => {
  const entered: Draw = { ...game.draw, ...game.entered, status: 'result_entered', entered_by: 'operator' };

  it("shows a draw's exposure: the worst case and each number, costliest first", async () => {
    stubGame(game, { draw: game.draw }, signIn('operator'));
    renderPage(game.page, game.route);
    expect((await screen.findByTestId('exposure-worst', {}, { timeout: 5_000 })).textContent).toBe(
      'Worst case: 135 drawn pays 101,000 Ks against 400 Ks staked (house net -100,600 Ks)',
    );
    const table = screen.getByRole('region', { name: 'Exposure' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('135');
  });

  it('sends the result as typed; whoever entered it cannot confirm it', async () => {
    const calls = stubGame(game, { draw: game.draw }, signIn('operator'));
    renderPage(game.page, game.route);
    const [first] = Object.keys(game.result);
    await screen.findByLabelText(first!, {}, { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Confirm and settle' })).toHaveProperty('disabled', true);
    for (const [label, text] of Object.entries(game.result))
      await userEvent.type(screen.getByLabelText(label, { exact: true }), text);
    await userEvent.click(screen.getByRole('button', { name: 'Save result' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('You entered this result: someone else must confirm it.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/console/${game.game}/draws/${game.draw.id}/result`,
      body: game.body,
    });
    expect(screen.getByRole('button', { name: 'Confirm and settle' })).toHaveProperty('disabled', true);
  });

  it('lets a second person confirm the result, and settles nothing else', async () => {
    const calls = stubGame(game, { draw: entered }, signIn('admin'));
    renderPage(game.page, game.route);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Confirm and settle' }, { timeout: 5_000 }),
    );
    await confirmIn('Confirm and settle', game.confirmQuestion);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirm and settle' })).toHaveProperty('disabled', true),
    );
    expect(posts(calls)).toEqual([`/console/${game.game}/draws/${game.draw.id}/confirm`]);
  });

  it('lets only an admin void a draw, and not once it is void', async () => {
    stubGame(game, { draw: entered }, signIn('operator'));
    const view = renderPage(game.page, game.route);
    await screen.findByRole('button', { name: 'Save result' }, { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: 'Void draw' })).toBeNull();
    view.unmount();

    const calls = stubGame(game, { draw: entered }, signIn('admin'));
    renderPage(game.page, game.route);
    await userEvent.click(await screen.findByRole('button', { name: 'Void draw' }, { timeout: 5_000 }));
    await confirmIn('Void draw', game.voidQuestion);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Void draw' })).toHaveProperty('disabled', true),
    );
    expect(posts(calls)).toEqual([`/console/${game.game}/draws/${game.draw.id}/void`]);
  });

  it("sends the whole settings as typed, shows the server's message under its field; only admins save", async () => {
    signIn('admin');
    const calls = stubApi((call) =>
      call.method === 'PUT'
        ? {
            status: 422,
            body: {
              message: 'Please enter a valid amount',
              errors: { break_limit: ['Please enter a valid amount'], 'closed_numbers.1': ['Not a number'] },
            },
          }
        : ok(game.settings),
    );
    const view = renderPage(game.page, { path: game.route.path, url: game.settingsUrl });
    const limit = await screen.findByLabelText(game.breakLimit, {}, { timeout: 5_000 });
    await userEvent.clear(limit);
    await userEvent.type(limit, '-5');
    const closed = screen.getByLabelText(game.closedNumbers);
    await userEvent.type(closed, ', x');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Not a number', { selector: 'span' })).toBeTruthy();
    expect(closed.closest('label')!.textContent).toContain('Not a number');
    expect(limit.closest('label')!.textContent).toContain('Please enter a valid amount');
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: `/console/${game.game}/settings`,
      body: { ...game.settings, break_limit: -5, closed_numbers: [...game.settings.closed_numbers, 'x'] },
    });
    view.unmount();

    signIn('operator');
    renderPage(game.page, { path: game.route.path, url: game.settingsUrl });
    expect(await screen.findByLabelText(game.breakLimit, {}, { timeout: 5_000 })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText(game.adminOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });
});
