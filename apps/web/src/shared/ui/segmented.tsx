/** A row of buttons of which one is pressed (aria-pressed), as a labelled group: a two-way switch. */
export function Segmented<V extends string>({
  label,
  options,
  value,
  onChange,
  className = '',
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`grid grid-cols-2 gap-1 rounded-full bg-black/40 p-1 ${className}`}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={`rounded-full px-3 py-2 text-sm font-semibold transition-colors ${
            value === option.value ? 'bg-brand text-ink' : 'text-white/70'
          }`}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
