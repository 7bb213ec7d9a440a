import { createBrowserRouter } from 'react-router';
import { Layout, NotFound } from '@/app/layout';
import { SECTIONS } from '@/app/sections';

export function createRouter() {
  return createBrowserRouter(
    [
      {
        path: '/login',
        lazy: () => import('@/features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        // Public: a new or reset staff member arrives from the one-time link sent to their phone.
        path: '/setup',
        lazy: () => import('@/features/setup/setup-page').then((m) => ({ Component: m.SetupPage })),
      },
      {
        path: '/',
        Component: Layout,
        children: [
          ...SECTIONS.map((section) =>
            section.path === ''
              ? { index: true, lazy: section.lazy }
              : { path: `${section.path}/*`, lazy: section.lazy },
          ),
          { path: '*', Component: NotFound },
        ],
      },
    ],
    { basename: '/console' },
  );
}
