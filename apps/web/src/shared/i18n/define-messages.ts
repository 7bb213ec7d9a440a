import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@zeya/contract/constants';
import type { Digits, ReaderStyle } from '@zeya/ui-kit/reader-style';

/**
 * Texts as plain data, apart from the text store: the early shell (app/early-shell.ts) shows some of them before the
 * app's script, the store included, has arrived.
 */
export const LANGUAGE_KEY = 'lan';
/** The player's digits in Burmese, `myanmar` (၁၂၃) or `latin` (123), kept on the device beside the language. */
export const DIGITS_KEY = 'digits';

/** One namespace of texts: English keys and the same keys in Burmese, Chinese and Thai (checked by the compiler). */
export type Messages<K extends string = string> = Record<Language, Record<K, string>>;

export function defineMessages<K extends string>(
  en: Record<K, string>,
  others: Record<'mm' | 'zh' | 'th', Record<K, string>>,
): Messages<K> {
  return { en, ...others };
}

export function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

/**
 * Burmese is written with Myanmar digits (၁၂၃) unless the player chose Latin ones: that is how Burmese is printed and
 * signed, and the digits Intl never gave a Burmese reader here. Players used to Latin digits from their bank apps
 * switch once, beside the language.
 */
export function storedDigits(): Digits {
  return localStorage.getItem(DIGITS_KEY) === 'latin' ? 'latin' : 'myanmar';
}

/** How a reader of `language` writes dates and numbers on this device: the chosen digits in Burmese, Latin ones else. */
export const readerStyleOf = (language: Language): ReaderStyle => ({
  language,
  digits: language === 'mm' ? storedDigits() : 'latin',
});
