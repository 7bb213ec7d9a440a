import { screen } from '@testing-library/react';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { Layout } from '@/app/layout';
import { saveSession } from '@/shared/session';

const USER = { id: 2, user_name: 'operator', name: 'Op', role: 'operator' } as const;

describe('console frame', () => {
  it('stays closed to a session whose second factor is not proven yet', async () => {
    stubApi(() => ok(null));
    saveSession('t0k', USER, { second_factor: 'verify', methods: ['totp'] });
    renderPage(<Layout />, { path: '/' });
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('asks a person without a second factor to add one, on every screen', async () => {
    stubApi(() => ok(null));
    saveSession('t0k', USER, { second_factor: 'none', methods: [] });
    renderPage(<Layout />, { path: '/' });
    const link = await screen.findByRole('link', { name: 'Add a second factor' });
    expect(link.getAttribute('href')).toBe('/security');
    expect(screen.getByRole('link', { name: 'My security' })).toBeTruthy();
  });
});
