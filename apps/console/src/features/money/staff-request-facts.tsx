import type { StaffRequestRow, StaffRulesFields } from '@zeya/contract/staff-requests';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { Link } from 'react-router';
import { useAccountNames, useRulesInForce } from './api';
import { useStaffRequestTexts } from './staff-request-texts';

/** The rules in the order the rules form shows them. */
const RULES: (keyof StaffRulesFields)[] = [
  'deposit_above',
  'withdrawal_above',
  'adjustment_above',
  'commission_above',
  'offer_above',
  'free_credit_min_wagering',
  'commission_max_ngr_percent',
  'commission_max_turnover_percent',
];

/** A payload's field as text: requests carry what the asker gave, so anything else shows as nothing. */
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

const signedKs = (kyat: number) => `${kyat > 0 ? '+' : '−'}${formatKs(Math.abs(kyat))}`;

/** Money a request moves: signed for an adjustment (either way), the most one claim pays for a promotion. */
function amountOf(row: StaffRequestRow, unbounded: string) {
  if (row.amount === null) return unbounded;
  return row.kind === 'player.adjust' || row.kind === 'agent.float'
    ? signedKs(row.amount)
    : formatKs(row.amount);
}

function ruleValue(rule: keyof StaffRulesFields, value: unknown) {
  if (typeof value !== 'number') return '—';
  if (rule === 'free_credit_min_wagering') return `×${value}`;
  if (rule.endsWith('_percent')) return `${value} %`;
  return formatKs(value);
}

/**
 * A request in a sentence: what approving it does, with the facts a second person checks (whose account, where a
 * link goes, how much). Accounts named by id get their user name when the list of console users is at hand.
 */
export function useDescribeRequest() {
  const { t, exists } = useStaffRequestTexts();
  const names = useAccountNames().data;
  return (row: StaffRequestRow): string => {
    if (!exists(row.kind)) return t('unknown', { kind: row.kind });
    const payload = row.payload;
    const userId = Number(payload.user_id);
    const sentence = t(row.kind, {
      user: names?.get(userId) ?? t('account', { id: userId }),
      user_name: text(payload.user_name),
      name: text(payload.name),
      role: t(text(payload.role)),
      phone: text(payload.phone) || t('account_phone'),
      account: t(text(payload.account)),
      player: text(payload.player_id),
      agent: text(payload.agent_id),
      offer: text(payload.offer_id),
      amount: amountOf(row, t('no_cap')),
      percent: typeof payload.percent_bp === 'number' ? payload.percent_bp / 100 : '',
      basis: t(text(payload.basis)),
      period: t(text(payload.period)),
      to_agent:
        typeof payload.agent_id === 'number' ? t('to_agent', { id: payload.agent_id }) : t('to_house'),
    });
    return payload.carry_forward === true ? sentence + t('carry_forward') : sentence;
  };
}

/** A change of the approval rules: each rule it changes, from the value in force to the new one. */
function RuleChanges({ next }: { next: Record<string, unknown> }) {
  const { t } = useStaffRequestTexts();
  const now = useRulesInForce().data;
  const changed = RULES.filter((rule) => !now || now[rule] !== next[rule]);
  if (changed.length === 0) return <p className="text-xs text-stone-600">{t('no_rule_change')}</p>;
  return (
    <ul className="list-disc pl-5 text-xs">
      {changed.map((rule) => (
        <li key={rule}>
          {t('rule_change', {
            rule: t(rule),
            now: now ? ruleValue(rule, now[rule]) : '…',
            next: ruleValue(rule, next[rule]),
          })}
        </li>
      ))}
    </ul>
  );
}

/** A request's sentence, the rules it changes, the player or agent it is about, and the asker's reason. */
export function RequestFacts({ row }: { row: StaffRequestRow }) {
  const { t } = useStaffRequestTexts();
  const describe = useDescribeRequest();
  const target =
    row.target_type === 'player' || row.target_type === 'agent'
      ? { to: `/${row.target_type}s/${row.target_id}`, label: t(`open_${row.target_type}`) }
      : null;
  const linkSent = text(row.result?.link_sent_to);
  return (
    <div className="grid gap-1">
      <span className="font-medium text-stone-900">{describe(row)}</span>
      {row.kind === 'staff_rules.change' && <RuleChanges next={row.payload} />}
      {target && (
        <Link to={target.to} className="text-xs text-stone-700 underline">
          {target.label}
        </Link>
      )}
      <span className="text-xs text-stone-700">{t('reason', { reason: row.reason })}</span>
      {linkSent && <span className="text-xs text-stone-600">{t('link_sent', { phone: linkSent })}</span>}
    </div>
  );
}
