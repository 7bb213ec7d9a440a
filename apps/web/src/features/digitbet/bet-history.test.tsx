import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
// The server's own draw gives the roll a fair server would have shown.
import { hashSeed, rollDigit } from '../../../../api/src/modules/digitbet/fairness';
import type { Fairness } from '@/features/digitbet/api';
import { BetHistory } from '@/features/digitbet/bet-history';
import { rememberCommitments } from '@/features/digitbet/commitments';
import { FAIRNESS, makeRound, signIn } from '@/features/digitbet/test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const SEED = '4c'.repeat(32);
const ROLLED = rollDigit(SEED, 'lucky', 3);
const ROUND = makeRound({ nonce: 3, rolledNumber: ROLLED, server_seed_hash: hashSeed(SEED) });
const IN_PLAY: Fairness = { ...FAIRNESS, server_seed_hash: hashSeed(SEED), revealed: [] };
const REVEALED: Fairness = {
  ...FAIRNESS,
  server_seed_hash: 'd'.repeat(64),
  revealed: [{ server_seed: SEED, server_seed_hash: hashSeed(SEED), client_seed: 'lucky', rounds: 4 }],
};

function open(fairness: Fairness, round = ROUND) {
  signIn();
  const calls = stubApi((call) =>
    call.method === 'POST' ? ok(REVEALED, 'New seeds are in play.') : ok(fairness),
  );
  renderPage(<BetHistory rounds={[round]} loading={false} />, { path: '/digitbet' });
  return calls;
}

describe('Check this roll', () => {
  it('while the seed is in play, says when it is revealed and reveals it with one tap, then shows ✓', async () => {
    const calls = open(IN_PLAY);
    const user = userEvent.setup();
    const row = screen.getByTestId('digitbet-history-row');
    await user.click(within(row).getByRole('button', { name: 'Check this roll' }));
    const check = await screen.findByTestId('digitbet-roll-check');
    expect(check.textContent).toContain('This roll used the secret code in play now.');

    await user.click(within(check).getByRole('button', { name: 'Change seed' }));
    await waitFor(() =>
      expect(screen.getByTestId('digitbet-roll-check').textContent).toContain(
        `✓ Fair: the revealed code gives ${ROLLED} for this roll, as shown.`,
      ),
    );
    const [post] = calls.filter((call) => call.method === 'POST');
    expect(post?.path).toBe('/digitbet/client-seed');
    expect((post?.body as { client_seed: string }).client_seed).toMatch(/^[0-9a-f]{16}$/);
  });

  it('shows ✗ and both digits when the shown roll does not follow from the revealed seed', async () => {
    const shown = (ROLLED + 1) % 10;
    open(REVEALED, { ...ROUND, rolledNumber: shown });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check this roll' }));
    const check = await screen.findByTestId('digitbet-roll-check');
    await waitFor(() => expect(check.textContent).toContain('✗ Does not match'));
    expect(check.textContent).toContain(`✗ Roll no. 3: ${shown} was shown, but the code gives ${ROLLED}.`);
  });

  it('compares with the fingerprint this device was shown, not the one the server lists after the reveal', async () => {
    // The history showed the round with its fingerprint before the reveal...
    rememberCommitments([ROUND]);
    // ...then the server swaps in another seed, rewriting the round's fingerprint and roll to fit it.
    const forged = '9d'.repeat(32);
    const rewritten = {
      ...ROUND,
      server_seed_hash: hashSeed(forged),
      rolledNumber: rollDigit(forged, 'lucky', 3),
    };
    rememberCommitments([rewritten]);
    open(
      {
        ...REVEALED,
        revealed: [
          { server_seed: forged, server_seed_hash: hashSeed(forged), client_seed: 'lucky', rounds: 4 },
        ],
      },
      rewritten,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check this roll' }));
    const check = await screen.findByTestId('digitbet-roll-check');
    await waitFor(() => expect(check.textContent).toContain('✗ Does not match'));
    expect(check.textContent).toContain(`(its fingerprint is ${hashSeed(forged)})`);
  });
});
