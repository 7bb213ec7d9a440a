import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts of /ranking. */
export const rankingMessages = defineMessages(
  {
    title: 'Ranking',
    winner_of_month: 'Winner of the Month',
    winner_pending: 'The winner will be announced soon. Keep playing!',
    today: 'Today',
    top_withdrawals: 'Top 10 Withdrawals',
    rank: 'Rank',
    player_id: 'Player ID',
    amount: 'Amount',
  },
  {
    mm: {
      title: 'အဆင့်သတ်မှတ်ချက်',
      winner_of_month: 'လ၏ ဆုရှင်',
      winner_pending: 'ဆုရှင်ကို မကြာမီ ကြေညာပါမည်။ ဆက်လက် ကစားပါ။',
      today: 'ယနေ့',
      top_withdrawals: 'ငွေထုတ်ယူမှု ထိပ်တန်း ၁၀ ဦး',
      rank: 'အဆင့်',
      player_id: 'ကစားသမား ID',
      amount: 'ပမာဏ',
    },
    zh: {
      title: '排行榜',
      winner_of_month: '本月赢家',
      winner_pending: '赢家即将揭晓，继续加油！',
      today: '今日',
      top_withdrawals: '提款前十名',
      rank: '排名',
      player_id: '玩家 ID',
      amount: '金额',
    },
    th: {
      title: 'อันดับ',
      winner_of_month: 'ผู้ชนะประจำเดือน',
      winner_pending: 'จะประกาศผู้ชนะเร็ว ๆ นี้ เล่นต่อไปนะ!',
      today: 'วันนี้',
      top_withdrawals: '10 อันดับการถอนสูงสุด',
      rank: 'อันดับ',
      player_id: 'ไอดีผู้เล่น',
      amount: 'จำนวนเงิน',
    },
  },
);

export const useRankingTexts = featureTexts('ranking', rankingMessages);
