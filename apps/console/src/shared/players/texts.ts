import { consoleTexts } from '@/shared/i18n/i18n';

export const usePlayerColumnTexts = consoleTexts(
  'player-columns',
  {
    user_name: 'User name',
    name: 'Name',
    phone: 'Phone',
    status: 'Status',
    active: 'Active',
    banned: 'Banned',
    main: 'Main',
    game: 'Game',
    hold: 'Withdrawal hold',
    debt: 'Debt',
    joined: 'Joined',
  },
  {
    user_name: 'အသုံးပြုသူအမည်',
    name: 'အမည်',
    phone: 'ဖုန်း',
    status: 'အခြေအနေ',
    active: 'အသုံးပြုနေသည်',
    banned: 'ပိတ်ပင်ထားသည်',
    main: 'ပင်မ',
    game: 'ဂိမ်း',
    hold: 'ငွေထုတ်ရန် ထိန်းထားငွေ',
    debt: 'အကြွေး',
    joined: 'စာရင်းသွင်းသည့်ရက်',
  },
);
