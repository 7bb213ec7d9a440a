import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, stubApi, type ApiCall } from '@zeya/test-kit/render-page';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '@/shared/session';
import { ContentPage } from './content-page';

const BANNERS = [
  { id: 1, enabled: true, sort_order: 0, media_url: '/storage/banners/a.webp', link: '/2d' },
  { id: 2, enabled: false, sort_order: 1, media_url: '/storage/banners/b.webp', link: '' },
];
const PROMOTION = {
  id: 5,
  enabled: true,
  sort_order: 0,
  media_url: '/storage/promotions/p.webp',
  title: 'Weekly Cashback',
  description: '5% back every Monday',
};

function stubContent(
  answer: (call: ApiCall) => ReturnType<typeof ok> | { status: number; body: unknown } | undefined,
) {
  return stubApi((call) => {
    const reply = answer(call);
    if (reply) return reply;
    if (call.path === '/console/content/banners') return ok(BANNERS);
    if (call.path === '/console/content/promotions') return ok([PROMOTION]);
    return { status: 404, body: { message: 'Not found.' } };
  });
}

/** The multipart form of the last fetch with `method`. */
function sentForm(method: string) {
  const call = vi.mocked(fetch).mock.calls.findLast(([, init]) => init?.method === method);
  return call?.[1]?.body as FormData;
}

async function confirm() {
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
}

describe('content screen', () => {
  it('shows the banners with their images and state, and moves one down after confirming', async () => {
    saveSession('t0k', { id: 2, user_name: 'operator', name: 'Op', role: 'operator' });
    const calls = stubContent((call) => (call.method === 'POST' ? ok(BANNERS, 'Saved.') : undefined));
    renderPage(<ContentPage />, { path: '/content/*', url: '/content' });
    const images = await screen.findAllByRole('img', { name: /banner #/ });
    expect(screen.getByRole('columnheader', { name: /^Opens/ })).toBeTruthy();
    expect(within(screen.getAllByRole('row')[1]!).getByText('/2d')).toBeTruthy();
    expect(images.map((image) => image.getAttribute('src'))).toEqual(BANNERS.map((b) => b.media_url));
    expect(screen.getByText('Hidden')).toBeTruthy();
    const first = screen.getAllByRole('row')[1]!;
    expect(within(first).getByRole('button', { name: 'Up' })).toHaveProperty('disabled', true);
    await userEvent.click(within(first).getByRole('button', { name: 'Down' }));
    expect(screen.getByRole('dialog').textContent).toContain('Move banner #1 one place down?');
    await confirm();
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/console/content/banners/1/move',
      body: { direction: 'down' },
    });
    await waitFor(() => expect(calls.filter((c) => c.path === '/console/content/banners')).toHaveLength(2));
  });

  it('adds a banner with its image and the screen it opens as a multipart form', async () => {
    const calls = stubContent((call) =>
      call.method === 'POST' ? ok({ ...BANNERS[0], id: 3 }, 'Saved.') : undefined,
    );
    renderPage(<ContentPage />, { path: '/content/*', url: '/content' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
    const form = screen.getByRole('form', { name: 'New banner' });
    const file = new File(['png bytes'], 'summer.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Image'), file);
    await userEvent.type(within(form).getByLabelText(/^Opens/), '/digitbet');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await confirm();
    await screen.findByText('Saved.');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/console/content/banners')).toBe(true);
    expect((sentForm('POST').get('image') as File).name).toBe('summer.png');
    expect(sentForm('POST').get('link')).toBe('/digitbet');
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it("edits a promotion's four languages side by side, keeping the form open with the server's messages when refused", async () => {
    stubContent((call) =>
      call.method === 'PUT'
        ? {
            status: 422,
            body: { message: 'This text is too long.', errors: { title_zh: ['This text is too long.'] } },
          }
        : undefined,
    );
    renderPage(<ContentPage />, { path: '/content/*', url: '/content/promotions' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit “Weekly Cashback”' });
    const title = within(form).getByLabelText('Title (English)');
    expect(within(form).getByLabelText('Description (English)')).toHaveProperty(
      'value',
      '5% back every Monday',
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Monday Cashback');
    await userEvent.type(within(form).getByLabelText('Title (Burmese)'), 'တနင်္လာ ငွေပြန်အမ်း');
    const chinese = within(form).getByLabelText('Title (Chinese)');
    await userEvent.type(chinese, '周一返现');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await confirm();
    // The message sits under the Chinese title, and everything typed stays.
    const chineseBox = chinese.closest('label')!.parentElement!;
    expect(await within(chineseBox).findByText('This text is too long.')).toBeTruthy();
    expect(chinese).toHaveProperty('value', '周一返现');
    const sent = sentForm('PUT');
    expect(Object.fromEntries(sent.entries())).toEqual({
      title: 'Monday Cashback',
      title_mm: 'တနင်္လာ ငွေပြန်အမ်း',
      title_zh: '周一返现',
      title_th: '',
      description: '5% back every Monday',
      description_mm: '',
      description_zh: '',
      description_th: '',
    });
    expect(vi.mocked(fetch).mock.calls.at(-1)?.[0]).toBe('/api/console/content/promotions/5');
    expect(screen.getByRole('form')).toBeTruthy();
  });

  it('deletes and hides only after confirming', async () => {
    const calls = stubContent((call) =>
      call.method === 'DELETE' || call.method === 'POST' ? ok(null, 'Saved.') : undefined,
    );
    renderPage(<ContentPage />, { path: '/content/*', url: '/content/promotions' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Disable' }));
    await confirm();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog').textContent).toContain('Delete “Weekly Cashback”?');
    await confirm();
    await waitFor(() =>
      expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
        'POST /console/content/promotions/5/disable',
        'DELETE /console/content/promotions/5',
      ]),
    );
  });
});
