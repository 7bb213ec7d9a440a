import type { ConsoleOffer } from '@zeya/contract/promotions';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { isAdmin } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable, type Column } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { SecondPersonNote } from '@/shared/ui/second-person-note';
import { OFFERS_KEY, setOfferActive, useOffers } from './api';
import { CreateOffer } from './offer-form';
import { usePromotionTexts } from './texts';

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
    { key: 'title', header: t('offer_title'), cell: (row) => row.title.en },
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
