import { TextStore, useTexts } from '@zeya/ui-kit/texts';

/** The console speaks English and Burmese (DESIGN section 8). */
export const CONSOLE_LANGUAGES = ['en', 'mm'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

const LANGUAGE_KEY = 'zeya.console.language';

export function storedLanguage(): ConsoleLanguage {
  return localStorage.getItem(LANGUAGE_KEY) === 'mm' ? 'mm' : 'en';
}

const texts = new TextStore<ConsoleLanguage>('en', storedLanguage());

export function chooseLanguage(language: ConsoleLanguage) {
  localStorage.setItem(LANGUAGE_KEY, language);
  show(language);
}

function show(language: ConsoleLanguage) {
  document.documentElement.lang = language === 'mm' ? 'my' : 'en';
  texts.setLanguage(language);
}

/**
 * A screen's texts, in both languages (the compiler checks Burmese has every English key), registered when the
 * screen's module loads; returns the hook that reads them.
 */
export function consoleTexts<K extends string>(
  namespace: string,
  en: Record<K, string>,
  mm: Record<K, string>,
) {
  texts.add(namespace, { en, mm });
  return () => useTexts(texts, namespace);
}

export function setupI18n() {
  show(storedLanguage());
}
