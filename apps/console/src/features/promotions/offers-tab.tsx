import type { ConsoleOffer } from '@zeya/contract/promotions';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { isAdmin } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable, type Column } from '@/shared/ui/data-table';
import { Field, SelectField, TextAreaField } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { SecondPersonNote } from '@/shared/ui/second-person-note';
import { createOffer, OFFERS_KEY, setOfferActive, useOffers } from './api';
import { usePromotionTexts } from './texts';

const LANGUAGES = ['mm', 'en', 'zh', 'th'] as const;
type Texts = Record<(typeof LANGUAGES)[number], string>;
const NO_TEXT: Texts = { mm: '', en: '', zh: '', th: '' };

interface Draft {
  kind: 'deposit_bonus' | 'free_credit' | 'cashback';
  title: Texts;
  terms: Texts;
  percent: string;
  cap: string;
  min_deposit: string;
  amount: string;
  code: string;
  recurrence: string;
  pay_as: string;
  wagering_multiple: string;
  expires_days: string;
  budget_day: string;
  budget_total: string;
  reason: string;
}

const EMPTY: Draft = {
  kind: 'deposit_bonus',
  title: NO_TEXT,
  terms: NO_TEXT,
  percent: '',
  cap: '',
  min_deposit: '',
  amount: '',
  code: '',
  recurrence: 'once',
  pay_as: 'main',
  wagering_multiple: '',
  expires_days: '7',
  budget_day: '',
  budget_total: '',
  reason: '',
};

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
/** Left empty, the server's default: the least wagering the staff rules allow for the kind. */
const numberOrDefault = (text: string) => numberOrNull(text) ?? undefined;

/** The body the server reads: only the fields the kind uses, numbers as numbers. */
function bodyOf(draft: Draft) {
  const common = {
    kind: draft.kind,
    title: draft.title,
    terms: draft.terms,
    wagering_multiple: numberOrDefault(draft.wagering_multiple),
    expires_days: Number(draft.expires_days),
    budget_day: numberOrNull(draft.budget_day),
    budget_total: numberOrNull(draft.budget_total),
    reason: draft.reason.trim() || undefined,
  };
  if (draft.kind === 'free_credit')
    return {
      ...common,
      amount: numberOrNull(draft.amount),
      code: draft.code.trim() || null,
      recurrence: 'once',
    };
  if (draft.kind === 'cashback')
    return { ...common, percent: Number(draft.percent), cap: numberOrNull(draft.cap), pay_as: draft.pay_as };
  return {
    ...common,
    percent: Number(draft.percent),
    cap: numberOrNull(draft.cap),
    min_deposit: numberOrNull(draft.min_deposit),
    recurrence: draft.recurrence,
  };
}

function CreateOffer() {
  const { t } = usePromotionTexts();
  const { run, errors } = useConsoleAction(OFFERS_KEY);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const setText = (key: 'title' | 'terms', lang: keyof Texts, value: string) =>
    setDraft((current) => ({ ...current, [key]: { ...current[key], [lang]: value } }));
  const field = (key: keyof Draft, label: string, placeholder?: string) => (
    <Field
      label={label}
      placeholder={placeholder}
      value={draft[key] as string}
      onChange={(event) => set(key, event.target.value)}
      errors={errors[key]}
    />
  );
  const create = async () => {
    if (await createOffer(run, bodyOf(draft))) setDraft(EMPTY);
  };
  return (
    <ConfirmButton label={t('create')} question={t('create_question')} onConfirm={create}>
      <div className="grid max-h-[60vh] gap-2 overflow-y-auto">
        <SelectField
          label={t('kind')}
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value)}
          options={(['deposit_bonus', 'free_credit', 'cashback'] as const).map((kind) => ({
            value: kind,
            label: t(kind),
          }))}
        />
        {LANGUAGES.map((lang) => (
          <Field
            key={`title-${lang}`}
            label={t('title_lang', { lang })}
            value={draft.title[lang]}
            onChange={(event) => setText('title', lang, event.target.value)}
            errors={errors[`title.${lang}`]}
          />
        ))}
        {LANGUAGES.map((lang) => (
          <TextAreaField
            key={`terms-${lang}`}
            label={t('terms_lang', { lang })}
            value={draft.terms[lang]}
            onChange={(event) => setText('terms', lang, event.target.value)}
            errors={errors[`terms.${lang}`]}
          />
        ))}
        {draft.kind === 'free_credit' ? (
          <>
            {field('amount', t('amount'))}
            {field('code', t('code'))}
          </>
        ) : (
          <>
            {field('percent', t('percent'))}
            {field('cap', t('cap'))}
          </>
        )}
        {draft.kind === 'deposit_bonus' && (
          <>
            {field('min_deposit', t('min_deposit'))}
            <SelectField
              label={t('recurrence')}
              value={draft.recurrence}
              onChange={(event) => set('recurrence', event.target.value)}
              options={['once', 'day', 'week', 'month'].map((value) => ({
                value,
                label: t(value as 'once'),
              }))}
            />
          </>
        )}
        {draft.kind === 'cashback' && (
          <SelectField
            label={t('pay_as')}
            value={draft.pay_as}
            onChange={(event) => set('pay_as', event.target.value)}
            options={['main', 'bonus'].map((value) => ({ value, label: t(value as 'main') }))}
          />
        )}
        {field('wagering_multiple', t('wagering_multiple'), t('wagering_default'))}
        {field('expires_days', t('expires_days'))}
        {field('budget_day', t('budget_day'))}
        {field('budget_total', t('budget_total'))}
        {field('reason', t('offer_reason'))}
      </div>
    </ConfirmButton>
  );
}

function rulesOf(offer: ConsoleOffer, t: ReturnType<typeof usePromotionTexts>['t']) {
  const cap = offer.cap === null ? '' : ` ≤ ${formatKs(offer.cap)}`;
  if (offer.kind === 'free_credit')
    return `${formatKs(offer.amount)} ${offer.code ?? ''} x${offer.wagering_multiple}`;
  if (offer.kind === 'cashback') return `${offer.percent}%${cap} → ${t(offer.pay_as)}`;
  return `${offer.percent}%${cap}, ≥ ${formatKs(offer.min_deposit)}, ${t(offer.recurrence)}, x${offer.wagering_multiple}`;
}

/**
 * Stopping an offer is immediate. Starting one whose claims may pay more than the staff rule allows waits for a
 * second admin, who reads the reason given here; meanwhile the row says so instead of offering the button.
 */
function ToggleOffer({ offer }: { offer: ConsoleOffer }) {
  const { t } = usePromotionTexts();
  const { run, errors } = useConsoleAction(OFFERS_KEY);
  const [reason, setReason] = useState('');
  if (offer.awaiting_request_id !== null)
    return <SecondPersonNote requestId={offer.awaiting_request_id} admin />;
  return (
    <ConfirmButton
      look="secondary"
      label={offer.active ? t('deactivate') : t('activate')}
      question={t(offer.active ? 'deactivate_question' : 'activate_question')}
      onConfirm={async () => {
        if (await setOfferActive(run, offer.id, !offer.active, reason.trim() || undefined)) setReason('');
      }}
    >
      {!offer.active && (
        <Field
          label={t('offer_reason')}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          errors={errors.reason}
        />
      )}
    </ConfirmButton>
  );
}

/** What the offer paid against its budgets: today (Myanmar day) and in all. */
function Budget({ offer }: { offer: ConsoleOffer }) {
  const { t } = usePromotionTexts();
  return (
    <div className="grid gap-0.5 text-xs">
      <span>
        {t('budget_today', { paid: formatKs(offer.paid_today), budget: formatKs(offer.budget_day) })}
      </span>
      <span>{t('budget_all', { paid: formatKs(offer.paid), budget: formatKs(offer.budget_total) })}</span>
    </div>
  );
}

export function OffersTab() {
  const { t } = usePromotionTexts();
  const offers = useOffers();
  const columns: Column<ConsoleOffer>[] = [
    { key: 'title', header: t('title_lang', { lang: 'en' }), cell: (row) => row.title.en },
    { key: 'kind', header: t('kind'), cell: (row) => t(row.kind) },
    { key: 'rules', header: t('rules'), cell: (row) => rulesOf(row, t) },
    { key: 'claims', header: t('claims'), align: 'right', cell: (row) => row.claims },
    { key: 'budget', header: t('budget'), cell: (row) => <Budget offer={row} /> },
    { key: 'active', header: t('active'), cell: (row) => (row.active ? '✓' : '—') },
    { key: 'actions', header: '', cell: (row) => (isAdmin() ? <ToggleOffer offer={row} /> : null) },
  ];
  return (
    <div className="grid gap-3">
      {isAdmin() && (
        <div>
          <CreateOffer />
        </div>
      )}
      <QueryView query={offers}>
        {(rows) => <DataTable rows={rows} columns={columns} rowKey={(row) => row.id} />}
      </QueryView>
    </div>
  );
}
