import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';

/** A labelled input with the server's messages for its field (422) under it. */
export function Field({
  label,
  errors,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; errors?: string[] }) {
  return (
    <label className="grid gap-1 text-sm">
      <span className="font-medium text-stone-700">{label}</span>
      <input
        className="rounded-md border border-stone-300 bg-white px-2.5 py-1.5 text-stone-900 focus:border-stone-600 focus:outline-none"
        {...props}
      />
      {errors?.map((error) => (
        <span key={error} className="text-xs text-red-700">
          {error}
        </span>
      ))}
    </label>
  );
}

export function SelectField({
  label,
  options,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: { value: string; label: string }[] }) {
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
    </label>
  );
}
