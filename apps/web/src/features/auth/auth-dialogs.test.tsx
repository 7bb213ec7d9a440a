import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '@zeya/contract/site';
import { ok, stubApi } from '@zeya/test-kit/render-page';
import { LoginDialog } from '@/features/auth/login-dialog';
import { RegisterDialog } from '@/features/auth/register-dialog';
import { SITE_SETTINGS_KEY } from '@/shared/api/site-settings';

/** The server's refusal of a guessable password (its strength estimate: the player's own phone). */
const WEAK = 'This password is too easy to guess: it contains your phone number. Please choose another.';

const PROFILE = {
  id: 7,
  user_name: 'P00000007',
  name: 'Aung Aung',
  phone: '09987654321',
  member_account: 'P00000007',
  balance: 0,
  main_balance: 0,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Stubs fetch with one reply (`null` body: not JSON). Returns the calls made. */
function stubReply(status: number, body: unknown) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      calls.push({
        method: init.method ?? 'GET',
        path: String(input),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(body === null ? '<html>Bad Gateway</html>' : JSON.stringify(body), { status });
    }),
  );
  return calls;
}

/** Renders a dialog with the site settings already known (as the page brings them): reset by SMS on or off. */
function renderDialog(dialog: ReactNode, { passwordReset = true } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData(SITE_SETTINGS_KEY, {
    download_app_url: null,
    mini_games: [],
    password_reset: passwordReset,
  } satisfies SiteSettings);
  render(<QueryClientProvider client={queryClient}>{dialog}</QueryClientProvider>);
}

function stubReload() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

afterEach(() => vi.unstubAllGlobals());

describe('login dialog', () => {
  it('shows the server message at the top and each field error under its field (422)', async () => {
    const assign = stubReload();
    const calls = stubReply(422, {
      message: 'These credentials do not match our records.',
      errors: {
        user_name: ['These credentials do not match our records.'],
        password: ['The password field is required.'],
      },
    });
    renderDialog(<LoginDialog onClose={() => {}} onRegister={() => {}} />);
    const user = userEvent.setup();
    const dialog = within(screen.getByRole('dialog', { name: 'Login' }));

    await user.type(dialog.getByLabelText('Username or phone'), '09123456789');
    await user.click(dialog.getByRole('button', { name: 'Login' }));

    expect((await dialog.findByRole('alert')).textContent).toBe(
      'These credentials do not match our records.',
    );
    const userName = dialog.getByLabelText('Username or phone');
    expect(userName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(userName.getAttribute('aria-describedby')!)?.textContent).toBe(
      'These credentials do not match our records.',
    );
    const password = dialog.getByLabelText('Password');
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The password field is required.',
    );
    expect(calls).toEqual([
      { method: 'POST', path: '/api/login', body: { user_name: '09123456789', password: '' } },
    ]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    [429, 'Too many attempts. Please try again in 15 minutes.'],
    [403, 'Your account has been banned.'],
  ])('shows the message of a %i reply', async (status, message) => {
    stubReply(status, { message });
    renderDialog(<LoginDialog onClose={() => {}} onRegister={() => {}} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Username or phone'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'golden-pagoda-7');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it("says 'An unexpected error occurred.' when the reply has no body", async () => {
    stubReply(502, null);
    renderDialog(<LoginDialog onClose={() => {}} onRegister={() => {}} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Username or phone'), 'demo');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred.');
  });

  it('the eye button shows and hides the password', async () => {
    renderDialog(<LoginDialog onClose={() => {}} onRegister={() => {}} />);
    const user = userEvent.setup();
    const password = screen.getByLabelText('Password');

    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('success stores the session and reloads on the home list', async () => {
    const assign = stubReload();
    stubReply(200, {
      status: 'Request was successful.',
      message: 'Logged In Successfully.',
      data: { token: 'login-token', user: PROFILE },
    });
    renderDialog(<LoginDialog onClose={() => {}} onRegister={() => {}} />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Username or phone'), 'demo');
    await user.type(screen.getByLabelText('Password'), 'golden-pagoda-7');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/?type=all'));
    expect(localStorage.getItem('token')).toBe('login-token');
    expect(JSON.parse(localStorage.getItem('userProfile')!)).toEqual(PROFILE);
  });

  it("after a reset's one-time code, asks for a new password and only then enters the site", async () => {
    const assign = stubReload();
    const calls = stubReply(200, {
      status: 'Request was successful.',
      message: 'Logged In Successfully.',
      data: { token: 'code-token', user: { ...PROFILE, must_change_password: true } },
    });
    renderDialog(<LoginDialog onClose={() => {}} onRegister={() => {}} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Username or phone'), 'P00000007');
    await user.type(screen.getByLabelText('Password'), 'Abc23456789x');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Login' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Choose a new password' }));
    expect(assign).not.toHaveBeenCalled();
    const change = stubReply(200, {
      status: 'Request was successful.',
      message: 'Password changed successfully',
      data: null,
    });
    await user.type(dialog.getByLabelText('New password'), 'my-own-password-9');
    await user.type(dialog.getByLabelText('Confirm Password'), 'my-own-password-9');
    await user.click(dialog.getByRole('button', { name: 'Save password' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/?type=all'));
    expect(calls.map((call) => call.path)).toEqual(['/api/login']);
    expect(change).toEqual([
      {
        method: 'POST',
        path: '/api/change-password',
        body: {
          current_password: 'Abc23456789x',
          password: 'my-own-password-9',
          password_confirmation: 'my-own-password-9',
        },
      },
    ]);
  });
});

describe('register dialog', () => {
  async function fillAndSubmit() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Aung Aung');
    await user.type(screen.getByLabelText('Phone'), '09987654321');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret123');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Register' })).getByRole('button', { name: 'Register' }),
    );
  }

  it('success stores the session, shows the generated user name until Continue, then reloads home', async () => {
    const assign = stubReload();
    const calls = stubReply(200, {
      status: 'Request was successful.',
      message: 'Registered Successfully.',
      data: { token: 'new-token', user: PROFILE },
    });
    renderDialog(<RegisterDialog onClose={() => {}} onLogin={() => {}} />);

    await fillAndSubmit();

    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Zeya' });
    expect(within(welcome).getByTestId('registered-user-name').textContent).toBe('P00000007');
    expect(welcome.textContent).toContain('Your user name is');
    expect(welcome.textContent).toContain('Use it or your phone number to sign in.');
    expect(localStorage.getItem('token')).toBe('new-token');
    // It stays until the player goes on: nothing reloads the page under them.
    expect(assign).not.toHaveBeenCalled();
    await userEvent.setup().click(within(welcome).getByRole('button', { name: 'Continue' }));
    expect(assign).toHaveBeenCalledWith('/?type=all');
    expect(JSON.parse(localStorage.getItem('userProfile')!)).toEqual(PROFILE);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/register',
        body: {
          name: 'Aung Aung',
          phone: '09987654321',
          password: 'secret123',
          password_confirmation: 'secret123',
        },
      },
    ]);
  });

  it('shows the errors of each field and the general message (422)', async () => {
    stubReply(422, {
      message: 'The phone has already been taken.',
      errors: {
        phone: ['The phone has already been taken.'],
        password: [WEAK],
        password_confirmation: ['The password confirmation does not match.'],
        referral_code: ['The referral code is not known.'],
      },
    });
    renderDialog(<RegisterDialog onClose={() => {}} onLogin={() => {}} />);

    await fillAndSubmit();

    expect((await screen.findByRole('alert')).textContent).toBe('The phone has already been taken.');
    const errorOf = (label: string) => {
      const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby');
      return describedBy ? document.getElementById(describedBy)?.textContent : undefined;
    };
    expect(errorOf('Phone')).toBe('The phone has already been taken.');
    // The server's estimate of the password's strength, under the password: the form checks nothing of its own.
    expect(errorOf('Password')).toBe(WEAK);
    expect(errorOf('Confirm Password')).toBe('The password confirmation does not match.');
    expect(errorOf('Referral Code (optional)')).toBe('The referral code is not known.');
    expect(errorOf('Name')).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('closing the user name dialog with Escape also enters the site signed in', async () => {
    const assign = stubReload();
    stubReply(200, {
      status: 'ok',
      message: 'Registered Successfully.',
      data: { token: 't', user: PROFILE },
    });
    renderDialog(<RegisterDialog onClose={() => {}} onLogin={() => {}} />);
    await fillAndSubmit();
    await screen.findByRole('dialog', { name: 'Welcome to Zeya' });
    await userEvent.setup().keyboard('{Escape}');
    expect(assign).toHaveBeenCalledWith('/?type=all');
  });

  it('the Login link asks to switch dialogs', async () => {
    const onLogin = vi.fn();
    renderDialog(<RegisterDialog onClose={() => {}} onLogin={onLogin} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Login' }));
    expect(onLogin).toHaveBeenCalledOnce();
  });
});

describe('forgotten password', () => {
  const SENT = 'If this phone number has an account, we have sent it a code. It works for 10 minutes.';

  async function openForgotten() {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    return { user, dialog: within(screen.getByRole('dialog', { name: 'Reset password' })) };
  }

  it('is offered only where the site can text a code', () => {
    renderDialog(<LoginDialog onClose={() => {}} onRegister={() => {}} />, { passwordReset: false });
    expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull();
  });

  it('sends a code to the phone, then sets the new password with it and enters the site signed in', async () => {
    const assign = stubReload();
    const calls = stubApi((call) =>
      call.path === '/forgot-password'
        ? ok({ minutes: 10, resend_seconds: 60 }, SENT)
        : ok({ token: 'reset-token', user: PROFILE }, 'Your new password is set. You are signed in.'),
    );
    renderDialog(<LoginDialog onClose={() => {}} onRegister={() => {}} />);
    const { user, dialog } = await openForgotten();

    expect(document.activeElement).toBe(dialog.getByLabelText('Phone'));
    await user.type(dialog.getByLabelText('Phone'), '09987654321');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));

    expect((await dialog.findByRole('status')).textContent).toBe(SENT);
    const code = dialog.getByLabelText('Code from the SMS');
    expect(document.activeElement).toBe(code);
    await user.type(code, '482913');
    await user.type(dialog.getByLabelText('New password'), 'my-own-password-9');
    await user.type(dialog.getByLabelText('Confirm Password'), 'my-own-password-9');
    await user.click(dialog.getByRole('button', { name: 'Save password' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/?type=all'));
    expect(localStorage.getItem('token')).toBe('reset-token');
    expect(calls).toEqual([
      { method: 'POST', path: '/forgot-password', body: { phone: '09987654321' } },
      {
        method: 'POST',
        path: '/reset-password',
        body: {
          phone: '09987654321',
          code: '482913',
          password: 'my-own-password-9',
          password_confirmation: 'my-own-password-9',
        },
      },
    ]);
  });

  it('shows a wrong code under its field, and a new code asked for too soon at the top', async () => {
    const assign = stubReload();
    const wrong = 'This code is not right or has expired. Ask for a new one.';
    const tooSoon = 'A code was sent a moment ago. You can ask for another in 42 seconds.';
    let asked = 0;
    stubApi((call) => {
      if (call.path === '/reset-password')
        return { status: 422, body: { message: wrong, errors: { code: [wrong] } } };
      asked += 1;
      return asked === 1
        ? ok({ minutes: 10, resend_seconds: 60 }, SENT)
        : { status: 429, body: { message: tooSoon } };
    });
    renderDialog(<LoginDialog onClose={() => {}} onRegister={() => {}} />);
    const { user, dialog } = await openForgotten();
    await user.type(dialog.getByLabelText('Phone'), '09987654321');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await dialog.findByRole('status');

    await user.type(dialog.getByLabelText('Code from the SMS'), '000000');
    await user.type(dialog.getByLabelText('New password'), 'my-own-password-9');
    await user.type(dialog.getByLabelText('Confirm Password'), 'my-own-password-9');
    await user.click(dialog.getByRole('button', { name: 'Save password' }));
    const code = dialog.getByLabelText('Code from the SMS');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(code.getAttribute('aria-describedby')!)?.textContent).toBe(wrong);

    await user.click(dialog.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(dialog.getByRole('alert').textContent).toBe(tooSoon));
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a guessable new password under it, and sends nothing more", async () => {
    const calls = stubApi((call) =>
      call.path === '/forgot-password'
        ? ok({ minutes: 10, resend_seconds: 60 }, SENT)
        : { status: 422, body: { message: WEAK, errors: { password: [WEAK] } } },
    );
    renderDialog(<LoginDialog onClose={() => {}} onRegister={() => {}} />);
    const { user, dialog } = await openForgotten();
    await user.type(dialog.getByLabelText('Phone'), '09987654321');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    await dialog.findByRole('status');
    await user.type(dialog.getByLabelText('Code from the SMS'), '482913');
    await user.type(dialog.getByLabelText('New password'), '09987654321a');
    await user.type(dialog.getByLabelText('Confirm Password'), '09987654321a');
    await user.click(dialog.getByRole('button', { name: 'Save password' }));
    const password = dialog.getByLabelText('New password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password.getAttribute('aria-describedby')!)?.textContent).toBe(WEAK);
    expect(calls).toHaveLength(2);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('goes back to the login', async () => {
    renderDialog(<LoginDialog onClose={() => {}} onRegister={() => {}} />);
    const { user, dialog } = await openForgotten();
    await user.click(dialog.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy();
  });
});
