import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@zeya/contract/constants';

/**
 * Texts as plain data, apart from the text store: the early shell (app/early-shell.ts) shows some of them before the
 * app's script, the store included, has arrived.
 */
export const LANGUAGE_KEY = 'lan';

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
