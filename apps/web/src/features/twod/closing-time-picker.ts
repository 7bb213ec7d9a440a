import type { TwodOpenDraw } from '@zeya/contract/twod';
import type { ReaderStyle } from '@zeya/ui-kit/reader-style';
import { closingTimes } from '@/features/twod/draw-label';
import { defineMessages } from '@/shared/i18n/define-messages';

/*
 * The 2D page's Place Bet button and the closing times it offers, without React: the early shell
 * (app/early-shell-twod.ts) draws the same button and picker from the same data before 2D's script has arrived.
 */

/** The button's and the picker's texts (part of 2D's namespace, messages.ts). */
export const closingTimePickerMessages = defineMessages(
  { place_bet: 'Place Bet', choose_time: 'Choose a closing time' },
  {
    mm: { place_bet: 'ထိုးမည်', choose_time: 'ပိတ်ချိန် ရွေးပါ' },
    zh: { place_bet: '下注', choose_time: '选择截止时间' },
    th: { place_bet: 'แทงเลย', choose_time: 'เลือกเวลาปิดรับ' },
  },
);

/** The picker's links: each closing time, named with its next open draw's day, to the bet page of that time. */
export const closingTimeChoices = (draws: readonly TwodOpenDraw[] | undefined, style?: ReaderStyle) =>
  closingTimes(draws, style).map(({ id, label }) => ({ label, to: `/2d/bet?time=${id}` }));

export const PLACE_BET_BUTTON =
  'fixed right-4 bottom-20 z-30 rounded-full bg-brand px-6 py-3 font-black text-ink shadow-[0_6px_24px_rgba(0,0,0,0.5)] md:bottom-6';
/** A choice in a picker dialog (choice-modal.tsx). */
export const CHOICE_LINK =
  'block rounded-lg border border-amber-400/30 bg-black/40 px-4 py-3 text-center font-bold text-white hover:border-brand';
