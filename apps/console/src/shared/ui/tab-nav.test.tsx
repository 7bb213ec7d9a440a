import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@zeya/test-kit/render-page';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TabNav, tabAddress } from './tab-nav';

/** A screen shaped like the console's sections: tabs above nested routes, mounted under a splat route. */
function Screen() {
  return (
    <>
      <TabNav
        tabs={[
          { to: '', label: 'Draws' },
          { to: 'settings', label: 'Settings' },
          { to: 'holidays', label: 'Holidays' },
        ]}
      />
      <Routes>
        <Route index element={<h1>Draws screen</h1>} />
        <Route path="settings" element={<h1>Settings screen</h1>} />
        <Route path="holidays" element={<h1>Holidays screen</h1>} />
      </Routes>
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;
const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

describe('tabs of a console screen', () => {
  it('link to absolute addresses under the screen, whichever tab is open', () => {
    renderPage(<Screen />, { path: '/twod/*', url: '/twod/settings' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/twod', '/twod/settings', '/twod/holidays']);
  });

  it('land on their own screen however many times and in whatever order they are clicked', async () => {
    renderPage(<Screen />, { path: '/twod/*', url: '/twod' });
    for (const [tab, address] of [
      ['Settings', '/twod/settings'],
      ['Holidays', '/twod/holidays'],
      ['Settings', '/twod/settings'],
      ['Draws', '/twod'],
      ['Holidays', '/twod/holidays'],
      ['Draws', '/twod'],
    ] as const) {
      await userEvent.click(screen.getByRole('link', { name: tab }));
      expect(location()).toBe(address);
      expect(heading()).toBe(`${tab} screen`);
      expect(screen.getByRole('link', { name: tab }).getAttribute('aria-current')).toBe('page');
    }
  });

  it('resolve the screen itself, sub-pages and absolute addresses', () => {
    expect(tabAddress('/money', '')).toBe('/money');
    expect(tabAddress('/money', 'withdrawals')).toBe('/money/withdrawals');
    expect(tabAddress('/', 'x')).toBe('/x');
    expect(tabAddress('/money', '/players')).toBe('/players');
  });
});
