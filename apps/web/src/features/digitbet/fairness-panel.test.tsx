import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
import { FairnessPanel } from '@/features/digitbet/fairness-panel';
import { FAIRNESS, HASH, signIn } from '@/features/digitbet/test-fixtures';

afterEach(() => vi.unstubAllGlobals());

function open(handler: (call: ApiCall) => Reply | Promise<Reply>) {
  const calls = stubApi((call) => (call.path === '/digitbet/fairness' ? ok(FAIRNESS) : handler(call)));
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

    await userEvent.setup().click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/HMAC-SHA256\(server seed, "client seed:nonce"\)/)).toBeTruthy();
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
    await user.type(screen.getByLabelText('New client seed'), '  my-new-seed ');
    await user.click(screen.getByRole('button', { name: 'Change seed' }));

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

  it("shows the server's client-seed error under the field", async () => {
    signIn();
    open(() => ({ status: 422, body: { message: 'Too long.', errors: { client_seed: ['Too long.'] } } }));
    const user = userEvent.setup();
    await user.click(toggle());
    await screen.findByTestId('digitbet-seeds');
    await user.type(screen.getByLabelText('New client seed'), 'x');
    await user.click(screen.getByRole('button', { name: 'Change seed' }));
    expect(await screen.findByText('Too long.')).toBeTruthy();
  });

  it('verifies a revealed seed: the server answers the rolled number', async () => {
    signIn();
    const calls = open(() => ok({ server_seed_hash: 'c'.repeat(64), rolled_number: 6 }));
    const user = userEvent.setup();
    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: 'Verify with this seed' }));
    const form = screen.getByRole('form', { name: 'Verify a roll' });
    expect((within(form).getByLabelText('Server seed') as HTMLInputElement).value).toBe('b'.repeat(64));
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
    const form = screen.getByRole('form', { name: 'Verify a roll' });
    await user.type(within(form).getByLabelText('Server seed'), 'nope');
    await user.type(within(form).getByLabelText('Client seed'), 'seed');
    await user.type(within(form).getByLabelText('Nonce'), '0');
    await user.click(within(form).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The server seed is invalid.')).toBeTruthy();
    await waitFor(() => expect(calls.map((call) => call.path.split('?')[0])).toEqual(['/digitbet/verify']));
  });
});
