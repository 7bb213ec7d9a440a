import { consoleTexts } from '@/shared/i18n/i18n';

export const useLoginTexts = consoleTexts(
  'login',
  {
    title: 'Sign in to the console',
    user_name: 'User name',
    password: 'Password',
    sign_in: 'Sign in',
    network: 'The server cannot be reached.',
    verify_title: 'Confirm it is you',
    verify_intro: 'Signed in as {{name}}. Finish with your second factor.',
    enrol_title: 'Set up your second factor',
    enrol_intro: 'Signed in as {{name}}. Your account needs a second factor before the console opens.',
    other_account: 'Sign in as someone else',
    checking_device: 'Checking your device…',
  },
  {
    title: 'ထိန်းချုပ်ခန်းသို့ ဝင်ရန်',
    user_name: 'အသုံးပြုသူအမည်',
    password: 'စကားဝှက်',
    sign_in: 'ဝင်မည်',
    network: 'ဆာဗာသို့ ဆက်သွယ်၍ မရပါ။',
    verify_title: 'သင်ဖြစ်ကြောင်း အတည်ပြုပါ',
    verify_intro: '{{name}} အဖြစ် ဝင်ထားသည်။ သင်၏ ဒုတိယ အတည်ပြုနည်းဖြင့် အဆုံးသတ်ပါ။',
    enrol_title: 'ဒုတိယ အတည်ပြုနည်း သတ်မှတ်ရန်',
    enrol_intro: '{{name}} အဖြစ် ဝင်ထားသည်။ ထိန်းချုပ်ခန်း မဖွင့်မီ သင့်အကောင့်တွင် ဒုတိယ အတည်ပြုနည်း ရှိရပါမည်။',
    other_account: 'အခြားအကောင့်ဖြင့် ဝင်မည်',
    checking_device: 'သင့်စက်ကို စစ်ဆေးနေပါသည်…',
  },
);
