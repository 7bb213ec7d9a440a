import { defineMessages, featureTexts } from '@/shared/i18n/i18n';

/** Texts of the exchange form shared by /wallet/internal-transfer and the Exchange Balance dialog. */
export const exchangeMessages = defineMessages(
  {
    main_to_game: 'Main → Game',
    game_to_main: 'Game → Main',
    amount: 'Amount',
    amount_placeholder: 'Enter amount',
  },
  {
    mm: {
      main_to_game: 'ပင်မ → ဂိမ်း',
      game_to_main: 'ဂိမ်း → ပင်မ',
      amount: 'ပမာဏ',
      amount_placeholder: 'ပမာဏ ထည့်ပါ',
    },
    zh: {
      main_to_game: '主账户 → 游戏',
      game_to_main: '游戏 → 主账户',
      amount: '金额',
      amount_placeholder: '请输入金额',
    },
    th: {
      main_to_game: 'หลัก → เกม',
      game_to_main: 'เกม → หลัก',
      amount: 'จำนวนเงิน',
      amount_placeholder: 'กรอกจำนวนเงิน',
    },
  },
);

export const useExchangeTexts = featureTexts('exchange', exchangeMessages);
