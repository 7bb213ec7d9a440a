import { useState } from 'react';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field } from '@/shared/ui/field';
import { useCatalogueTexts } from './texts';

/** A catalogue image as players see it, small. */
export function Thumbnail({ src, alt }: { src: string; alt: string }) {
  if (!src) return <span className="text-stone-600">—</span>;
  return <img src={src} alt={alt} className="h-10 w-16 rounded border border-stone-200 object-contain" />;
}

/** Enable / disable a row: the question says what players will see. */
export function EnableButton({
  name,
  enabled,
  onToggle,
}: {
  name: string;
  enabled: boolean;
  onToggle: (enabled: boolean) => Promise<unknown>;
}) {
  const { t } = useCatalogueTexts();
  return (
    <ConfirmButton
      look={enabled ? 'danger' : 'secondary'}
      label={t(enabled ? 'disable' : 'enable')}
      question={t(enabled ? 'disable_question' : 'enable_question', { name })}
      onConfirm={() => onToggle(!enabled)}
    />
  );
}

/** A new display order for a row, typed in the confirmation dialog. */
export function OrderButton({
  name,
  order,
  onSave,
}: {
  name: string;
  order: number;
  onSave: (order: number) => Promise<unknown>;
}) {
  const { t } = useCatalogueTexts();
  const [value, setValue] = useState(String(order));
  return (
    <ConfirmButton
      look="secondary"
      label={`${t('order')}: ${order}`}
      question={t('edit_question', { name })}
      canConfirm={/^-?\d+$/.test(value.trim())}
      onConfirm={() => onSave(Number(value))}
    >
      <Field
        label={t('order')}
        type="number"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
    </ConfirmButton>
  );
}

/** Replaces a row's image: the file goes as multipart; the server checks its type and size and resizes it. */
export function ImageButton({
  name,
  onUpload,
}: {
  name: string;
  onUpload: (form: FormData) => Promise<unknown>;
}) {
  const { t } = useCatalogueTexts();
  const [file, setFile] = useState<File | null>(null);
  const upload = () => {
    const form = new FormData();
    form.set('image', file!);
    return onUpload(form);
  };
  return (
    <ConfirmButton
      look="secondary"
      label={t('upload')}
      question={t('upload_question', { name })}
      canConfirm={file !== null}
      onConfirm={upload}
    >
      <Field
        label={t('file')}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
    </ConfirmButton>
  );
}
