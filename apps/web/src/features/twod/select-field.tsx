import { useId } from 'react';

/**
 * A labelled drop-down of a 2D screen (the closing time, the winners' session). Its choice shows on one line only,
 * so its text is small enough for a whole Burmese day and time on a 320 px phone.
 */
export function SelectField<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-white/80">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className="w-full rounded-lg border border-amber-400/30 bg-black/40 px-3 py-2.5 text-sm text-white outline-none focus:border-brand"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} className="bg-[#2a1c05]">
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
