import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@zeya/test-kit/render-page';
import { LoginPage } from '@/features/auth/login-page';

describe('/login', () => {
  it('opens the login dialog, switches to register and back, and closing goes to the home list', async () => {
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    const login = screen.getByRole('dialog', { name: 'Login' });
    await user.click(within(login).getByRole('button', { name: 'Join Now' }));
    const register = screen.getByRole('dialog', { name: 'Register' });
    await user.click(within(register).getByRole('button', { name: 'Login' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Login' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/?type=all');
  });
});
