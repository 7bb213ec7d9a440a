import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import type { TwodChainEntry } from '@zeya/contract/twod';
import { digitsOf, TwodVerifyPage } from '@/features/twod/verify-page';

afterEach(() => vi.unstubAllGlobals());

/** Settled before the two people were chained (recipe 1). */
const entry: TwodChainEntry = {
  seq: 1,
  recipe: 1,
  date: '2026-12-07',
  time_id: 2,
  result: '38',
  set: '1,346.23',
  value: '57,388.58',
  source: 'feed',
  read_at: '2026-12-07T05:31:04.000Z',
  read_by: null,
  feed_match: null,
  entered_role: null,
  confirmed_by: null,
  confirmed_role: null,
  prev_hash: '0'.repeat(64),
  hash: 'ab'.repeat(32),
};
/** An admin's figures held against the feed's and confirmed by a second admin (recipe 2). */
const held: TwodChainEntry = {
  ...entry,
  seq: 2,
  recipe: 2,
  date: '2026-12-08',
  result: '39',
  value: '57,389.02',
  source: 'operator',
  read_by: 'admin',
  feed_match: 'differs',
  entered_role: 'admin',
  confirmed_by: 'supervisor',
  confirmed_role: 'admin',
  prev_hash: 'ab'.repeat(32),
  hash: 'cd'.repeat(32),
};
/** The feed's own result, confirmed by an operator. */
const fed: TwodChainEntry = {
  ...entry,
  seq: 3,
  recipe: 2,
  date: '2026-12-09',
  feed_match: 'matched',
  entered_role: 'feed',
  confirmed_by: 'operator',
  confirmed_role: 'operator',
  prev_hash: 'cd'.repeat(32),
  hash: 'ef'.repeat(32),
};

describe('2D verify page', () => {
  it('explains the rule and shows each chained result with how it follows from SET and value', async () => {
    stubApi(() =>
      ok({ algorithm: 'sha256', recipe: 'r', rule: 'r', verified: true, broken: [], entries: [entry] }),
    );
    renderPage(<TwodVerifyPage />, { path: '/2d/verify' });
    const chain = await screen.findByTestId('twod-chain');
    expect(within(chain).getByText('1,346.23 → 3, 57,388.58 → 8: 38')).toBeTruthy();
    expect(screen.getByTestId('chain-verdict').textContent).toBe(
      'The chain verifies: every hash and every number checks.',
    );
    expect(screen.getByRole('link', { name: 'The chain as JSON' }).getAttribute('href')).toBe(
      '/api/twod/chain',
    );
  });

  it('shows, since the chain recorded them, whether the figures were the feed’s and who entered and confirmed them', async () => {
    stubApi(() =>
      ok({
        algorithm: 'sha256',
        recipe: 'r',
        rule: 'r',
        verified: true,
        broken: [],
        entries: [entry, held, fed],
      }),
    );
    renderPage(<TwodVerifyPage />, { path: '/2d/verify' });
    const rows = within(await screen.findByTestId('twod-chain')).getAllByRole('listitem');
    // Newest first; the entry of the old recipe says nothing it did not record.
    expect(rows.map((row) => within(row).queryByTestId('feed-match')?.textContent ?? null)).toEqual([
      'The SET and value the feed published.',
      'Differs from the figures the feed published: held with a written reason and confirmed by a second admin.',
      null,
    ]);
    expect(within(rows[0]!).getByText('Entered by the feed, confirmed by an operator.')).toBeTruthy();
    expect(within(rows[1]!).getByText('Entered by an admin, confirmed by an admin.')).toBeTruthy();
    expect(within(rows[2]!).queryByText(/Entered by/)).toBeNull();
  });

  it('says which entries do not verify', async () => {
    stubApi(() =>
      ok({ algorithm: 'sha256', recipe: 'r', rule: 'r', verified: false, broken: [1], entries: [entry] }),
    );
    renderPage(<TwodVerifyPage />, { path: '/2d/verify' });
    expect((await screen.findByTestId('chain-verdict')).textContent).toBe('These entries do not verify: 1');
  });

  it('takes the digits as the server does', () => {
    expect(digitsOf('1,350.10', '61,204.90')).toEqual({ a: '0', b: '4' });
  });
});
