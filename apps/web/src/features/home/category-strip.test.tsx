import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HIDDEN_GAME_TYPE_IDS } from '@zeya/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@zeya/test-kit/render-page';
import { HomePage } from '@/features/home/home-page';
import { stubHomeApi, TYPES } from '@/features/home/test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const strip = () => screen.getByRole('navigation', { name: 'Game categories' });

describe('category strip', () => {
  it('offers Hot Games and every type except the hidden ids 6, 12, 13 and 14', async () => {
    stubHomeApi();
    renderPage(<HomePage />, { path: '/', url: '/?type=all' });
    await within(strip()).findByRole('button', { name: 'Slot' });

    const names = within(strip())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      'Hot Games',
      'Slot',
      'Live Casino',
      'Sport Book',
      'Virtual Sport',
      'Lottery',
      'Cock Fighting',
      'Fishing',
      'E-Sport',
      'Arcade',
      'Table',
    ]);
    for (const hidden of TYPES.filter((type) => HIDDEN_GAME_TYPE_IDS.includes(type.id))) {
      expect(within(strip()).queryByRole('button', { name: hidden.name })).toBeNull();
      // Nor does type=all list them.
      expect(screen.queryByRole('heading', { name: hidden.name })).toBeNull();
    }
  });

  it('selects a type with its active icon and lists its providers', async () => {
    stubHomeApi();
    renderPage(<HomePage />, { path: '/', url: '/?type=all' });
    const user = userEvent.setup();
    const slot = await within(strip()).findByRole('button', { name: 'Slot' });
    expect(slot.querySelector('img')?.getAttribute('src')).toBe('/storage/game-types/1.svg');

    await user.click(slot);
    expect(screen.getByTestId('location').textContent).toBe('/?type=1');
    expect(slot.getAttribute('aria-pressed')).toBe('true');
    expect(slot.querySelector('img')?.getAttribute('src')).toBe('/storage/game-types/1-active.svg');
    expect(screen.getByRole('heading', { name: 'Slot' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'GPG Studio' }).getAttribute('href')).toBe('/?type=1&provider=1');
    expect(screen.getByRole('link', { name: 'LTR Studio' }).getAttribute('href')).toBe('/?type=1&provider=2');
    expect(screen.queryByRole('heading', { name: 'Fishing' })).toBeNull();

    await user.click(within(strip()).getByRole('button', { name: 'Hot Games' }));
    expect(screen.getByTestId('location').textContent).toBe('/?type=hot');
    expect(await screen.findByRole('heading', { name: 'Hot Games' })).toBeTruthy();
  });

  it('draws the icons from the catalogue sprite when the server names their cells', async () => {
    const sprite = '/api/catalogue/sprite.svg?v=0123456789abcdef';
    stubHomeApi((call) =>
      call.path === '/game_types'
        ? {
            status: 200,
            body: {
              status: 'Request was successful.',
              message: '',
              data: TYPES.map((type) => ({
                ...type,
                img_sprite: `${sprite}#t${type.id}`,
                img_active_sprite: `${sprite}#ta${type.id}`,
              })),
            },
          }
        : undefined,
    );
    renderPage(<HomePage />, { path: '/', url: '/?type=all' });
    const slot = await within(strip()).findByRole('button', { name: 'Slot' });
    expect(slot.querySelector('img')?.getAttribute('src')).toBe(`${sprite}#t1`);
    await userEvent.setup().click(slot);
    expect(slot.querySelector('img')?.getAttribute('src')).toBe(`${sprite}#ta1`);
  });
});
