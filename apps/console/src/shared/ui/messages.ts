import { consoleTexts } from '@/shared/i18n/i18n';

export const useUiTexts = consoleTexts(
  'ui',
  {
    loading: 'Loading…',
    failed: 'Could not load this. Try again.',
    retry: 'Retry',
    empty: 'Nothing here yet.',
    previous: 'Previous',
    next: 'Next',
    page_of: 'Page {{page}} of {{pages}} ({{total}} in all)',
    cancel: 'Cancel',
    confirm: 'Confirm',
    working: 'Working…',
    period_from: 'From',
    period_to: 'To',
  },
  {
    loading: 'ဖွင့်နေသည်…',
    failed: 'ဖွင့်၍ မရပါ။ ထပ်ကြိုးစားပါ။',
    retry: 'ထပ်ကြိုးစားမည်',
    empty: 'မရှိသေးပါ။',
    previous: 'ရှေ့သို့',
    next: 'နောက်သို့',
    page_of: 'စာမျက်နှာ {{page}} / {{pages}} (စုစုပေါင်း {{total}})',
    cancel: 'မလုပ်တော့ပါ',
    confirm: 'အတည်ပြုမည်',
    working: 'လုပ်ဆောင်နေသည်…',
    period_from: 'မှ',
    period_to: 'အထိ',
  },
);
