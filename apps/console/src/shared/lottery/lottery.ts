import type { Translate } from '@zeya/ui-kit/texts';

/** What the shared screens read of a draw; 2D's and 3D's draws have more, which their own panels show. */
export interface LotteryDraw {
  id: number;
  date: string;
  status: 'open' | 'result_entered' | 'settled' | 'void';
  result: string | null;
  entered_by: string | null;
  /** 2D: a result that differs from the feed's reading, held by an admin for a second admin. */
  held?: boolean;
}

/** How the settings form types a setting: a number, a number that may be left empty (none), a list of numbers. */
type SettingKind<V> = V extends readonly string[] ? 'list' : null extends V ? 'optional' : 'number';

/** Each setting of a game with how it is typed, in the order the form shows them. */
export type SettingKinds<Settings> = { [K in keyof Settings]-?: SettingKind<Settings[K]> };

/** The result form of a game: the text typed in each field, and what is sent for it. */
export interface ResultForm<Draw extends LotteryDraw, Form extends Record<keyof Form, string>, Body> {
  /** The form as the draw has it: empty until a result is entered. */
  initial: (draw: Draw) => Form;
  /** The fields typed side by side, each with the text key of its label. */
  fields: readonly { key: keyof Form & string; label: string; inputMode?: 'decimal' }[];
  /** Reasons only an admin gives, each under the fields, for this draw (2D: an override, a hold). */
  reasons?: (draw: Draw) => readonly (keyof Form & string)[];
  body: (form: Form) => Body;
  /** Whether the result may be saved yet; the server checks it again. */
  ready?: (body: Body) => boolean;
  /**
   * The placeholders of the confirm and void questions: the draw's result, or the one typed before there is one. The
   * save question is asked of a draw without its result, so that it names the number about to be recorded.
   */
  words: (draw: Draw, body: Body) => Record<string, unknown>;
}

/** Which game: where its console API and queries are, and its texts. */
export interface LotteryGame {
  /** The game's folder of the console API (`/console/twod/...`) and the key every query of the game lives under. */
  game: 'twod' | 'threed';
  /** The game's texts: both have the keys the shared screens use (save_result, confirm, void, admin_only, ...). */
  useTexts: () => { t: Translate };
}

/**
 * One lottery as the console sees it: 2D and 3D are the same game of numbers, drawn, entered by one person, confirmed
 * by another, settled or voided. What differs is here; the shared screens (draw entry, settings, draw exposure) and
 * the query hooks of `./api` are made from it, and each game's feature adds its own panels around them.
 */
export interface ConsoleLottery<
  Draw extends LotteryDraw,
  Settings,
  Form extends Record<keyof Form, string>,
  Body,
> extends LotteryGame {
  settings: SettingKinds<Settings>;
  result: ResultForm<Draw, Form, Body>;
}

/** Every query of a game lives under this key, so any action in the game refetches what it may have changed. */
export const lotteryKey = (lottery: { game: string }) => [lottery.game] as const;
