import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { digitsOf, TwodVerifyPage } from '@/features/twod/verify-page';

afterEach(() => vi.unstubAllGlobals());

const entry = {
  seq: 1,
  date: '2026-12-07',
  time_id: 2,
  result: '38',
  set: '1,346.23',
  value: '57,388.58',
  source: 'feed',
  read_at: '2026-12-07T05:31:04.000Z',
  read_by: null,
  prev_hash: '0'.repeat(64),
  hash: 'ab'.repeat(32),
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
