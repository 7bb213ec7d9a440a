import type { Language } from '@zeya/contract/constants';

/** The demo table's words, in the language the browser asks for (its Accept-Language). */
export interface TableWords {
  demo: string;
  balance: string;
  stake: string;
  deal: string;
  won: string;
  lost: string;
  tie: string;
  noSeat: string;
  belowStake: string;
  back: string;
}

export const TABLE_WORDS: Record<Language, TableWords> = {
  en: {
    demo: 'Demo Shan provider: a made-up table, real signed balance callbacks',
    balance: 'Balance',
    stake: 'Stake',
    deal: 'Deal',
    won: 'You won',
    lost: 'You lost',
    tie: 'Tie',
    noSeat: 'Open the game from the site again',
    belowStake: 'Balance below the stake',
    back: 'Back to Zeya',
  },
  mm: {
    demo: 'စမ်းသပ် ရှမ်းဂိမ်း ပံ့ပိုးသူ- စားပွဲအတု၊ လက်မှတ်ထိုးထားသော လက်ကျန် callback အစစ်',
    balance: 'လက်ကျန်',
    stake: 'လောင်းကြေး',
    deal: 'ဖဲဝေမည်',
    won: 'သင်နိုင်သည်',
    lost: 'သင်ရှုံးသည်',
    tie: 'သရေ',
    noSeat: 'ဂိမ်းကို ဆိုက်မှ ပြန်ဖွင့်ပါ',
    belowStake: 'လက်ကျန်သည် လောင်းကြေးထက် နည်းနေသည်',
    back: 'Zeya သို့ ပြန်သွားရန်',
  },
  zh: {
    demo: '演示 Shan 供应商：虚构的牌桌，真实的签名余额回调',
    balance: '余额',
    stake: '投注',
    deal: '发牌',
    won: '您赢了',
    lost: '您输了',
    tie: '平局',
    noSeat: '请从网站重新打开游戏',
    belowStake: '余额低于投注额',
    back: '返回 Zeya',
  },
  th: {
    demo: 'ผู้ให้บริการ Shan สาธิต: โต๊ะสมมติ การเรียกยอดเงินที่ลงนามจริง',
    balance: 'ยอดเงิน',
    stake: 'เดิมพัน',
    deal: 'แจกไพ่',
    won: 'คุณชนะ',
    lost: 'คุณแพ้',
    tie: 'เสมอ',
    noSeat: 'เปิดเกมจากเว็บไซต์อีกครั้ง',
    belowStake: 'ยอดเงินต่ำกว่าเดิมพัน',
    back: 'กลับไป Zeya',
  },
};
