import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
// The server's own draw gives the seeds and rolls a fair server would have shown.
import { hashSeed, rollDigit } from '../../../../api/src/modules/digitbet/fairness';
import type { Fairness } from '@/features/digitbet/api';
import { FairnessPanel } from '@/features/digitbet/fairness-panel';
import { FAIRNESS, HASH, makeRound, signIn } from '@/features/digitbet/test-fixtures';

afterEach(() => vi.unstubAllGlobals());

function open(
  handler: (call: ApiCall) => Reply | Promise<Reply>,
  fairness: Fairness = FAIRNESS,
  history: unknown[] = [],
) {
  const calls = stubApi((call) => {
    if (call.path === '/digitbet/fairness') return ok(fairness);
    if (call.path === '/digitbet/history') return ok(history);
    return handler(call);
  });
  renderPage(<FairnessPanel />, { path: '/digitbet' });
  return calls;
}

const toggle = () => screen.getByRole('button', { name: 'Provably fair' });

describe('Provably fair panel', () => {
  it('is folded until opened, then shows the seeds, nonce, payouts, RTP and the revealed seeds', async () => {
    signIn();
    const calls = open(() => ok(null));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(calls).toEqual([]);

    const user = userEvent.setup();
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    // Plain words first; the jargon is folded for experts.
    expect(
      screen.getByText(/^Every roll comes from a secret code that is locked in before you bet/),
    ).toBeTruthy();
    const experts = screen.getByText('How it works (for experts)').closest('details')!;
    expect(experts.open).toBe(false);
    expect(within(experts).getByText(/HMAC-SHA256\(server seed, "client seed:nonce"\)/)).toBeTruthy();
    const seeds = await screen.findByTestId('digitbet-seeds');
    expect(seeds.textContent).toContain(HASH);
    expect(seeds.textContent).toContain('Client seedlucky');
    expect(seeds.textContent).toContain('Next nonce4');
    expect(seeds.textContent).toContain('Digit 9×');
    expect(seeds.textContent).toContain('Big 1.95×');
    expect(seeds.textContent).toContain('Digit 90%');
    expect(seeds.textContent).toContain('Small 97.5%');
    const revealed = screen.getByTestId('digitbet-revealed');
    expect(revealed.textContent).toContain('b'.repeat(64));
    expect(revealed.textContent).toContain('first-seed');
    expect(revealed.textContent).toContain('Rounds played: 3');
  });

  it('checks a revealed seed in the browser: ✓ when its hash and every roll match, ✗ naming what did not', async () => {
    signIn();
    const fair = '5e'.repeat(32);
    const forged = '6f'.repeat(32);
    const rollOf = (seed: string, nonce: number) => rollDigit(seed, 'lucky', nonce);
    const fairness: Fairness = {
      ...FAIRNESS,
      revealed: [
        { server_seed: fair, server_seed_hash: hashSeed(fair), client_seed: 'lucky', rounds: 2 },
        // The seed the server reveals is not the one it committed to.
        {
          server_seed: forged,
          server_seed_hash: hashSeed(fair).replace(/.$/, '0'),
          client_seed: 'lucky',
          rounds: 0,
        },
      ],
    };
    const history = [
      makeRound({ id: 2, nonce: 1, rolledNumber: rollOf(fair, 1), server_seed_hash: hashSeed(fair) }),
      makeRound({ id: 1, nonce: 0, rolledNumber: rollOf(fair, 0), server_seed_hash: hashSeed(fair) }),
    ];
    open(() => ok(null), fairness, history);
    await userEvent.setup().click(toggle());
    await waitFor(() =>
      expect(screen.getAllByTestId('digitbet-seed-check')[0]!.textContent).toContain('✓ Fair'),
    );
    const [good, bad] = screen.getAllByTestId('digitbet-seed-check');
    expect(good!.textContent).toContain('✓ The secret code matches the fingerprint shown before you played.');
    expect(good!.textContent).toContain('✓ Rolls from your history checked: 2.');
    await waitFor(() => expect(bad!.textContent).toContain('✗ Does not match'));
    expect(bad!.textContent).toContain(`(its fingerprint is ${hashSeed(forged)})`);
  });

  it('✗ names the roll whose shown digit does not follow from the revealed seed', async () => {
    signIn();
    const seed = '7a'.repeat(32);
    const fairness: Fairness = {
      ...FAIRNESS,
      revealed: [{ server_seed: seed, server_seed_hash: hashSeed(seed), client_seed: 'lucky', rounds: 1 }],
    };
    const real = rollDigit(seed, 'lucky', 5);
    const shown = (real + 3) % 10;
    open(() => ok(null), fairness, [
      makeRound({ nonce: 5, rolledNumber: shown, server_seed_hash: hashSeed(seed) }),
    ]);
    await userEvent.setup().click(toggle());
    const check = await screen.findByTestId('digitbet-seed-check');
    await waitFor(() => expect(check.textContent).toContain('✗ Does not match'));
    expect(check.textContent).toContain(`✗ Roll no. 5: ${shown} was shown, but the code gives ${real}.`);
  });

  it('sets a new client seed and shows the rotated seeds from the reply', async () => {
    signIn();
    const rotated = {
      ...FAIRNESS,
      server_seed_hash: 'd'.repeat(64),
      client_seed: 'my-new-seed',
      next_nonce: 0,
      revealed: [
        { server_seed: 'e'.repeat(64), server_seed_hash: HASH, client_seed: 'lucky', rounds: 4 },
        ...FAIRNESS.revealed,
      ],
    };
    const calls = open(() => ok(rotated, 'New seeds are in play; the previous server seed is revealed.'));
    const user = userEvent.setup();
    await user.click(toggle());
    await screen.findByTestId('digitbet-seeds');
    await user.click(screen.getByText('Advanced: type your own client seed'));
    await user.type(screen.getByLabelText('New client seed'), '  my-new-seed ');
    await user.click(screen.getByRole('button', { name: 'Use this seed' }));

    expect(
      await screen.findByText('New seeds are in play; the previous server seed is revealed.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/digitbet/client-seed', body: { client_seed: 'my-new-seed' } },
    ]);
    const seeds = screen.getByTestId('digitbet-seeds');
    expect(seeds.textContent).toContain('d'.repeat(64));
    expect(seeds.textContent).toContain('Client seedmy-new-seed');
    expect(screen.getByTestId('digitbet-revealed').textContent).toContain('e'.repeat(64));
    expect((screen.getByLabelText('New client seed') as HTMLInputElement).value).toBe('');
  });

  it('changes seed with one tap: the browser picks a random client seed, nothing to type', async () => {
    signIn();
    const sent: string[] = [];
    const calls = open((call) => {
      const seed = (call.body as { client_seed: string }).client_seed;
      sent.push(seed);
      return ok({ ...FAIRNESS, client_seed: seed }, 'New seeds are in play.');
    });
    const user = userEvent.setup();
    await user.click(toggle());
    await screen.findByTestId('digitbet-seeds');
    await user.click(screen.getByRole('button', { name: 'Change seed' }));
    expect(await screen.findByText('New seeds are in play.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change seed' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/digitbet/client-seed',
      '/digitbet/client-seed',
    ]);
    for (const seed of sent) expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(sent[0]).not.toBe(sent[1]);
    expect(screen.getByTestId('digitbet-seeds').textContent).toContain(`Client seed${sent[1]}`);
  });

  it("shows the server's client-seed error under the field", async () => {
    signIn();
    open(() => ({ status: 422, body: { message: 'Too long.', errors: { client_seed: ['Too long.'] } } }));
    const user = userEvent.setup();
    await user.click(toggle());
    await screen.findByTestId('digitbet-seeds');
    await user.click(screen.getByText('Advanced: type your own client seed'));
    await user.type(screen.getByLabelText('New client seed'), 'x');
    await user.click(screen.getByRole('button', { name: 'Use this seed' }));
    expect(await screen.findByText('Too long.')).toBeTruthy();
  });

  it('verifies a revealed seed: the server answers the rolled number', async () => {
    signIn();
    const calls = open(() => ok({ server_seed_hash: 'c'.repeat(64), rolled_number: 6 }));
    const user = userEvent.setup();
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'Verify with this seed' }));
    const form = screen.getByRole('form', { name: 'Verify a roll' });
    expect(form.closest('details')!.open).toBe(true);
    expect((within(form).getByLabelText('Secret code (server seed)') as HTMLInputElement).value).toBe(
      'b'.repeat(64),
    );
    expect((within(form).getByLabelText('Client seed') as HTMLInputElement).value).toBe('first-seed');
    await user.clear(within(form).getByLabelText('Nonce'));
    await user.type(within(form).getByLabelText('Nonce'), '2');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));

    expect((await screen.findByTestId('digitbet-verified')).textContent).toContain('Rolled number: 6');
    const verify = calls.find((call) => call.path.startsWith('/digitbet/verify'));
    expect(verify?.path).toBe(
      `/digitbet/verify?server_seed=${'b'.repeat(64)}&client_seed=first-seed&nonce=2`,
    );
  });

  it('lets signed-out visitors verify without asking for their seeds', async () => {
    const calls = open((call) =>
      call.path.startsWith('/digitbet/verify')
        ? {
            status: 422,
            body: { message: 'Invalid.', errors: { server_seed: ['The server seed is invalid.'] } },
          }
        : ok(null),
    );
    const user = userEvent.setup();
    await user.click(toggle());
    expect(screen.getByText('Log in to see your seeds.')).toBeTruthy();
    await user.click(screen.getByText('How it works (for experts)'));
    const form = screen.getByRole('form', { name: 'Verify a roll' });
    await user.type(within(form).getByLabelText('Secret code (server seed)'), 'nope');
    await user.type(within(form).getByLabelText('Client seed'), 'seed');
    await user.type(within(form).getByLabelText('Nonce'), '0');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The server seed is invalid.')).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.path.split('?')[0])).toEqual(['/digitbet/verify']));
  });
});
