import type { IconName } from '@/shared/ui/icon-paths';
import type { shellMessages } from '@/app/shell-messages';

type ShellKey = keyof (typeof shellMessages)['en'];

export interface MenuLink {
  to: string;
  label: ShellKey;
  icon: IconName;
  /** Hidden from visitors: the spec's account links, which only make sense signed in. */
  signedInOnly?: boolean;
  /** Shown to visitors too, but their tap signs in first (/login) since the screen itself sends visitors away. */
  signInFirst?: boolean;
}

export interface MenuGroup {
  /** The group's heading; the spec's own links come first, without one. */
  heading?: ShellKey;
  links: MenuLink[];
}

/**
 * What the side menu offers: the spec's links, then every game we run ourselves and the whole catalogue, then the
 * screens no other control leads to (ranking, reels, about, the wallet area).
 */
export const MENU_GROUPS: MenuGroup[] = [
  {
    links: [
      { to: '/?type=all', label: 'home', icon: 'home' },
      { to: '/ads-video?tab=AdsVideo', label: 'videos', icon: 'video' },
      { to: '/information?tab=profile', label: 'my_profile', icon: 'user', signedInOnly: true },
      { to: '/information?tab=transfer', label: 'wallet', icon: 'wallet', signedInOnly: true },
      { to: '/information?tab=logs&type=deposit', label: 'logs', icon: 'logs', signedInOnly: true },
      { to: '/promotion', label: 'promotion', icon: 'gift' },
      { to: '/contact', label: 'contact', icon: 'contact' },
    ],
  },
  {
    heading: 'games_group',
    links: [
      { to: '/2d', label: 'twod', icon: 'calendar' },
      { to: '/3d', label: 'threed', icon: 'calendar' },
      { to: '/digitbet', label: 'digitbet', icon: 'bolt' },
      { to: '/play/shwe-slot', label: 'shwe_slot', icon: 'trophy', signInFirst: true },
      { to: '/shan', label: 'shan', icon: 'user' },
      { to: '/games?tab=all', label: 'all_games', icon: 'menu' },
    ],
  },
  {
    heading: 'more_group',
    links: [
      { to: '/ranking', label: 'ranking', icon: 'trophy' },
      { to: '/reels', label: 'reels', icon: 'video' },
      { to: '/wallet', label: 'my_wallet', icon: 'wallet', signInFirst: true },
      { to: '/protection', label: 'safer_play', icon: 'shield', signInFirst: true },
      { to: '/about', label: 'about', icon: 'info' },
    ],
  },
];

/** Where a link goes for this visit: a visitor's tap on a screen that needs an account opens the sign-in first. */
export const menuTarget = (link: MenuLink, signedIn: boolean) =>
  link.signInFirst && !signedIn ? '/login' : link.to;
