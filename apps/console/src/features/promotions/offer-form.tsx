import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { Button } from '@/shared/ui/button';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field, SelectField } from '@/shared/ui/field';
import {
  CONTENT_LANGUAGES,
  LanguageFields,
  useLanguageLabel,
  type ContentLanguage,
} from '@/shared/ui/language-fields';
import { createOffer, OFFERS_KEY } from './api';
import { usePromotionTexts } from './texts';

type Texts = Record<ContentLanguage, string>;
const NO_TEXT: Texts = { en: '', mm: '', zh: '', th: '' };

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

type T = ReturnType<typeof usePromotionTexts>['t'];

/** The field a server message is about, by the label the form shows it under ("Title (Chinese)", "Amount (Ks)"). */
function useFieldLabel() {
  const { t } = usePromotionTexts();
  const languageLabel = useLanguageLabel();
  return (key: string) => {
    const [field, language] = key.split('.');
    if ((field === 'title' || field === 'terms') && CONTENT_LANGUAGES.includes(language as ContentLanguage))
      return languageLabel(t(field === 'title' ? 'offer_title' : 'offer_terms'), language as ContentLanguage);
    return key === 'reason' ? t('offer_reason') : t(key as Parameters<T>[0], { defaultValue: key });
  };
}

/** Why the server refused the save, one line per field, each naming its field: the form stays as typed. */
function Refusals({ errors }: { errors: Record<string, string[]> }) {
  const { t } = usePromotionTexts();
  const labelOf = useFieldLabel();
  const lines = Object.entries(errors).flatMap(([key, messages]) =>
    messages.map((message) => `${labelOf(key)}: ${message}`),
  );
  if (lines.length === 0) return null;
  return (
    <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
      <p className="font-medium">{t('not_saved')}</p>
      <ul className="list-disc pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A new promotion, written in the four languages side by side (only English is required: an empty one shows players
 * the English, marked). A refused save keeps everything typed and says, field by field, what to correct.
 */
function OfferForm({ onClose }: { onClose: () => void }) {
  const { t } = usePromotionTexts();
  const { run, errors } = useConsoleAction(OFFERS_KEY);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const set = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const setText = (key: 'title' | 'terms', language: ContentLanguage, value: string) =>
    setDraft((current) => ({ ...current, [key]: { ...current[key], [language]: value } }));
  const field = (key: keyof Draft, label: string, placeholder?: string) => (
    <Field
      label={label}
      placeholder={placeholder}
      value={draft[key] as string}
      onChange={(event) => set(key, event.target.value)}
      errors={errors[key]}
    />
  );
  const texts = (key: 'title' | 'terms') => (
    <LanguageFields
      label={t(key === 'title' ? 'offer_title' : 'offer_terms')}
      multiline={key === 'terms'}
      values={draft[key]}
      onChange={(language, value) => setText(key, language, value)}
      errorsOf={(language) => errors[`${key}.${language}`]}
    />
  );
  const save = async () => {
    if (await createOffer(run, bodyOf(draft))) onClose();
  };
  return (
    <form
      aria-label={t('create')}
      onSubmit={(event) => event.preventDefault()}
      className="grid max-w-4xl gap-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 className="font-semibold text-stone-900">{t('create')}</h2>
      <Refusals errors={errors} />
      <SelectField
        label={t('kind')}
        value={draft.kind}
        onChange={(event) => set('kind', event.target.value)}
        options={(['deposit_bonus', 'free_credit', 'cashback'] as const).map((kind) => ({
          value: kind,
          label: t(kind),
        }))}
        errors={errors.kind}
      />
      {texts('title')}
      {texts('terms')}
      <div className="grid gap-2 sm:grid-cols-2">
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
              errors={errors.recurrence}
            />
          </>
        )}
        {draft.kind === 'cashback' && (
          <SelectField
            label={t('pay_as')}
            value={draft.pay_as}
            onChange={(event) => set('pay_as', event.target.value)}
            options={['main', 'bonus'].map((value) => ({ value, label: t(value as 'main') }))}
            errors={errors.pay_as}
          />
        )}
        {field('wagering_multiple', t('wagering_multiple'), t('wagering_default'))}
        {field('expires_days', t('expires_days'))}
        {field('budget_day', t('budget_day'))}
        {field('budget_total', t('budget_total'))}
      </div>
      {field('reason', t('offer_reason'))}
      <div className="flex gap-2">
        <ConfirmButton label={t('save_offer')} question={t('create_question')} onConfirm={save} />
        <Button look="secondary" onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </form>
  );
}

/** "New promotion" opens the form in the page (not in a dialog), so a refusal never takes it away. */
export function CreateOffer() {
  const { t } = usePromotionTexts();
  const [open, setOpen] = useState(false);
  if (open) return <OfferForm onClose={() => setOpen(false)} />;
  return <Button onClick={() => setOpen(true)}>{t('create')}</Button>;
}
