import { consoleTexts } from '@/shared/i18n/i18n';
import { ManagedList } from '@/shared/managed-list/managed-list';
import { isAdmin } from '@/shared/session';
import { PageHeader } from '@/shared/ui/page';
import { CHANNELS_PATH, useOwnerOptions } from './api';

const useTexts = consoleTexts(
  'channels',
  {
    title: 'Payment channels',
    channel: 'payment channel',
    payment_type: 'Bank or wallet',
    account_name: 'Account name',
    account_no: 'Account number',
    owner: 'Owner agent',
    house: 'The house',
    hint: "Players pay deposits into the shown accounts and pick them for withdrawals, in this order; a player with an agent sees only that agent's accounts. A channel that requests use cannot be deleted: hide it instead.",
  },
  {
    title: 'ငွေပေးချေမှု အကောင့်များ',
    channel: 'ငွေပေးချေမှု အကောင့်',
    payment_type: 'ဘဏ် သို့မဟုတ် ပိုက်ဆံအိတ်',
    account_name: 'အကောင့်အမည်',
    account_no: 'အကောင့်နံပါတ်',
    owner: 'ပိုင်ရှင် ကိုယ်စားလှယ်',
    house: 'ကုမ္ပဏီ',
    hint: 'ကစားသမားများသည် ပြထားသော အကောင့်များသို့ ငွေသွင်းပြီး ငွေထုတ်ရန်လည်း ဤအစီအစဉ်အတိုင်း ရွေးချယ်ပါသည်။ ကိုယ်စားလှယ်ရှိသော ကစားသမားသည် ထိုကိုယ်စားလှယ်၏ အကောင့်များကိုသာ မြင်ရပါသည်။ တောင်းဆိုမှုများ အသုံးပြုထားသော အကောင့်ကို ဖျက်၍မရပါ၊ ဝှက်ထားပါ။',
  },
);

/** The receiving accounts (KBZPay, WavePay...) players deposit into; only admins change them. */
export function ChannelsPage() {
  const { t } = useTexts();
  const owners = useOwnerOptions(t('house'));
  return (
    <>
      <PageHeader title={t('title')} />
      <ManagedList
        canChange={isAdmin()}
        spec={{
          path: CHANNELS_PATH,
          noun: t('channel'),
          fields: [
            { name: 'payment_type', label: t('payment_type') },
            { name: 'account_name', label: t('account_name') },
            { name: 'account_no', label: t('account_no') },
            // An agent's account: that agent's players pay into it, and its float moves their money.
            { name: 'agent_id', label: t('owner'), options: owners },
          ],
          media: 'image',
          title: (row) => `${String(row.payment_type)} ${String(row.account_no)}`,
          hint: t('hint'),
        }}
      />
    </>
  );
}
