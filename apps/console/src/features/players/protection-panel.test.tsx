import type { ConsoleProtection } from '@zeya/contract/protection';
import { screen } from '@testing-library/react';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { ProtectionPanel } from './protection-panel';

/** A time-out until midnight of 1 December in Myanmar (17:30 UTC), as the API writes its instants. */
const UNTIL = '2026-11-30T17:30:00.000Z';
const PROTECTION: ConsoleProtection = {
  state: {
    limits: [
      {
        limit: 'loss_day',
        value: 50_000,
        used: 0,
        left: 50_000,
        pending: { value: 80_000, confirmable_at: '2026-11-25T05:00:00.000Z', confirmable: false },
      },
    ],
    reality_check_minutes: 0,
    exclusion: { kind: 'timeout', until: UNTIL },
    reopens_at: null,
  },
  history: [
    {
      id: 1,
      change: 'break',
      actor: 'player',
      before: null,
      after: { kind: 'timeout', until: UNTIL },
      at: UNTIL,
    },
  ],
};

describe("a player's safer play in the console", () => {
  it('shows every time in Myanmar time, the break in the history included, never an ISO instant', async () => {
    saveSession('t0k', { id: 2, user_name: 'operator', name: 'Op', role: 'operator' });
    stubApi(() => ok(PROTECTION));
    renderPage(<ProtectionPanel id={7} />, { path: '/players/7' });
    expect(await screen.findByText('kind: timeout, until: 2026-12-01 00:00')).toBeTruthy();
    expect(screen.getByText('80,000 Ks (2026-11-25 11:30)')).toBeTruthy();
    expect(screen.getByTestId('protection-break').textContent).toContain('2026-12-01 00:00');
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
  });
});
