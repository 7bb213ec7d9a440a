import type { RouteObject } from 'react-router';

/**
 * The console's screens: each is a lazy route with its entry in the side menu. A feature adds itself here (path,
 * menu label key of app/messages.ts, who may see it, and its page module).
 */
export interface Section {
  path: string;
  label:
    | 'overview'
    | 'money'
    | 'players'
    | 'agents'
    | 'channels'
    | 'content'
    | 'catalogue'
    | 'twod'
    | 'house_games'
    | 'reports'
    | 'audit'
    | 'operators';
  adminOnly?: boolean;
  lazy: RouteObject['lazy'];
}

export const SECTIONS: Section[] = [
  {
    path: '',
    label: 'overview',
    lazy: () => import('@/features/overview/overview-page').then((m) => ({ Component: m.OverviewPage })),
  },
  {
    path: 'twod',
    label: 'twod',
    lazy: () => import('@/features/twod/twod-page').then((m) => ({ Component: m.TwodPage })),
  },
  {
    path: 'reports',
    label: 'reports',
    lazy: () => import('@/features/reports/reports-page').then((m) => ({ Component: m.ReportsPage })),
  },
];
