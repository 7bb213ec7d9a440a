import type { Language } from '@zeya/contract/constants';

/** The column of a text's version in a language: `title` is the English, `titleMm` the Burmese... */
const SUFFIX: Record<Language, string> = { en: '', mm: 'Mm', zh: 'Zh', th: 'Th' };

type Texts<F extends string> = Record<F, string> & { lang: Language; fallback: boolean };

/**
 * A content item's texts in the player's language when each of them is written in it; otherwise all of them in
 * English with `fallback`, so one item never mixes two languages and the site can mark the English as English.
 */
export function inLanguage<F extends string>(
  row: Record<F, string> & Record<string, unknown>,
  fields: readonly F[],
  language: Language,
): Texts<F> {
  const version = (field: F, lang: Language) => String(row[`${field}${SUFFIX[lang]}`] ?? '').trim();
  const written = fields.every((field) => version(field, language) !== '');
  const lang = written ? language : 'en';
  const texts = Object.fromEntries(fields.map((field) => [field, version(field, lang)]));
  return { ...(texts as Record<F, string>), lang, fallback: lang !== language };
}
