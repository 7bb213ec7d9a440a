import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, stubApi, ok } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '@/features/auth/login-page';
import { readSession } from '@/shared/session';

describe('console sign-in', () => {
  it('keeps the console session and goes to the overview', async () => {
    const calls = stubApi(() =>
      ok({ token: 't0k', user: { id: 2, user_name: 'operator', name: 'Op', role: 'operator' } }),
    );
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('User name'), 'operator');
    await userEvent.type(screen.getByLabelText('Password'), 'operator12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('/', { selector: '[data-testid=location]' });
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/console/login',
      body: { user_name: 'operator', password: 'operator12345' },
    });
    expect(readSession()).toEqual({
      token: 't0k',
      user: { id: 2, user_name: 'operator', name: 'Op', role: 'operator' },
    });
  });

  it("shows the server's field messages and stores nothing when refused", async () => {
    stubApi(() => ({
      status: 422,
      body: {
        message: 'These credentials do not match our records.',
        errors: { user_name: ['These credentials do not match our records.'] },
      },
    }));
    renderPage(<LoginPage />, { path: '/login' });
    await userEvent.type(screen.getByLabelText('User name'), 'demo');
    await userEvent.type(screen.getByLabelText('Password'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'These credentials do not match our records.',
    );
    expect(readSession()).toBeNull();
  });
});
