import { consoleTexts } from '@/shared/i18n/i18n';

export const useSharpChangeTexts = consoleTexts(
  'protection',
  {
    title: 'Play changes',
    intro:
      'Players whose deposits or net losses of the last 7 days are at least three times their usual week (the 4 weeks before) and at least 50,000 Ks. Look at each one: a phone call, a lower limit, or nothing.',
    player: 'Player',
    deposits_last_7_days: 'Deposits, last 7 days',
    deposits_usual_week: 'Deposits, usual week',
    loss_last_7_days: 'Net loss, last 7 days',
    loss_usual_week: 'Net loss, usual week',
  },
  {
    title: 'ကစားပုံ ပြောင်းလဲမှုများ',
    intro:
      'နောက်ဆုံး ၇ ရက်အတွင်း ငွေသွင်းမှု (သို့) အသားတင်အရှုံးသည် ပုံမှန်တစ်ပတ် (ယခင် ၄ ပတ်) ၏ သုံးဆနှင့်အထက်၊ ကျပ် ၅၀,၀၀၀ နှင့်အထက် ရှိသော ကစားသမားများ။ တစ်ဦးချင်း စစ်ဆေးပါ။',
    player: 'ကစားသမား',
    deposits_last_7_days: 'ငွေသွင်း၊ နောက်ဆုံး ၇ ရက်',
    deposits_usual_week: 'ငွေသွင်း၊ ပုံမှန်တစ်ပတ်',
    loss_last_7_days: 'အသားတင်အရှုံး၊ နောက်ဆုံး ၇ ရက်',
    loss_usual_week: 'အသားတင်အရှုံး၊ ပုံမှန်တစ်ပတ်',
  },
);
