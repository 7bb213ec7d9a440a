import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts 2D and 3D share: why the player may not bet now, and why an amount was lowered. */
export const lotteryMessages = defineMessages(
  {
    standing_timeout: 'You are taking a break until {{until}}: you cannot place bets until then.',
    standing_self_exclusion: 'You have excluded yourself until {{until}}: betting is closed.',
    standing_closed:
      'Your self-exclusion has ended, but betting stays closed until you ask to reopen your account (Safer play).',
    standing_loss_day: 'You have reached your daily loss limit ({{limit}}): no more bets today.',
    standing_loss_week: 'You have reached your weekly loss limit ({{limit}}): no more bets this week.',
    standing_loss_month: 'You have reached your monthly loss limit ({{limit}}): no more bets this month.',
    left_on: 'Only {{amount}} left on {{num}}.',
    at_most: 'At most {{max}} per number.',
    own_bet_limit: 'Your own limit for one bet is {{max}}.',
  },
  {
    mm: {
      standing_timeout: '{{until}} အထိ ခေတ္တနားနေပါသည်။ ထိုအချိန်အထိ ထိုး၍ မရပါ။',
      standing_self_exclusion: '{{until}} အထိ ကိုယ်တိုင် ပိတ်ထားပါသည်။ ထိုး၍ မရပါ။',
      standing_closed: 'ကိုယ်တိုင်ပိတ်ထားချိန် ပြီးဆုံးသော်လည်း အကောင့်ပြန်ဖွင့်ရန် တောင်းဆိုသည်အထိ ထိုး၍ မရသေးပါ (လုံခြုံစွာ ကစားခြင်း)။',
      standing_loss_day: 'တစ်ရက်စာ အရှုံးကန့်သတ်ချက် ({{limit}}) ပြည့်သွားပါပြီ။ ယနေ့ ထပ်မံ ထိုး၍ မရပါ။',
      standing_loss_week: 'တစ်ပတ်စာ အရှုံးကန့်သတ်ချက် ({{limit}}) ပြည့်သွားပါပြီ။ ဤအပတ် ထပ်မံ ထိုး၍ မရပါ။',
      standing_loss_month: 'တစ်လစာ အရှုံးကန့်သတ်ချက် ({{limit}}) ပြည့်သွားပါပြီ။ ဤလ ထပ်မံ ထိုး၍ မရပါ။',
      left_on: '{{num}} တွင် {{amount}} သာ ကျန်ပါသည်။',
      at_most: 'ဂဏန်းတစ်လုံးလျှင် အများဆုံး {{max}} သာ ထိုးနိုင်ပါသည်။',
      own_bet_limit: 'သင်ကိုယ်တိုင် သတ်မှတ်ထားသော တစ်ကြိမ်ထိုး ကန့်သတ်ချက်မှာ {{max}} ဖြစ်ပါသည်။',
    },
    zh: {
      standing_timeout: '您正在暂停休息，直至 {{until}}，在此之前不能投注。',
      standing_self_exclusion: '您已自我禁止至 {{until}}，投注已关闭。',
      standing_closed: '您的自我禁止期已结束，但在您申请重新开放账户之前仍不能投注（安全游戏）。',
      standing_loss_day: '您已达到每日亏损限额（{{limit}}），今天不能再投注。',
      standing_loss_week: '您已达到每周亏损限额（{{limit}}），本周不能再投注。',
      standing_loss_month: '您已达到每月亏损限额（{{limit}}），本月不能再投注。',
      left_on: '{{num}} 仅剩 {{amount}}。',
      at_most: '每个号码最多 {{max}}。',
      own_bet_limit: '您自己设定的单注限额为 {{max}}。',
    },
    th: {
      standing_timeout: 'คุณกำลังพักการเล่นจนถึง {{until}} จึงยังวางเดิมพันไม่ได้',
      standing_self_exclusion: 'คุณได้ระงับตนเองจนถึง {{until}} การเดิมพันถูกปิดอยู่',
      standing_closed: 'ช่วงระงับตนเองสิ้นสุดแล้ว แต่ยังวางเดิมพันไม่ได้จนกว่าคุณจะขอเปิดบัญชีใหม่ (เล่นอย่างปลอดภัย)',
      standing_loss_day: 'คุณถึงวงเงินขาดทุนรายวัน ({{limit}}) แล้ว วันนี้วางเดิมพันเพิ่มไม่ได้',
      standing_loss_week: 'คุณถึงวงเงินขาดทุนรายสัปดาห์ ({{limit}}) แล้ว สัปดาห์นี้วางเดิมพันเพิ่มไม่ได้',
      standing_loss_month: 'คุณถึงวงเงินขาดทุนรายเดือน ({{limit}}) แล้ว เดือนนี้วางเดิมพันเพิ่มไม่ได้',
      left_on: 'เลข {{num}} เหลือเพียง {{amount}}',
      at_most: 'ตัวเลขละไม่เกิน {{max}}',
      own_bet_limit: 'วงเงินต่อการเดิมพันหนึ่งครั้งที่คุณตั้งไว้คือ {{max}}',
    },
  },
);

export const useLotteryTexts = featureTexts('lottery', lotteryMessages);
