import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi, type ApiCall } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { consoleData } from '@/shared/api/client';
import { useConsoleAction } from '@/shared/api/use-action';
import { saveSession } from '@/shared/session';
import { Button } from './button';
import { StepUpDialog } from './step-up-dialog';

const STEP_UP =
  'This needs your second factor again: confirm it is you with your passkey or authenticator code.';
const STATUS = {
  required: true,
  factors: [{ id: 1, kind: 'totp', label: 'My phone', created_at: 'x', last_used_at: null }],
  recovery_codes_left: 10,
  checked_at: 'x',
  step_up_minutes: 5,
};

/** The API of a console whose factor is stale: `guarded` paths answer 403 (with `needs`) until a code is verified. */
function staleFactor(needs: 'step_up' | 'second_factor', guarded: (path: string) => boolean) {
  let proven = false;
  const calls = stubApi((call: ApiCall) => {
    if (call.path === '/console/second-factor') return ok(STATUS);
    if (call.path === '/console/second-factor/verify') {
      proven = true;
      return ok({ checked_at: 'now' }, 'Confirmed.');
    }
    if (!guarded(call.path)) return { status: 404, body: { message: 'Not found.' } };
    if (!proven)
      return { status: 403, body: { status: 'Error has occurred...', message: STEP_UP, data: null, needs } };
    return ok(call.path, 'Adjusted.');
  });
  return { calls, pathsCalled: () => calls.map((call) => call.path) };
}

function Adjust() {
  const { run } = useConsoleAction(['players']);
  return <Button onClick={() => void run('/players/7/adjust', { body: { amount: 5 } })}>Adjust</Button>;
}

function TwoLists() {
  const first = useQuery({ queryKey: ['first'], queryFn: () => consoleData<string>('/first') });
  const second = useQuery({ queryKey: ['second'], queryFn: () => consoleData<string>('/second') });
  return (
    <output data-testid="lists">
      {first.data} {second.data}
    </output>
  );
}

describe('step-up', () => {
  it('asks for the factor when an action is refused for want of it, then repeats the action once', async () => {
    saveSession(
      't0k',
      { id: 1, user_name: 'admin', name: 'Admin', role: 'admin' },
      {
        second_factor: 'none',
        methods: ['totp', 'recovery'],
      },
    );
    const api = staleFactor('step_up', (path) => path === '/console/players/7/adjust');
    renderPage(
      <>
        <Adjust />
        <StepUpDialog />
      </>,
      { path: '/' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you', description: STEP_UP });
    const code = within(dialog).getByLabelText('Code from your authenticator app');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(within(dialog).queryByRole('button', { name: 'Use my passkey' })).toBeNull();
    await userEvent.type(code, '123456{Enter}');

    expect(await screen.findByText('Adjusted.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.pathsCalled()).toEqual([
      '/console/players/7/adjust',
      '/console/second-factor',
      '/console/second-factor/verify',
      '/console/players/7/adjust',
    ]);
    expect(api.calls[3]?.body).toEqual({ amount: 5 });
  });

  it('answers every query refused at once with one prompt, and each is read again after it', async () => {
    const api = staleFactor('second_factor', (path) => ['/console/first', '/console/second'].includes(path));
    renderPage(
      <>
        <TwoLists />
        <StepUpDialog />
      </>,
      { path: '/' },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '123456{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('lists').textContent).toBe('/console/first /console/second'),
    );
    expect(api.pathsCalled().filter((path) => path === '/console/second-factor/verify')).toHaveLength(1);
  });

  it('leaves the action undone, with a message, when the prompt is cancelled', async () => {
    const api = staleFactor('step_up', (path) => path === '/console/players/7/adjust');
    renderPage(
      <>
        <Adjust />
        <StepUpDialog />
      </>,
      { path: '/' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Not done: you did not confirm it was you.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.pathsCalled()).toEqual(['/console/players/7/adjust', '/console/second-factor']);
  });
});
