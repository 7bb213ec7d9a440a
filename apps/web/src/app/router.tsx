import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage, NotFoundPage } from '@/app/not-found-page';
import { RootLayout } from '@/app/root-layout';

const pending = () =>
  import('@/features/placeholder/pending-page').then((m) => ({ Component: m.PendingPage }));

/** Screens of later releases: routed now, showing the loading state until their feature lands. */
const LATER = [
  'wallet',
  'wallet/internal-transfer',
  'wallet-history',
  'top-up/bank',
  'with-draw',
  'transactions',
  'exchange-log',
  'digitbet',
  'shan',
  'demo-play',
  '2d',
  '2d/bet',
  '2d/confirm',
  '2d/daily-winner',
  '2d/holiday',
  'morning-bet-slip',
  'evening-bet-slip',
];

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    children: [...LATER.map((path) => ({ path, lazy: pending })), { path: '*', Component: NotFoundPage }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
