import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorPage, NotFoundPage } from '@/app/not-found-page';
import { RootLayout } from '@/app/root-layout';
import { HomePage } from '@/features/home/home-page';
import { deskScreens } from '@/features/agent-desk/desk-routes';

/**
 * The spec's own addresses of the wallet tiles lead to the real forms; a client built to the spec may link them.
 * (/demo-play, whose content the spec does not show, is not a screen: the 404 page answers it.)
 */
const SPEC_ALIASES: Record<string, string> = {
  'top-up/bank': '/information?tab=transfer&mode=deposit',
  'with-draw': '/information?tab=transfer&mode=withdraw',
};

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
        path: 'protection',
        lazy: () =>
          import('@/features/protection/protection-page').then((m) => ({ Component: m.ProtectionPage })),
      },
      {
        path: 'information',
        // The account page with the cashier tabs, put together in the app layer.
        lazy: () => import('@/app/information-route').then((m) => ({ Component: m.InformationRoute })),
      },
      {
        path: 'wallet',
        lazy: () => import('@/features/wallet/wallet-page').then((m) => ({ Component: m.WalletPage })),
      },
      {
        path: 'wallet/internal-transfer',
        lazy: () =>
          import('@/features/wallet/internal-transfer-page').then((m) => ({
            Component: m.InternalTransferPage,
          })),
      },
      {
        path: 'wallet-history',
        lazy: () =>
          import('@/features/wallet/wallet-history-page').then((m) => ({ Component: m.WalletHistoryPage })),
      },
      {
        path: 'transactions',
        lazy: () =>
          import('@/features/wallet/transactions-page').then((m) => ({ Component: m.TransactionsPage })),
      },
      {
        path: 'exchange-log',
        lazy: () =>
          import('@/features/wallet/exchange-log-page').then((m) => ({ Component: m.ExchangeLogPage })),
      },
      {
        path: 'digitbet',
        lazy: () => import('@/features/digitbet/digitbet-page').then((m) => ({ Component: m.DigitBetPage })),
      },
      {
        path: 'shan',
        lazy: () => import('@/features/shan/shan-page').then((m) => ({ Component: m.ShanPage })),
      },
      {
        path: 'play/shwe-slot',
        lazy: () =>
          import('@/features/house-slot/shwe-slot-page').then((m) => ({ Component: m.ShweSlotPage })),
      },
      {
        path: 'login',
        lazy: () => import('@/features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: '2d',
        // The page carrying on from the early shell's closing-time picker, put together in the app layer.
        lazy: () => import('@/app/twod-home-route').then((m) => ({ Component: m.TwodHomeRoute })),
      },
      {
        path: '2d/bet',
        // The bet page with the wallet feature's card, put together in the app layer.
        lazy: () => import('@/app/twod-bet-route').then((m) => ({ Component: m.TwodBetRoute })),
      },
      {
        path: '2d/confirm',
        lazy: () =>
          import('@/features/twod/twod-confirm-page').then((m) => ({ Component: m.TwodConfirmPage })),
      },
      {
        path: '2d/daily-winner',
        lazy: () =>
          import('@/features/twod/daily-winner-page').then((m) => ({ Component: m.DailyWinnerPage })),
      },
      {
        path: '2d/verify',
        lazy: () => import('@/features/twod/verify-page').then((m) => ({ Component: m.TwodVerifyPage })),
      },
      {
        path: '2d/holiday',
        lazy: () => import('@/features/twod/holiday-page').then((m) => ({ Component: m.HolidayPage })),
      },
      {
        path: '3d',
        lazy: () =>
          import('@/features/threed/threed-home-page').then((m) => ({ Component: m.ThreedHomePage })),
      },
      {
        path: '3d/bet',
        lazy: () => import('@/app/threed-bet-route').then((m) => ({ Component: m.ThreedBetRoute })),
      },
      {
        path: '3d/confirm',
        lazy: () =>
          import('@/features/threed/threed-confirm-page').then((m) => ({ Component: m.ThreedConfirmPage })),
      },
      {
        path: '3d/slips',
        lazy: () =>
          import('@/features/threed/threed-slips-page').then((m) => ({ Component: m.ThreedSlipsPage })),
      },
      {
        path: '3d/winners',
        lazy: () =>
          import('@/features/threed/threed-slips-page').then((m) => ({ Component: m.ThreedWinnersPage })),
      },
      {
        path: 'morning-bet-slip',
        lazy: () =>
          import('@/features/twod/bet-slip-page').then((m) => ({ Component: m.MorningBetSlipPage })),
      },
      {
        path: 'evening-bet-slip',
        lazy: () =>
          import('@/features/twod/bet-slip-page').then((m) => ({ Component: m.EveningBetSlipPage })),
      },
      ...Object.entries(SPEC_ALIASES).map(([path, to]) => ({
        path,
        element: <Navigate to={to} replace />,
      })),
      { path: '*', Component: NotFoundPage },
    ],
  },
  {
    // The agent desk: a frame of its own for agents and their staff, loaded only when opened.
    path: '/agent',
    lazy: () => import('@/app/agent-desk-route').then((m) => ({ Component: m.AgentDeskRoute })),
    ErrorBoundary: ErrorPage,
    children: deskScreens,
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
