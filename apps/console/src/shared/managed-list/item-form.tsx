import { useRef, useState } from 'react';
import { Button } from '@/shared/ui/button';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field, SelectField, TextAreaField } from '@/shared/ui/field';
import { CONTENT_LANGUAGES, fieldOf, LanguageFields } from '@/shared/ui/language-fields';
import type { ManagedRow } from './api';
import { MediaPreview } from './media-preview';
import { itemName, type ManagedListSpec } from './spec';
import { useManagedTexts } from './texts';

const ACCEPT = { image: 'image/jpeg,image/png,image/webp', video: 'video/mp4,video/webm' };

/** A translated field's four texts in a row (empty for a new row). */
const languageValues = (row: ManagedRow | null, name: string) =>
  Object.fromEntries(
    CONTENT_LANGUAGES.map((language) => [language, String(row?.[fieldOf(name, language)] ?? '')]),
  ) as Record<(typeof CONTENT_LANGUAGES)[number], string>;

/**
 * A new row (row null) or an edit: its texts and its file go as one multipart form once the save is confirmed. The
 * form stays open with the server's messages under each field when the save is refused.
 */
export function ItemForm({
  spec,
  row,
  errors,
  onSave,
  onClose,
}: {
  spec: ManagedListSpec;
  row: ManagedRow | null;
  errors: Record<string, string[]>;
  onSave: (form: FormData) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useManagedTexts();
  const form = useRef<HTMLFormElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const item = row ? itemName(spec, row) : spec.noun;
  const title = row ? t('edit_title', { item }) : t('new_title', { item });
  // The chosen file is sent as chosen; with none, no empty file part goes (the server then keeps the current one).
  const formData = () => {
    const data = new FormData(form.current!);
    if (spec.media) data.delete(spec.media);
    if (spec.media && file) data.set(spec.media, file);
    return data;
  };
  return (
    <form
      ref={form}
      aria-label={title}
      onSubmit={(event) => event.preventDefault()}
      className="mb-4 grid max-w-2xl gap-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 className="font-semibold text-stone-900">{title}</h2>
      {spec.fields.map(({ name, label, multiline, options, translated }) => {
        if (translated)
          return (
            <LanguageFields
              key={name}
              label={label}
              multiline={multiline}
              nameOf={(language) => fieldOf(name, language)}
              defaultValues={languageValues(row, name)}
              errorsOf={(language) => errors[fieldOf(name, language)]}
            />
          );
        const props = { name, label, errors: errors[name], defaultValue: String(row?.[name] ?? '') };
        if (options) return <SelectField key={name} {...props} options={options} />;
        return multiline ? <TextAreaField key={name} {...props} /> : <Field key={name} {...props} />;
      })}
      {spec.media && (
        <div className="grid gap-2">
          {row && <MediaPreview url={row.media_url} kind={spec.media} alt={item} />}
          <Field
            label={t(spec.media)}
            name={spec.media}
            type="file"
            accept={ACCEPT[spec.media]}
            errors={errors[spec.media]}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p className="text-xs text-stone-600">
            {t(spec.media === 'image' ? 'image_hint' : 'video_hint')} {row && t('keep_file')}
          </p>
        </div>
      )}
      <div className="flex gap-2">
        <ConfirmButton
          label={t('save')}
          question={t('save_question', { item })}
          onConfirm={() => onSave(formData())}
        />
        <Button look="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </form>
  );
}
