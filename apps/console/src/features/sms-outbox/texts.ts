import { consoleTexts } from '@/shared/i18n/i18n';

export const useOutboxTexts = consoleTexts(
  'sms_outbox',
  {
    title: 'SMS outbox',
    help: 'Development only: the text messages this server would have sent, newest first. Nothing here reached a phone.',
    off: 'This server sends text messages through its SMS gateway (or not at all): there is no outbox.',
    empty: 'No text message yet.',
    to: 'To {{phone}}',
    reset_code: 'Password reset code',
    staff_link: 'Set-up link',
    phone_changed: 'Phone changed',
  },
  {
    title: 'SMS ထွက်စာပုံး',
    help: 'ဖွံ့ဖြိုးရေးအတွက်သာ: ဤဆာဗာက ပို့မည့် စာတိုများ၊ အသစ်ဆုံး အရင်။ ဤနေရာရှိ မည်သည့်စာမျှ ဖုန်းသို့ မရောက်ပါ။',
    off: 'ဤဆာဗာသည် စာတိုများကို SMS gateway မှတစ်ဆင့် ပို့သည် (သို့မဟုတ် လုံးဝမပို့ပါ)။ ထွက်စာပုံး မရှိပါ။',
    empty: 'စာတို မရှိသေးပါ။',
    to: '{{phone}} သို့',
    reset_code: 'စကားဝှက် ပြန်သတ်မှတ်ရေး ကုဒ်',
    staff_link: 'သတ်မှတ်ရေး လင့်ခ်',
    phone_changed: 'ဖုန်း ပြောင်းလဲမှု',
  },
);
