import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi, type ApiCall } from '@zeya/test-kit/render-page';
import { describe, expect, it } from 'vitest';
import { saveSession } from '@/shared/session';
import { CataloguePage } from './catalogue-page';

const PROVIDERS = [
  {
    id: 3,
    code: 'ZEYA',
    short_name: 'ZEYA',
    provider_name: 'Zeya Originals',
    product_title: 'Zeya Originals',
    img_url: '/storage/providers/zeya.svg',
    adapter: 'house',
    currency: 'MMK',
    enabled: true,
    sort_order: -1,
    game_types: [1],
    games: 1,
  },
];
const TYPES = [
  { id: 1, code: 'SLOT', name: 'Slot', img: '/s.svg', img_active: '/a.svg', hidden: false, sort_order: 1 },
];
const GAME = {
  id: 9,
  provider_id: 3,
  provider: 'ZEYA',
  game_type_id: 1,
  game_code: 'shwe-slot',
  game_name: 'Shwe Slot',
  img_url: '/storage/games/shwe-slot.svg',
  hot: true,
  enabled: true,
  sort_order: -1,
};
const page = (data: unknown[]) => ({ data, current_page: 1, last_page: 1, per_page: 50, total: data.length });

function stubCatalogue(extra: (call: ApiCall) => ReturnType<typeof ok> | undefined = () => undefined) {
  return stubApi((call) => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.path.startsWith('/console/catalogue/games')) return ok(page([GAME]));
    if (call.path === '/console/catalogue/providers') return ok(PROVIDERS);
    if (call.path === '/console/catalogue/game-types') return ok(TYPES);
    if (call.path === '/console/catalogue/aggregator')
      return ok({ configured: true, operator_code: 'ZEYA-OP', api_url: 'https://agg.example' });
    return { status: 404, body: { message: 'Not found.' } };
  });
}

const signIn = (role: 'operator' | 'admin') =>
  saveSession('t0k', { id: 2, user_name: role, name: role, role });

describe('catalogue screen', () => {
  it('lists games, filters them by provider and disables one after confirming', async () => {
    signIn('operator');
    const calls = stubCatalogue((call) =>
      call.method === 'PUT'
        ? ok({ enabled: false, hot: true, sort_order: -1, img_url: '' }, 'Saved.')
        : undefined,
    );
    renderPage(<CataloguePage />, { path: '/catalogue/*', url: '/catalogue' });
    const row = (await screen.findByText('Shwe Slot')).closest('tr')!;
    await userEvent.selectOptions(await screen.findByLabelText('Provider'), 'Zeya Originals');
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/console/catalogue/games?provider_id=3&page=1')).toBe(true),
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Disable Shwe Slot? Players no longer see it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/console/catalogue/games/9',
      body: { enabled: false, hot: true, sort_order: -1 },
    });
  });

  it('uploads a new image as a multipart form', async () => {
    signIn('operator');
    const calls = stubCatalogue((call) =>
      call.method === 'POST' ? ok({ img_url: '/storage/catalogue/games/x.webp' }, 'Saved.') : undefined,
    );
    renderPage(<CataloguePage />, { path: '/catalogue/*', url: '/catalogue' });
    const row = (await screen.findByText('Shwe Slot')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'New image' }));
    const dialog = screen.getByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    await userEvent.upload(
      within(dialog).getByLabelText('Image file'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    await userEvent.click(confirm);
    await screen.findByText('Saved.');
    const upload = calls.find((call) => call.method === 'POST')!;
    expect(upload.path).toBe('/console/catalogue/games/9/image');
    const init = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls.find(([url]) =>
      url.endsWith('/image'),
    )![1];
    expect((init.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('edits a game type, hiding it from players', async () => {
    signIn('operator');
    const calls = stubCatalogue((call) =>
      call.method === 'PUT' ? ok({ ...TYPES[0], hidden: true }, 'Saved.') : undefined,
    );
    renderPage(<CataloguePage />, { path: '/catalogue/*', url: '/catalogue/types' });
    const row = (await screen.findByText('SLOT')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Hidden from players'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Saved.');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/console/catalogue/game-types/1',
      body: { name: 'Slot', sort_order: 1, hidden: true },
    });
  });

  it('shows the aggregator settings and lets an admin sync, with the summary', async () => {
    signIn('admin');
    stubCatalogue((call) =>
      call.path === '/console/catalogue/sync' ? ok({ products: 2, games: 40, disabledGames: 1 }) : undefined,
    );
    renderPage(<CataloguePage />, { path: '/catalogue/*', url: '/catalogue/aggregator' });
    expect(await screen.findByText('ZEYA-OP')).toBeTruthy();
    expect(screen.getByText('https://agg.example')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sync catalogue' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Last sync: 2 products, 40 games, 1 games disabled.')).toBeTruthy();
  });

  it('tells an operator that only an admin syncs', async () => {
    signIn('operator');
    stubCatalogue();
    renderPage(<CataloguePage />, { path: '/catalogue/*', url: '/catalogue/aggregator' });
    expect(await screen.findByText('Only an admin can run the sync.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync catalogue' })).toBeNull();
  });

  it('lists the products the wallet met before the catalogue had them, and marks one as seen', async () => {
    signIn('operator');
    let waiting = [
      {
        product_code: 1290,
        currency: 'MMK',
        provider: '',
        product_name: '',
        game_type: '',
        status: '',
        entry_type: 1,
        listed: false,
        first_seen_at: '2026-11-24T03:00:00.000Z',
        reviewed_at: null,
      },
    ];
    const calls = stubCatalogue((call) => {
      if (call.path === '/console/gscplus/products?review=1') return ok(waiting);
      if (call.path === '/console/gscplus/products/1290/MMK/review') {
        waiting = [];
        return ok(null, 'Success');
      }
      return undefined;
    });
    renderPage(<CataloguePage />, { path: '/catalogue/*', url: '/catalogue/aggregator' });
    const row = (await screen.findByText('1290')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Mark as seen' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('None waiting.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/console/gscplus/products/1290/MMK/review',
    ]);
  });

  it('shows an aggregator product listed under two game types under both, here and among those to review', async () => {
    signIn('operator');
    const product = {
      ...PROVIDERS[0]!,
      id: 4,
      code: '1079',
      provider_name: 'Fachai',
      adapter: 'gscplus',
      game_types: [1, 8],
    };
    const unlisted = (game_type: string) => ({
      product_code: 1079,
      currency: 'MMK',
      provider: 'FC',
      product_name: 'Fachai',
      game_type,
      status: 'ACTIVATED',
      entry_type: 1,
      listed: false,
      first_seen_at: '2026-11-24T03:00:00.000Z',
      reviewed_at: null,
    });
    stubCatalogue((call) => {
      if (call.path === '/console/catalogue/providers') return ok([product]);
      if (call.path === '/console/catalogue/game-types')
        return ok([...TYPES, { ...TYPES[0]!, id: 8, code: 'FISHING', name: 'Fishing' }]);
      if (call.path === '/console/gscplus/products?review=1')
        return ok([unlisted('SLOT'), unlisted('FISHING')]);
      return undefined;
    });
    const view = renderPage(<CataloguePage />, { path: '/catalogue/*', url: '/catalogue/providers' });
    expect((await screen.findByText('Slot, Fishing')).closest('tr')!.textContent).toContain('Fachai');
    view.unmount();
    renderPage(<CataloguePage />, { path: '/catalogue/*', url: '/catalogue/aggregator' });
    const rows = (await screen.findAllByText('1079')).map((cell) => cell.closest('tr')!.textContent);
    expect(rows).toEqual([expect.stringContaining('SLOT'), expect.stringContaining('FISHING')]);
  });
});
