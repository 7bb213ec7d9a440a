import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts of the /games screen. */
export const gamesMessages = defineMessages(
  {
    title: 'Games',
    sections: 'Game sections',
    all: 'All',
    hot: 'Hot',
    promotions: 'Promotions',
    mini_games: 'Mini Games',
    opens_new_tab: '(opens in a new tab)',
    view_games: 'View Games',
    table_games: 'Table Games',
    card_games: 'Card Games',
    bingo_games: 'Bingo Games',
  },
  {
    mm: {
      title: 'ဂိမ်းများ',
      sections: 'ဂိမ်းကဏ္ဍများ',
      all: 'အားလုံး',
      hot: 'လူကြိုက်များ',
      promotions: 'ပရိုမိုးရှင်းများ',
      mini_games: 'မီနီဂိမ်းများ',
      opens_new_tab: '(တဘ်အသစ်တွင် ဖွင့်မည်)',
      view_games: 'ဂိမ်းများ ကြည့်ရန်',
      table_games: 'စားပွဲဂိမ်းများ',
      card_games: 'ဖဲဂိမ်းများ',
      bingo_games: 'ဘင်ဂိုဂိမ်းများ',
    },
    zh: {
      title: '游戏',
      sections: '游戏分区',
      all: '全部',
      hot: '热门',
      promotions: '优惠活动',
      mini_games: '小游戏',
      opens_new_tab: '（在新标签页中打开）',
      view_games: '查看游戏',
      table_games: '桌面游戏',
      card_games: '棋牌游戏',
      bingo_games: '宾果游戏',
    },
    th: {
      title: 'เกม',
      sections: 'หมวดเกม',
      all: 'ทั้งหมด',
      hot: 'ยอดนิยม',
      promotions: 'โปรโมชั่น',
      mini_games: 'มินิเกม',
      opens_new_tab: '(เปิดในแท็บใหม่)',
      view_games: 'ดูเกม',
      table_games: 'เกมโต๊ะ',
      card_games: 'เกมไพ่',
      bingo_games: 'เกมบิงโก',
    },
  },
);

export const useGamesTexts = featureTexts('games', gamesMessages);
