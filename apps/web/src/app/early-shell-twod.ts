import type { TwodOpenDraw } from '@zeya/contract/twod';
import type { Language } from '@zeya/contract/constants';
import { firstReply, goTo, h, showDialog } from '@/app/early-shell-dom';
import { earlyShell } from '@/app/early-shell-state';
import {
  CHOICE_LINK,
  closingTimeChoices,
  closingTimePickerMessages,
  PLACE_BET_BUTTON,
} from '@/features/twod/closing-time-picker';
import { commonMessages } from '@/shared/i18n/common';
import { readerStyleOf, storedLanguage } from '@/shared/i18n/define-messages';
import {
  MODAL_BACKDROP,
  MODAL_CLOSE,
  MODAL_HEADER,
  MODAL_LAYER,
  MODAL_PANEL,
  MODAL_TITLE,
} from '@/shared/ui/modal-style';

/** The open draws the server wrote into the page at /2d (GET /api/twod/open-draws, app.ts). */
const OPEN_DRAWS = '/twod/open-draws';

/** The closing-time picker as the 2D page's dialog draws it: each time a link to its bet page. */
function openClosingTimes(opener: HTMLElement, main: Element, language: Language) {
  const title = closingTimePickerMessages[language].choose_time;
  const close = h(
    'button',
    { type: 'button', 'aria-label': commonMessages[language].close, class: MODAL_CLOSE },
    h('span', { 'aria-hidden': 'true' }, '×'),
  ) as HTMLElement;
  const backdrop = h('div', { class: MODAL_BACKDROP }) as HTMLElement;
  const choices = closingTimeChoices(firstReply<TwodOpenDraw[]>(OPEN_DRAWS), readerStyleOf(language));
  const links = choices.map((choice) => {
    const link = h('a', { href: choice.to, class: CHOICE_LINK }, choice.label);
    link.addEventListener('click', (event) => {
      event.preventDefault();
      dismiss();
      main.replaceChildren();
      goTo(choice.to, false);
    });
    return h('li', {}, link);
  });
  const panel = h(
    'div',
    { role: 'dialog', 'aria-modal': 'true', 'aria-label': title, class: MODAL_PANEL },
    h('div', { class: MODAL_HEADER }, h('h2', { class: MODAL_TITLE }, title), close),
    h('ul', { class: 'grid gap-2' }, ...links),
  );
  earlyShell.closingTimesOpen = true;
  const dismiss = showDialog(
    opener,
    h('div', { class: MODAL_LAYER }, backdrop, panel),
    panel,
    [close, backdrop],
    () => {
      earlyShell.closingTimesOpen = false;
    },
  );
}

/**
 * The 2D page's Place Bet before 2D's script has arrived (a shared /2d link on a slow phone): the button and, on a
 * tap, the closing times to bet on, named from the open draws the server wrote into the page in the reader's
 * language and digits, as the page's own picker names them. A time goes to its bet page as the app's link would.
 * React replaces all of it, keeping the picker open if it is (app/twod-home-route.tsx).
 */
export function twodShell(main: Element): Element {
  const language = storedLanguage();
  const opener = h(
    'button',
    { type: 'button', class: PLACE_BET_BUTTON },
    closingTimePickerMessages[language].place_bet,
  ) as HTMLElement;
  opener.addEventListener('click', () => openClosingTimes(opener, main, language));
  return opener;
}
