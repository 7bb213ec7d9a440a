import { showToast } from '@/shared/ui/toast';
import type { RequestEvent } from '@zeya/contract/events';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** What the player is told when staff decide one of their deposits or withdrawals, wherever they are on the site. */
const requestNewsMessages = defineMessages(
  {
    deposit_approved: 'Deposit of {{amount}} approved',
    deposit_rejected: 'Deposit of {{amount}} rejected',
    deposit_rejected_reason: 'Deposit of {{amount}} rejected: {{reason}}',
    withdrawal_approved: 'Withdrawal of {{amount}} approved',
    withdrawal_rejected: 'Withdrawal of {{amount}} rejected',
    withdrawal_rejected_reason: 'Withdrawal of {{amount}} rejected: {{reason}}',
  },
  {
    mm: {
      deposit_approved: 'ငွေသွင်း {{amount}} ကို အတည်ပြုပြီးပါပြီ',
      deposit_rejected: 'ငွေသွင်း {{amount}} ကို ငြင်းပယ်လိုက်ပါသည်',
      deposit_rejected_reason: 'ငွေသွင်း {{amount}} ကို ငြင်းပယ်လိုက်ပါသည်- {{reason}}',
      withdrawal_approved: 'ငွေထုတ် {{amount}} ကို အတည်ပြုပြီးပါပြီ',
      withdrawal_rejected: 'ငွေထုတ် {{amount}} ကို ငြင်းပယ်လိုက်ပါသည်',
      withdrawal_rejected_reason: 'ငွေထုတ် {{amount}} ကို ငြင်းပယ်လိုက်ပါသည်- {{reason}}',
    },
    zh: {
      deposit_approved: '存款 {{amount}} 已批准',
      deposit_rejected: '存款 {{amount}} 已被拒绝',
      deposit_rejected_reason: '存款 {{amount}} 已被拒绝：{{reason}}',
      withdrawal_approved: '提款 {{amount}} 已批准',
      withdrawal_rejected: '提款 {{amount}} 已被拒绝',
      withdrawal_rejected_reason: '提款 {{amount}} 已被拒绝：{{reason}}',
    },
    th: {
      deposit_approved: 'อนุมัติการฝาก {{amount}} แล้ว',
      deposit_rejected: 'การฝาก {{amount}} ถูกปฏิเสธ',
      deposit_rejected_reason: 'การฝาก {{amount}} ถูกปฏิเสธ: {{reason}}',
      withdrawal_approved: 'อนุมัติการถอน {{amount}} แล้ว',
      withdrawal_rejected: 'การถอน {{amount}} ถูกปฏิเสธ',
      withdrawal_rejected_reason: 'การถอน {{amount}} ถูกปฏิเสธ: {{reason}}',
    },
  },
);

export const useRequestNewsTexts = featureTexts('requestNews', requestNewsMessages);

type Translate = ReturnType<typeof useRequestNewsTexts>['t'];

/** The sentence for a decision: what, how much, and the operator's reason when they gave one. */
export function requestNewsText(event: RequestEvent, t: Translate): string {
  const reason = event.status === 'rejected' && event.reason ? '_reason' : '';
  return t(`${event.kind}_${event.status}${reason}`, {
    amount: formatKs(event.amount),
    reason: event.reason ?? '',
  });
}

/**
 * Shown as a status, not an alert: the news is good or expected, and a screen reader reads it without cutting in.
 * A rejection stays longer, since its reason is worth reading.
 */
export function showRequestNews(event: RequestEvent, t: Translate) {
  const text = requestNewsText(event, t);
  const options = { role: 'status', autoClose: event.status === 'approved' ? 6_000 : 12_000 } as const;
  showToast(event.status === 'approved' ? 'success' : 'warn', text, options);
}
