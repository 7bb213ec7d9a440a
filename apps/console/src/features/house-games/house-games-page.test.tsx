import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import type { PlayerSeeds } from '@zeya/contract/house-games';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { HouseGamesPage } from './house-games-page';

const VIEW = {
  digit_bet: {
    payouts: { digit: 9, big: 1.95, small: 1.95 },
    rtp: { digit: 0.9, big: 0.975, small: 0.975 },
    settings: [{ name: 'DIGITBET_DIGIT_PAYOUT', value: 9 }],
  },
  shwe_slot: {
    reels: [
      ['7', 'BAR'],
      ['BAR', '7'],
      ['7', 'BAR'],
    ],
    paytable: [{ combo: ['7', '7', '7'], pays: 200 }],
    rtp: 10_222 / 10_648,
    rtp_fraction: '10222 / 10648',
  },
};
const SEEDS: PlayerSeeds = {
  user_id: 7,
  user_name: 'ZY1234',
  server_seed_hash: 'a'.repeat(64),
  client_seed: 'lucky',
  next_nonce: 3,
  payouts: VIEW.digit_bet.payouts,
  rtp: VIEW.digit_bet.rtp,
  revealed: [],
};

describe('house games screen', () => {
  it('shows the configured payouts and RTPs and says they are environment settings', async () => {
    saveSession('t0k', { id: 2, user_name: 'operator', name: 'Op', role: 'operator' });
    stubApi(() => ok(VIEW));
    renderPage(<HouseGamesPage />, { path: '/house-games/*', url: '/house-games' });
    expect(await screen.findByText('RTP 96.00% (10222 / 10648)')).toBeTruthy();
    expect(screen.getByText('90.00%')).toBeTruthy();
    expect(screen.getByText('DIGITBET_DIGIT_PAYOUT')).toBeTruthy();
    expect(screen.getByText(/environment settings of the server/)).toBeTruthy();
  });

  it("looks a player's seeds up and rotates them after confirming", async () => {
    const rotated = {
      ...SEEDS,
      server_seed_hash: 'b'.repeat(64),
      next_nonce: 0,
      revealed: [
        { server_seed: 'c'.repeat(64), server_seed_hash: 'a'.repeat(64), client_seed: 'lucky', rounds: 3 },
      ],
    };
    let current = SEEDS;
    const calls = stubApi((call) => {
      if (call.path.endsWith('/rotate-seeds')) {
        current = rotated;
        return ok(rotated, 'New seeds are in play; the previous server seed is revealed.');
      }
      return call.path.endsWith('/seeds') ? ok(current) : ok(VIEW);
    });
    renderPage(<HouseGamesPage />, { path: '/house-games/*', url: '/house-games' });
    await userEvent.type(screen.getByLabelText('Player id'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Show seeds' }));
    expect(await screen.findByText('a'.repeat(64))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Rotate seeds' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain("End ZY1234's active pair and reveal its server seed?");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`${'c'.repeat(64)} · lucky · 3`)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.path).toBe(
      '/console/house-games/digitbet/players/7/rotate-seeds',
    );
  });
});
