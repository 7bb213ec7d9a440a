import { DEFAULT_LANGUAGE, type Language } from '@zeya/contract/constants';
import { setReaderStyle, type Digits } from '@zeya/ui-kit/reader-style';
import { TextStore, useTexts as useStoreTexts } from '@zeya/ui-kit/texts';
import {
  DIGITS_KEY,
  LANGUAGE_KEY,
  readerStyleOf,
  storedLanguage,
  type Messages,
} from '@/shared/i18n/define-messages';

const HTML_LANG: Record<Language, string> = { en: 'en', mm: 'my', zh: 'zh', th: 'th' };

const texts = new TextStore<Language>(DEFAULT_LANGUAGE, storedLanguage());

/** A component's texts of one namespace (`common` when none is named) in the player's language. */
export const useTexts = (namespace = 'common') => useStoreTexts(texts, namespace);

/**
 * A feature's texts travel with its code: the namespace is registered when the feature's module loads (a lazy route
 * loads it with its page), so the first route does not carry the texts of every screen.
 */
export function featureTexts(namespace: string, messages: Messages) {
  texts.add(namespace, messages);
  return () => useTexts(namespace);
}

export function setupI18n(shellNamespaces: Record<string, Messages>) {
  for (const [namespace, messages] of Object.entries(shellNamespaces)) texts.add(namespace, messages);
  show(storedLanguage());
}

/** The `lang` attribute of text in a language: what a screen reader and the fonts go by. */
export const htmlLanguage = (language: Language) => HTML_LANG[language];

/** Calls `listener` whenever the player chooses another language; returns the call that stops it. */
export const onLanguageChange = (listener: () => void) => texts.subscribe(listener);

/** The player's choice: kept on this device, and every text on screen changes to it. */
export function setLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_KEY, language);
  show(language);
}

/** The player's digits in Burmese: kept on this device; every date and amount on screen changes to them. */
export function setDigits(digits: Digits) {
  localStorage.setItem(DIGITS_KEY, digits);
  show(texts.language);
}

function show(language: Language) {
  document.documentElement.lang = HTML_LANG[language];
  // Dates and amounts first, so the screens the language change draws again already write them the new way.
  setReaderStyle(readerStyleOf(language));
  texts.setLanguage(language);
}
