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
