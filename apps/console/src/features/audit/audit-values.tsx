import { readableIfInstant } from '@zeya/ui-kit/format-date';
import { formatKs } from '@zeya/ui-kit/format-ks';

/**
 * Which fields of an action's before / after are money, and in which unit the record keeps them. The audit chain
 * stores what each action wrote (its hash covers those exact values), so ledger amounts stay in pya there while
 * settings keep the kyat the operator typed; the console shows both as kyat.
 */
const MONEY_FIELDS: { action: RegExp; pya?: string[]; kyat?: string[] }[] = [
  { action: /^player\.adjust$/, pya: ['main', 'game', 'amount'] },
  { action: /^(deposit|withdrawal)\./, pya: ['amount'] },
  { action: /^twod\.(settle|void)$/, pya: ['staked', 'paid'] },
  { action: /^twod\.settings$/, kyat: ['break_limit', 'player_limit'] },
  {
    action: /^protection\./,
    kyat: ['deposit_day', 'deposit_week', 'deposit_month', 'loss_day', 'loss_week', 'loss_month', 'bet'],
  },
];

type Unit = 'pya' | 'kyat';

function moneyUnits(action: string): Map<string, Unit> {
  const units = new Map<string, Unit>();
  for (const rule of MONEY_FIELDS.filter((entry) => entry.action.test(action))) {
    rule.pya?.forEach((key) => units.set(key, 'pya'));
    rule.kyat?.forEach((key) => units.set(key, 'kyat'));
  }
  return units;
}

/**
 * One recorded value as an operator reads it: money in kyat, instants in Myanmar time (never the ISO text the record
 * keeps), lists joined, anything nested as compact JSON.
 */
export function readableValue(value: unknown, unit?: Unit): string {
  if (value === null || value === undefined || value === '') return '—';
  if (unit && typeof value === 'number') return formatKs(unit === 'pya' ? value / 100 : value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object'))
    return value.length ? value.join(', ') : '—';
  if (typeof value === 'object')
    return JSON.stringify(value, (_, item: unknown) =>
      typeof item === 'string' ? readableIfInstant(item) : item,
    );
  return typeof value === 'string' ? readableIfInstant(value) : String(value);
}

/** before / after of an audit record as "field: value" lines, money in kyat; '—' when the record has none. */
export function AuditValues({ action, value }: { action: string; value: unknown }) {
  if (value === null || value === undefined) return <span className="text-stone-600">—</span>;
  if (typeof value !== 'object' || Array.isArray(value))
    return <span className="break-words">{readableValue(value)}</span>;
  const units = moneyUnits(action);
  return (
    <dl className="grid max-w-xs grid-cols-[auto_1fr] gap-x-2 text-xs">
      {Object.entries(value).map(([key, field]) => (
        <div key={key} className="contents">
          <dt className="text-stone-600">{key.replaceAll('_', ' ')}</dt>
          <dd className="break-all tabular-nums text-stone-900">{readableValue(field, units.get(key))}</dd>
        </div>
      ))}
    </dl>
  );
}
