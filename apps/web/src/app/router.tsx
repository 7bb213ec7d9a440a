import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorPage, NotFoundPage } from '@/app/not-found-page';
import { RootLayout } from '@/app/root-layout';
import { HomePage } from '@/features/home/home-page';

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
    children: [
      {
        // Home is where nearly every visit starts: it ships with the entry instead of a second round trip.
        index: true,
        Component: HomePage,
      },
      {
        path: 'games',
        lazy: () => import('@/features/games/games-page').then((m) => ({ Component: m.GamesPage })),
      },
      {
        path: 'promotion',
        lazy: () =>
          import('@/features/promotion/promotion-page').then((m) => ({ Component: m.PromotionPage })),
      },
      {
        path: 'ranking',
        lazy: () => import('@/features/ranking/ranking-page').then((m) => ({ Component: m.RankingPage })),
      },
      {
        path: 'contact',
        lazy: () => import('@/features/contact/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'ads-video',
        lazy: () =>
          import('@/features/ads-video/ads-video-page').then((m) => ({ Component: m.AdsVideoPage })),
      },
      {
        path: 'reels',
        lazy: () => import('@/features/reels/reels-page').then((m) => ({ Component: m.ReelsPage })),
      },
      {
        path: 'about',
        lazy: () => import('@/features/about/about-page').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: 'information',
        lazy: () =>
          import('@/features/information/information-page').then((m) => ({ Component: m.InformationPage })),
      },
      ...LATER.map((path) => ({ path, lazy: pending })),
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
