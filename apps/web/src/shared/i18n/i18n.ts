import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@zeya/contract/constants';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGE_KEY, storedLanguage, type Messages } from '@/shared/i18n/define-messages';

const HTML_LANG: Record<Language, string> = { en: 'en', mm: 'my', zh: 'zh', th: 'th' };

/** Namespaces registered by feature modules as they load. */
const registered: Record<string, Messages> = {};

function addToI18next(namespace: string, messages: Messages) {
  for (const language of LANGUAGES)
    i18next.addResourceBundle(language, namespace, messages[language], true, true);
}

/**
 * A feature's texts travel with its code: the namespace is registered when the feature's module loads (a lazy route
 * loads it with its page), so the first route does not carry the texts of every screen.
 */
export function featureTexts(namespace: string, messages: Messages) {
  registered[namespace] = messages;
  if (i18next.isInitialized) addToI18next(namespace, messages);
  return () => useTranslation(namespace);
}

export function setupI18n(shellNamespaces: Record<string, Messages>) {
  const namespaces = { ...shellNamespaces, ...registered };
  const language = storedLanguage();
  const resources = Object.fromEntries(
    LANGUAGES.map((lng) => [
      lng,
      Object.fromEntries(Object.entries(namespaces).map(([ns, texts]) => [ns, texts[lng]])),
    ]),
  );
  void i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources,
    ns: Object.keys(namespaces),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = HTML_LANG[language];
}

export function setLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = HTML_LANG[language];
  void i18next.changeLanguage(language);
}
