import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, renderPage, stubApi } from '@zeya/test-kit/render-page';
import { twodShell } from '@/app/early-shell-twod';
import { earlyShell } from '@/app/early-shell-state';
import { TwodHomeRoute } from '@/app/twod-home-route';
import { OPEN_DRAWS } from '@/features/twod/test-fixtures';
import { DIGITS_KEY, LANGUAGE_KEY } from '@/shared/i18n/define-messages';

/** /2d as the server sends it, with `openDraws` in its first data; the early shell drawn into it. */
function earlyPage(openDraws: unknown = OPEN_DRAWS) {
  document.body.innerHTML = '<div id="root"><main></main></div>';
  const data = document.createElement('script');
  data.type = 'application/json';
  data.id = 'first-data';
  data.textContent = JSON.stringify({ '/twod/open-draws': { status: 'success', data: openDraws } });
  document.body.append(data);
  const main = document.querySelector('main')!;
  main.append(twodShell(main));
  return main;
}

function placeBet(name: string) {
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.getByRole('dialog');
}

const linksOf = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => localStorage.setItem(LANGUAGE_KEY, 'en'));

afterEach(() => {
  document.body.innerHTML = '';
  earlyShell.closingTimesOpen = false;
  history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe("the early shell's Place Bet on 2D, before 2D's script has arrived", () => {
  it('offers the closing times the 2D page offers, each with its open draw day, linked to its bet page', async () => {
    earlyPage();
    const dialog = placeBet('Place Bet');
    expect(dialog.getAttribute('aria-label')).toBe('Choose a closing time');
    const early = linksOf(dialog);
    expect(early).toEqual([
      ['Tue 4 Feb, 12:00 PM', '/2d/bet?time=2'],
      ['Tue 4 Feb, 4:30 PM', '/2d/bet?time=4'],
    ]);

    document.body.innerHTML = '';
    stubApi((call) => (call.path === '/twod/open-draws' ? ok(OPEN_DRAWS) : { status: 404, body: {} }));
    earlyShell.closingTimesOpen = true;
    renderPage(<TwodHomeRoute />, { path: '/2d' });
    await waitFor(() =>
      expect(linksOf(screen.getByRole('dialog', { name: 'Choose a closing time' }))).toEqual(early),
    );
  });

  it('speaks Burmese with Myanmar digits, or Latin ones when the player chose them', () => {
    localStorage.setItem(LANGUAGE_KEY, 'mm');
    earlyPage();
    const dialog = placeBet('ထိုးမည်');
    expect(dialog.getAttribute('aria-label')).toBe('ပိတ်ချိန် ရွေးပါ');
    expect(within(dialog).getByRole('button', { name: 'ပိတ်မည်' })).toBeTruthy();
    expect(linksOf(dialog)).toEqual([
      ['အင်္ဂါ၊ ဖေဖော်ဝါရီ ၄၊ နေ့လယ် ၁၂:၀၀', '/2d/bet?time=2'],
      ['အင်္ဂါ၊ ဖေဖော်ဝါရီ ၄၊ ညနေ ၄:၃၀', '/2d/bet?time=4'],
    ]);

    localStorage.setItem(DIGITS_KEY, 'latin');
    earlyPage();
    expect(linksOf(placeBet('ထိုးမည်'))[1]).toEqual(['အင်္ဂါ၊ ဖေဖော်ဝါရီ 4၊ ညနေ 4:30', '/2d/bet?time=4']);
  });

  it('names a time without an open draw, or every time when the page has no open draws, by its clock', () => {
    earlyPage([OPEN_DRAWS[1]]);
    expect(linksOf(placeBet('Place Bet'))).toEqual([
      ['12:00 PM', '/2d/bet?time=2'],
      ['Tue 4 Feb, 4:30 PM', '/2d/bet?time=4'],
    ]);
    earlyPage(null);
    expect(linksOf(placeBet('Place Bet')).map(([label]) => label)).toEqual(['12:00 PM', '4:30 PM']);
  });

  it("goes to the chosen time's bet page as the app's router would, and leaves the page to it", () => {
    const main = earlyPage();
    const moves: string[] = [];
    const follow = () => moves.push(location.pathname + location.search);
    addEventListener('popstate', follow);
    fireEvent.click(within(placeBet('Place Bet')).getAllByRole('link')[1]!);
    removeEventListener('popstate', follow);
    expect(moves).toEqual(['/2d/bet?time=4']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(main.childElementCount).toBe(0);
    expect(earlyShell.closingTimesOpen).toBe(false);
  });

  it('closes on ×, the backdrop and Escape, focus back on Place Bet; the app knows whether it is open', () => {
    earlyPage();
    const opener = screen.getByRole('button', { name: 'Place Bet' });
    const closes = [
      (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })),
      (dialog: HTMLElement) => fireEvent.click(dialog.previousElementSibling!),
      (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' }),
    ];
    for (const close of closes) {
      const dialog = placeBet('Place Bet');
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
      expect(earlyShell.closingTimesOpen).toBe(true);
      close(dialog);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
      expect(earlyShell.closingTimesOpen).toBe(false);
    }
  });
});

describe('the 2D page carrying on from the early shell', () => {
  it('shows the picker opened early still open, once: coming back to 2D shows it closed', async () => {
    stubApi(() => ({ status: 404, body: {} }));
    earlyShell.closingTimesOpen = true;
    const first = renderPage(<TwodHomeRoute />, { path: '/2d' });
    expect(await screen.findByRole('dialog', { name: 'Choose a closing time' })).toBeTruthy();
    first.unmount();
    renderPage(<TwodHomeRoute />, { path: '/2d' });
    expect(await screen.findByRole('button', { name: 'Place Bet' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
