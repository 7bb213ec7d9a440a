import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi, type ApiCall, type Reply } from '@zeya/test-kit/render-page';
import { TransferTab } from '@/features/cashier/transfer-tab';
import { BANKS, lastPost, PLAYER, signIn } from '@/features/cashier/test-fixtures';

beforeEach(signIn);
afterEach(() => vi.unstubAllGlobals());

function open(deposit: (call: ApiCall) => Reply = () => ok(null, 'Deposit successfully')) {
  const calls = stubApi((call) => {
    if (call.path === '/banks') return ok(BANKS);
    if (call.path === '/user') return ok(PLAYER);
    if (call.path === '/depositfinicial') return deposit(call);
    return { status: 404, body: { message: 'Not found.' } };
  });
  const view = renderPage(<TransferTab />, { path: '/information', url: '/information?tab=transfer' });
  return { calls, ...view };
}

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string, reference: string) {
  await user.click(await screen.findByRole('radio', { name: /KBZPay/ }));
  await user.type(screen.getByLabelText('Amount'), amount);
  await user.type(screen.getByLabelText('Transaction No. (last 6 digits)'), reference);
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Confirm Deposit' }));

function describedBy(label: string) {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
}

describe('deposit form', () => {
  it('opens on Deposit and lists the channels, whose numbers can be copied', async () => {
    const user = userEvent.setup();
    open();
    expect(screen.getByRole('button', { name: 'Deposit' }).getAttribute('aria-pressed')).toBe('true');
    const cards = await screen.findAllByTestId('deposit-channel');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Daw Thandar Win')).toBeTruthy();
    expect(within(cards[0]!).getByText('09765432101')).toBeTruthy();
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/storage/banks/kbzpay.svg');
    expect(describedBy('Transaction No. (last 6 digits)')).toBe(
      'Enter the last 6 digits of the transaction number on your receipt.',
    );

    await user.click(screen.getByRole('button', { name: 'Copy account number 09790112233' }));
    expect(await screen.findByText('Account number copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('09790112233');
  });

  it("shows the server's refrence_no error under its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { calls, router } = open(() => ({
      status: 422,
      body: {
        message: 'Enter the last 6 digits of the transaction number on your receipt.',
        errors: { refrence_no: ['Enter the last 6 digits of the transaction number on your receipt.'] },
      },
    }));
    await fill(user, '5000', '12345');
    await submit(user);

    const field = screen.getByLabelText('Transaction No. (last 6 digits)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    // The error repeats the hint: it is shown once, in place of the hint.
    expect(describedBy('Transaction No. (last 6 digits)')).toBe(
      'Enter the last 6 digits of the transaction number on your receipt.',
    );
    expect(
      screen.getAllByText('Enter the last 6 digits of the transaction number on your receipt.'),
    ).toHaveLength(1);
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.className).toContain('text-red');
    // Shown once, next to its field: no general message at the top.
    expect(screen.queryByRole('alert')).toBeNull();
    expect((field as HTMLInputElement).value).toBe('12345');
    expect(calls.find((call) => call.path === '/depositfinicial')).toEqual({
      method: 'POST',
      path: '/depositfinicial',
      body: { agent_payment_type_id: 1, amount: 5000, refrence_no: '12345' },
    });
    expect(lastPost()?.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(router.state.location.search).toBe('?tab=transfer');
  });

  it('keeps only digits in the transaction number', async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText('Transaction No. (last 6 digits)'), '12a-34 56');
    expect((screen.getByLabelText('Transaction No. (last 6 digits)') as HTMLInputElement).value).toBe(
      '123456',
    );
  });

  it('goes to the deposit log with a toast on success', async () => {
    const user = userEvent.setup();
    const { router } = open();
    await fill(user, '5000', '123456');
    await submit(user);
    expect(await screen.findByText('Deposit successfully')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        '/information?tab=logs&type=deposit',
      ),
    );
  });

  it('shows a message without field errors at the top', async () => {
    const user = userEvent.setup();
    open(() => ({
      status: 422,
      body: {
        message: 'A deposit with this transaction number on this channel was already made today.',
        errors: {},
      },
    }));
    await fill(user, '5000', '123456');
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A deposit with this transaction number on this channel was already made today.',
    );
  });

  it('shows the spec texts for a network failure and a server failure', async () => {
    const user = userEvent.setup();
    let reply: Reply = 'network-error';
    open(() => reply);
    await fill(user, '5000', '123456');
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An error occurred during the deposit process. Please try again.',
    );
    reply = { status: 500, body: { message: 'Something went wrong. Please try again.' } };
    await submit(user);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('An unexpected error occurred.'));
  });

  it("toasts a 401's message", async () => {
    const user = userEvent.setup();
    open(() => ({ status: 401, body: { message: 'Unauthenticated.' } }));
    await fill(user, '5000', '123456');
    // Without a stored token the client does not reload the app, so the toast can be read.
    localStorage.removeItem('token');
    await submit(user);
    expect(await screen.findByText('Unauthenticated.')).toBeTruthy();
    expect(within(screen.getByRole('form', { name: 'Deposit' })).queryByRole('alert')).toBeNull();
  });
});

describe('deposit receipt', () => {
  const image = (size: number, type = 'image/png') => {
    const file = new File(['x'], 'receipt.png', { type });
    Object.defineProperty(file, 'size', { value: size });
    return file;
  };

  it('refuses a file over 5 MB before sending and sends JSON without it', async () => {
    const user = userEvent.setup();
    const { calls } = open();
    await fill(user, '5000', '123456');
    await user.upload(screen.getByLabelText(/Receipt image/), image(5 * 1024 * 1024 + 1));

    expect(
      await screen.findByText('The receipt must be a JPEG, PNG or WebP image of at most 5 MB.'),
    ).toBeTruthy();
    expect(screen.getByLabelText(/Receipt image/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('receipt-name')).toBeNull();
    expect(calls.some((call) => call.path === '/depositfinicial')).toBe(false);

    await submit(user);
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/depositfinicial')?.body).toEqual({
        agent_payment_type_id: 1,
        amount: 5000,
        refrence_no: '123456',
      }),
    );
  });

  it('sends a valid image as multipart/form-data', async () => {
    const user = userEvent.setup();
    open();
    await fill(user, '5000', '123456');
    const file = image(200 * 1024, 'image/jpeg');
    await user.upload(screen.getByLabelText(/Receipt image/), file);
    expect(screen.getByTestId('receipt-name').textContent).toContain('receipt.png');
    await submit(user);

    await waitFor(() => expect(lastPost()).toBeDefined());
    const init = lastPost()!;
    expect(init.body).toBeInstanceOf(FormData);
    const body = init.body as FormData;
    expect(body.get('agent_payment_type_id')).toBe('1');
    expect(body.get('amount')).toBe('5000');
    expect(body.get('refrence_no')).toBe('123456');
    expect((body.get('receipt') as File).name).toBe('receipt.png');
    expect((body.get('receipt') as File).type).toBe('image/jpeg');
    // The browser sets the multipart boundary itself.
    expect(Object.keys(init.headers ?? {})).not.toContain('content-type');
  });
});
