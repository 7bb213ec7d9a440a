import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/** The console speaks English and Burmese (DESIGN section 8). */
export const CONSOLE_LANGUAGES = ['en', 'mm'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];
export type Texts<K extends string = string> = Record<ConsoleLanguage, Record<K, string>>;

const LANGUAGE_KEY = 'zeya.console.language';

export function storedLanguage(): ConsoleLanguage {
  return localStorage.getItem(LANGUAGE_KEY) === 'mm' ? 'mm' : 'en';
}

export function chooseLanguage(language: ConsoleLanguage) {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language === 'mm' ? 'my' : 'en';
  void i18next.changeLanguage(language);
}

const registered: Record<string, Texts> = {};

/**
 * A screen's texts, in both languages (the compiler checks Burmese has every English key), registered when the
 * screen's module loads; returns the hook that reads them.
 */
export function consoleTexts<K extends string>(
  namespace: string,
  en: Record<K, string>,
  mm: Record<K, string>,
) {
  registered[namespace] = { en, mm };
  if (i18next.isInitialized) {
    i18next.addResourceBundle('en', namespace, en, true, true);
    i18next.addResourceBundle('mm', namespace, mm, true, true);
  }
  return () => useTranslation(namespace);
}

export function setupI18n() {
  const language = storedLanguage();
  const resources = Object.fromEntries(
    CONSOLE_LANGUAGES.map((lng) => [
      lng,
      Object.fromEntries(Object.entries(registered).map(([ns, texts]) => [ns, texts[lng]])),
    ]),
  );
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = language === 'mm' ? 'my' : 'en';
}
