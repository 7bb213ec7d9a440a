import { consoleTexts } from '@/shared/i18n/i18n';
import { Field, TextAreaField } from './field';

/** The player site's languages, English first: it is required, and what an empty one falls back to. */
export const CONTENT_LANGUAGES = ['en', 'mm', 'zh', 'th'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

const useLanguageTexts = consoleTexts(
  'languages',
  {
    en: 'English',
    mm: 'Burmese',
    zh: 'Chinese',
    th: 'Thai',
    label: '{{field}} ({{language}})',
    fallback_hint: 'A language left empty shows the English, marked as English.',
  },
  {
    en: 'အင်္ဂလိပ်',
    mm: 'မြန်မာ',
    zh: 'တရုတ်',
    th: 'ထိုင်း',
    label: '{{field}} ({{language}})',
    fallback_hint: 'ဗလာထားသော ဘာသာစကားတွင် အင်္ဂလိပ်စာကို အင်္ဂလိပ်ဟု မှတ်သား၍ ပြပါမည်။',
  },
);

/** The form field of a text's language: `title` is the English, `title_mm` the Burmese... */
export const fieldOf = (name: string, language: ContentLanguage) =>
  language === 'en' ? name : `${name}_${language}`;

/** A field's label with the language it is in, as the form and its messages name it: "Title (Chinese)". */
export function useLanguageLabel() {
  const { t } = useLanguageTexts();
  return (field: string, language: ContentLanguage) => t('label', { field, language: t(language) });
}

/**
 * One text in the four languages side by side (two columns on a narrow screen). Controlled (`values`, `onChange`) or
 * read by its form (`nameOf`, `defaultValues`); `errorsOf` puts the server's messages under each language's box.
 */
export function LanguageFields({
  label,
  multiline,
  values,
  defaultValues,
  nameOf,
  onChange,
  errorsOf,
}: {
  label: string;
  multiline?: boolean;
  values?: Record<ContentLanguage, string>;
  defaultValues?: Record<ContentLanguage, string>;
  nameOf?: (language: ContentLanguage) => string;
  onChange?: (language: ContentLanguage, value: string) => void;
  errorsOf: (language: ContentLanguage) => string[] | undefined;
}) {
  const { t } = useLanguageTexts();
  const labelOf = useLanguageLabel();
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-semibold text-stone-800">{label}</legend>
      <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
        {CONTENT_LANGUAGES.map((language) => {
          const props = {
            label: labelOf(label, language),
            name: nameOf?.(language),
            lang: language === 'mm' ? 'my' : language,
            errors: errorsOf(language),
            ...(values ? { value: values[language] } : { defaultValue: defaultValues?.[language] ?? '' }),
            ...(onChange
              ? { onChange: (event: { target: { value: string } }) => onChange(language, event.target.value) }
              : {}),
          };
          return multiline ? (
            <TextAreaField key={language} {...props} />
          ) : (
            <Field key={language} {...props} />
          );
        })}
      </div>
      <p className="text-xs text-stone-500">{t('fallback_hint')}</p>
    </fieldset>
  );
}
