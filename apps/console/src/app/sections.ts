import { useQueries } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { smsOutboxEnabled } from '@/features/sms-outbox/api';
import type { ConsoleUser } from '@/shared/session';

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
    | 'threed'
    | 'house_games'
    | 'reports'
    | 'promotions'
    | 'protection'
    | 'reviews'
    | 'audit'
    | 'operators'
    | 'security'
    | 'sms_outbox';
  adminOnly?: boolean;
  /** A screen only some servers have: asked once per session whether this one does, in the menu only then. */
  available?: () => Promise<boolean>;
  lazy: RouteObject['lazy'];
}

export const SECTIONS: Section[] = [
  {
    path: '',
    label: 'overview',
    lazy: () => import('@/features/overview/overview-page').then((m) => ({ Component: m.OverviewPage })),
  },
  {
    path: 'money',
    label: 'money',
    lazy: () => import('@/features/money/money-page').then((m) => ({ Component: m.MoneyPage })),
  },
  {
    path: 'players',
    label: 'players',
    lazy: () => import('@/features/players/players-page').then((m) => ({ Component: m.PlayersPage })),
  },
  {
    path: 'agents',
    label: 'agents',
    lazy: () => import('@/features/agents/agents-page').then((m) => ({ Component: m.AgentsPage })),
  },
  {
    path: 'channels',
    label: 'channels',
    lazy: () => import('@/features/channels/channels-page').then((m) => ({ Component: m.ChannelsPage })),
  },
  {
    path: 'content',
    label: 'content',
    lazy: () => import('@/features/content/content-page').then((m) => ({ Component: m.ContentPage })),
  },
  {
    path: 'twod',
    label: 'twod',
    lazy: () => import('@/features/twod/twod-page').then((m) => ({ Component: m.TwodPage })),
  },
  {
    path: 'threed',
    label: 'threed',
    lazy: () => import('@/features/threed/threed-page').then((m) => ({ Component: m.ThreedPage })),
  },
  {
    path: 'promotions',
    label: 'promotions',
    lazy: () =>
      import('@/features/promotions/promotions-page').then((m) => ({ Component: m.PromotionsPage })),
  },
  {
    path: 'reports',
    label: 'reports',
    lazy: () => import('@/features/reports/reports-page').then((m) => ({ Component: m.ReportsPage })),
  },
  {
    path: 'play-changes',
    label: 'protection',
    lazy: () =>
      import('@/features/protection/sharp-changes-page').then((m) => ({ Component: m.SharpChangesPage })),
  },
  {
    path: 'reviews',
    label: 'reviews',
    lazy: () => import('@/features/reviews/reviews-page').then((m) => ({ Component: m.ReviewsPage })),
  },
  {
    path: 'catalogue',
    label: 'catalogue',
    lazy: () => import('@/features/catalogue/catalogue-page').then((m) => ({ Component: m.CataloguePage })),
  },
  {
    path: 'house-games',
    label: 'house_games',
    lazy: () =>
      import('@/features/house-games/house-games-page').then((m) => ({ Component: m.HouseGamesPage })),
  },
  {
    path: 'audit',
    label: 'audit',
    lazy: () => import('@/features/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
  },
  {
    path: 'operators',
    label: 'operators',
    adminOnly: true,
    lazy: () => import('@/features/operators/operators-page').then((m) => ({ Component: m.OperatorsPage })),
  },
  {
    path: 'security',
    label: 'security',
    lazy: () => import('@/features/security/security-page').then((m) => ({ Component: m.SecurityPage })),
  },
  {
    path: 'sms-outbox',
    label: 'sms_outbox',
    available: smsOutboxEnabled,
    lazy: () => import('@/features/sms-outbox/sms-outbox-page').then((m) => ({ Component: m.SmsOutboxPage })),
  },
];

/** The side menu's sections for this role, less those this server does not have (shown once it says it has). */
export function useMenuSections(role: ConsoleUser['role']): Section[] {
  const optional = SECTIONS.filter((section) => section.available);
  const answers = useQueries({
    queries: optional.map((section) => ({
      queryKey: ['section-available', section.path],
      queryFn: () => section.available!(),
      staleTime: Infinity,
      retry: false,
    })),
  });
  const missing = new Set(optional.filter((_, index) => answers[index]?.data !== true));
  return SECTIONS.filter((section) => (!section.adminOnly || role === 'admin') && !missing.has(section));
}
