import type { GameType } from '@zeya/contract/catalogue';
import { firstReply, goTo, h, showDialog } from '@/app/early-shell-dom';
import { earlyShell } from '@/app/early-shell-state';
import { MENU_GROUPS, menuTarget } from '@/app/menu-links';
import { shellMessages } from '@/app/shell-messages';
import {
  CATEGORY_ACTIVE,
  CATEGORY_BUTTON,
  CATEGORY_IDLE,
  CATEGORY_STRIP,
  FLAME_PATH,
  flameClass,
} from '@/features/home/category-style';
import { catalogueMessages } from '@/shared/games/catalogue-messages';
import { visibleGameTypes } from '@/shared/games/visible-types';
import { storedLanguage } from '@/shared/i18n/define-messages';
import { readToken } from '@/shared/session';
import { catalogueImage } from '@/shared/ui/catalogue-image';
import { ICON_PATHS } from '@/shared/ui/icon-paths';

/**
 * The page's frame before the app has arrived. On a 400 kbps phone the app's script takes seconds; this one is a few
 * KiB and comes first, so the first taps are answered at once: the category strip (drawn from the game types the
 * server wrote into the page) selects a category, the menu button opens the menu's links and, on 2D, Place Bet its
 * closing times (early-shell-twod.ts). It draws into the static top bar of index.html; React replaces all of it when it
 * mounts and carries on from what was chosen here: the category and any link from the address, an open menu or
 * picker from early-shell-state.
 */

const texts = { ...shellMessages[storedLanguage()], ...catalogueMessages[storedLanguage()] };

function categoryButton(value: string, label: string, selected: string, icon: Element) {
  const active = value === selected;
  const button = h(
    'button',
    {
      type: 'button',
      'aria-pressed': String(active),
      'data-category': value,
      class: `${CATEGORY_BUTTON} ${active ? CATEGORY_ACTIVE : CATEGORY_IDLE}`,
    },
    icon,
    label,
  );
  return button;
}

/** Hot Games and one button per listed game type, as the home page's strip draws them. */
function categoryStrip(): Element {
  const selected = new URLSearchParams(location.search).get('type') ?? 'all';
  const flame = h('svg', {
    viewBox: '0 0 24 24',
    'aria-hidden': 'true',
    class: flameClass(selected === 'hot'),
  });
  flame.append(h('path', { fill: 'currentColor', d: FLAME_PATH }));
  const buttons = [
    categoryButton('hot', texts.hot_games, selected, flame),
    ...visibleGameTypes(firstReply<GameType[]>('/game_types')).map((type) =>
      categoryButton(
        String(type.id),
        (texts as Record<string, string>)[`type_${type.code}`] ?? type.name,
        selected,
        h('img', {
          src: catalogueImage(type.img, type.img_sprite),
          alt: '',
          class: 'h-7 w-7 object-contain',
        }),
      ),
    ),
  ];
  const row = h('div', { class: 'flex gap-2 pb-1' }, ...buttons);
  row.addEventListener('click', (event) => {
    const chosen = (event.target as Element).closest('button');
    if (!chosen) return;
    for (const button of buttons) {
      const active = button === chosen;
      button.setAttribute('aria-pressed', String(active));
      button.setAttribute('class', `${CATEGORY_BUTTON} ${active ? CATEGORY_ACTIVE : CATEGORY_IDLE}`);
    }
    goTo(`/?type=${chosen.dataset.category}`, true);
  });
  return h('nav', { 'aria-label': texts.categories, class: CATEGORY_STRIP }, row);
}

function menuIcon(name: keyof typeof ICON_PATHS, className: string) {
  const icon = h('svg', {
    viewBox: '0 0 24 24',
    class: className,
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '1.8',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
  });
  icon.append(h('path', { d: ICON_PATHS[name] }));
  return icon;
}

/** The menu's links under their headings, as the side menu lists them. */
function menuLinks(onNavigate: () => void): Element {
  const signedIn = readToken() !== null;
  const groups = MENU_GROUPS.map((group) => {
    const items = group.links
      .filter((link) => signedIn || !link.signedInOnly)
      .map((link) => {
        const anchor = h(
          'a',
          {
            href: menuTarget(link, signedIn),
            class:
              'flex items-center gap-3 rounded-lg px-3 py-2.5 text-white/90 hover:bg-white/5 hover:text-brand',
          },
          menuIcon(link.icon, 'h-5 w-5 shrink-0 text-brand'),
          texts[link.label],
        );
        anchor.addEventListener('click', (event) => {
          event.preventDefault();
          onNavigate();
          goTo(anchor.getAttribute('href')!, false);
        });
        return h('li', {}, anchor);
      });
    const heading = group.heading
      ? [
          h(
            'h2',
            { class: 'px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-white/70 uppercase' },
            texts[group.heading],
          ),
        ]
      : [];
    return h(
      'div',
      { class: group.heading ? 'mt-2 border-t border-white/10 pt-2' : '' },
      ...heading,
      h('ul', {}, ...items),
    );
  });
  return h('nav', { 'aria-label': texts.menu, class: 'px-2 py-2' }, ...groups);
}

/** Opens the menu over the page; the backdrop, × and Escape close it, Tab stays inside, focus goes back after. */
function openMenu(opener: HTMLElement, main: Element) {
  const close = h(
    'button',
    {
      type: 'button',
      'aria-label': texts.close_menu,
      class:
        'flex h-9 w-9 items-center justify-center rounded-full text-2xl leading-none text-white/70 hover:bg-white/10',
    },
    '×',
  ) as HTMLElement;
  const backdrop = h('div', { class: 'absolute inset-0 bg-black/60' }) as HTMLElement;
  const panel = h(
    'aside',
    {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': texts.menu,
      class:
        'absolute inset-y-0 right-0 flex w-80 max-w-full flex-col overflow-y-auto bg-[#1f1300] shadow-2xl',
    },
    h(
      'div',
      { class: 'flex items-center justify-between border-b border-white/10 px-4 py-3' },
      h('span', { class: 'text-lg font-bold text-brand' }, texts.menu),
      close,
    ),
    menuLinks(() => {
      dismiss();
      main.replaceChildren();
    }),
  );
  const layer = h('div', { class: 'fixed inset-0 z-50' }, backdrop, panel);
  earlyShell.menuOpen = true;
  const dismiss = showDialog(opener, layer, panel, [close, backdrop], () => {
    earlyShell.menuOpen = false;
  });
}

function start() {
  const bar = document.querySelector<HTMLElement>('#root header[data-early-shell] > div');
  // Gone when the app got here first (its script was cached): React's frame is already on the page.
  if (!bar) return;
  const main = h('main', { class: 'min-h-dvh flex-1' });
  if (location.pathname === '/')
    main.append(
      h(
        'div',
        { class: 'mx-auto max-w-6xl px-3 pt-3 pb-10' },
        h('div', { class: 'aspect-[3/1] rounded-xl bg-[#2a1c05] md:aspect-auto md:h-64' }),
        categoryStrip(),
      ),
    );
  // Only 2D's page loads its part (the server preloads it there with this script), so home's first bytes stay few.
  if (/^\/2d\/?$/i.test(location.pathname))
    void import('@/app/early-shell-twod').then(({ twodShell }) => main.append(twodShell(main)));
  const opener = h(
    'button',
    {
      type: 'button',
      'aria-label': texts.open_menu,
      class: 'flex h-9 w-9 items-center justify-center rounded-full text-white hover:bg-white/10',
    },
    menuIcon('menu', 'h-6 w-6'),
  ) as HTMLElement;
  opener.addEventListener('click', () => openMenu(opener, main));
  bar.append(h('div', { class: 'ml-auto flex items-center gap-1.5' }, opener));
  bar.parentElement!.after(main);
}

start();
