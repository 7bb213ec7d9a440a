import { PLAYER_LIMITS, SELF_EXCLUSIONS, TIMEOUTS } from '@zeya/contract/constants';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { readableIfInstant } from '@zeya/ui-kit/format-date';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { formatTime } from '@/shared/format';
import { isAdmin } from '@/shared/session';
import { DataTable } from '@/shared/ui/data-table';
import { Field, SelectField } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { ReasonConfirmButton } from '@/shared/ui/reason-confirm';
import { lengthenBreak, lowerLimit, protectionKey, usePlayerProtection } from './api';
import { useProtectionTexts } from './protection-texts';

const kyatOrNone = (kyat: number | null, none: string) => (kyat === null ? none : formatKs(kyat));
const LENGTHS = [...Object.keys(TIMEOUTS), ...Object.keys(SELF_EXCLUSIONS)];
const LIMITS: readonly string[] = PLAYER_LIMITS;

/**
 * A change as "field: value" parts, limits in kyat (the history keeps them in kyat) and none where removed, a break's
 * end in Myanmar time.
 */
function detailOf(after: unknown, none: string): string {
  return Object.entries((after ?? {}) as Record<string, unknown>)
    .map(([key, value]) => {
      if (!LIMITS.includes(key)) return `${key}: ${readableIfInstant(String(value))}`;
      return `${key}: ${typeof value === 'number' ? formatKs(value) : none}`;
    })
    .join(', ');
}

/** Staff may only tighten: a lower limit with a reason. */
function LowerLimit({ id }: { id: number }) {
  const { t } = useProtectionTexts();
  const { run, errors } = useConsoleAction(protectionKey(id));
  const [limit, setLimit] = useState<string>('loss_day');
  const [amount, setAmount] = useState('');
  return (
    <ReasonConfirmButton
      look="secondary"
      label={t('lower_limit')}
      question={t('lower_question')}
      errors={errors.reason}
      onConfirm={(reason) => lowerLimit(run, id, { limit, amount, reason })}
    >
      <SelectField
        label={t('limit')}
        value={limit}
        onChange={(event) => setLimit(event.target.value)}
        options={PLAYER_LIMITS.map((value) => ({ value, label: t(value) }))}
      />
      <Field
        label={t('amount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        errors={errors.amount}
      />
    </ReasonConfirmButton>
  );
}

/** Admins only, and only longer than the break in force. */
function LengthenBreak({ id, kind }: { id: number; kind: string }) {
  const { t } = useProtectionTexts();
  const { run, errors } = useConsoleAction(protectionKey(id));
  const [length, setLength] = useState(kind === 'timeout' ? '7d' : '1y');
  return (
    <ReasonConfirmButton
      look="danger"
      label={t('lengthen')}
      question={t('lengthen_question')}
      errors={errors.reason ?? errors.length}
      onConfirm={(reason) =>
        lengthenBreak(run, id, { kind: length in TIMEOUTS ? 'timeout' : 'self_exclusion', length, reason })
      }
    >
      <SelectField
        label={t('length')}
        value={length}
        onChange={(event) => setLength(event.target.value)}
        options={LENGTHS.map((value) => ({ value, label: t(`length_${value}`) }))}
      />
    </ReasonConfirmButton>
  );
}

/** A player's limits, break and reality check as the player set them, and every change with who made it. */
export function ProtectionPanel({ id }: { id: number }) {
  const { t } = useProtectionTexts();
  const query = usePlayerProtection(id);
  return (
    <QueryView query={query}>
      {({ state, history }) => (
        <div className="grid gap-4">
          <p data-testid="protection-break" className="text-sm text-stone-800">
            {state.exclusion
              ? t(`state_${state.exclusion.kind}`, { until: formatTime(state.exclusion.until) })
              : t('no_break')}
            {' · '}
            {t('reality_check', { minutes: state.reality_check_minutes || t('off') })}
          </p>
          <DataTable
            rows={state.limits}
            rowKey={(row) => row.limit}
            columns={[
              { key: 'limit', header: t('limit'), cell: (row) => t(row.limit) },
              {
                key: 'value',
                header: t('value'),
                align: 'right',
                cell: (row) => kyatOrNone(row.value, t('none')),
              },
              { key: 'used', header: t('used'), align: 'right', cell: (row) => kyatOrNone(row.used, '—') },
              {
                key: 'pending',
                header: t('pending'),
                cell: (row) =>
                  row.pending
                    ? `${kyatOrNone(row.pending.value, t('none'))} (${formatTime(row.pending.confirmable_at)})`
                    : '—',
              },
            ]}
          />
          <div className="flex flex-wrap gap-2">
            <LowerLimit id={id} />
            {isAdmin() && state.exclusion && state.exclusion.kind !== 'closed' && (
              <LengthenBreak id={id} kind={state.exclusion.kind} />
            )}
          </div>
          <h3 className="font-semibold text-stone-900">{t('history')}</h3>
          <DataTable
            rows={history}
            rowKey={(row) => row.id}
            columns={[
              { key: 'at', header: t('time'), cell: (row) => formatTime(row.at) },
              { key: 'change', header: t('change'), cell: (row) => row.change },
              { key: 'actor', header: t('by'), cell: (row) => row.actor },
              { key: 'after', header: t('detail'), cell: (row) => detailOf(row.after, t('none')) },
            ]}
          />
        </div>
      )}
    </QueryView>
  );
}
