import type { RouteObject } from 'react-router';

/**
 * The desk's screens under /agent, each loaded when first opened (the player's first screen carries none of them).
 * Screens for the agent alone are guarded as well as left out of the navigation.
 */
export const deskScreens: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/features/agent-desk/home-page').then((m) => ({ Component: m.DeskHomePage })),
  },
  {
    path: 'deposits',
    lazy: () => import('@/features/agent-desk/queue-page').then((m) => ({ Component: m.DepositsPage })),
  },
  {
    path: 'withdrawals',
    lazy: () => import('@/features/agent-desk/queue-page').then((m) => ({ Component: m.WithdrawalsPage })),
  },
  {
    path: 'players',
    lazy: () => import('@/features/agent-desk/players-page').then((m) => ({ Component: m.PlayersPage })),
  },
  {
    path: 'accounts',
    lazy: () => import('@/features/agent-desk/accounts-page').then((m) => ({ Component: m.AccountsPage })),
  },
  {
    path: 'staff',
    lazy: () => import('@/features/agent-desk/staff-page').then((m) => ({ Component: m.StaffPage })),
  },
  {
    path: 'reports',
    lazy: () => import('@/features/agent-desk/reports-page').then((m) => ({ Component: m.ReportsPage })),
  },
  {
    path: 'float',
    lazy: () => import('@/features/agent-desk/float-log-page').then((m) => ({ Component: m.FloatLogPage })),
  },
  {
    path: 'commission',
    lazy: () =>
      import('@/features/agent-desk/commission-page').then((m) => ({ Component: m.CommissionPage })),
  },
  {
    path: 'security',
    lazy: () => import('@/features/agent-desk/security-page').then((m) => ({ Component: m.SecurityPage })),
  },
];
