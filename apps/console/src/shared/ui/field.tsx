import { useId, type ComponentProps, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const INPUT =
  'rounded-md border border-stone-300 bg-white px-2.5 py-1.5 text-stone-900 focus:border-stone-600 focus:outline-none';

function FieldErrors({ errors }: { errors?: string[] }) {
  return errors?.map((error) => (
    <span key={error} className="text-xs text-red-700">
      {error}
    </span>
  ));
}

/**
 * A labelled input with the server's messages for its field (422) under it, and a hint (what the field needs) that
 * screen readers read with it.
 */
export function Field({
  label,
  errors,
  hint,
  ...props
}: ComponentProps<'input'> & { label: string; errors?: string[]; hint?: string }) {
  const hintId = useId();
  const field = (
    <label className="grid gap-1 text-sm">
      <span className="font-medium text-stone-700">{label}</span>
      <input className={INPUT} aria-describedby={hint ? hintId : undefined} {...props} />
      <FieldErrors errors={errors} />
    </label>
  );
  if (!hint) return field;
  // The hint sits beside the label, not in it, so the field's name stays the label (and its messages) alone.
  return (
    <div className="grid gap-1">
      {field}
      <span id={hintId} className="text-xs text-stone-500">
        {hint}
      </span>
    </div>
  );
}

/** Field for longer text: the same label and server messages around a textarea. */
export function TextAreaField({
  label,
  errors,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; errors?: string[] }) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="font-medium text-stone-700">{label}</span>
      <textarea className={INPUT} rows={3} {...props} />
      <FieldErrors errors={errors} />
    </label>
  );
}

export function SelectField({
  label,
  options,
  errors,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: { value: string; label: string }[];
  errors?: string[];
}) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="font-medium text-stone-700">{label}</span>
      <select className="rounded-md border border-stone-300 bg-white px-2.5 py-1.5 text-stone-900" {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors errors={errors} />
    </label>
  );
}
