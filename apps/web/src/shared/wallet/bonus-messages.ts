import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts of the bonus balance and its warnings, shown in the wallet, the profile, promotions and the withdraw form. */
export const bonusMessages = defineMessages(
  {
    bonus_balance: 'Bonus Balance',
    wagered: 'Wagered {{wagered}} of {{required}}',
    expires: 'Expires {{at}}',
    forfeit_warning:
      'You have a bonus of {{amount}} not yet wagered. Requesting a withdrawal now forfeits it: it cannot be withdrawn.',
  },
  {
    mm: {
      bonus_balance: 'ဘောနပ်စ် လက်ကျန်',
      wagered: '{{required}} အနက် {{wagered}} လောင်းပြီး',
      expires: '{{at}} တွင် သက်တမ်းကုန်မည်',
      forfeit_warning:
        'မလောင်းရသေးသော ဘောနပ်စ် {{amount}} ရှိပါသည်။ ယခု ငွေထုတ်တောင်းခံပါက ၎င်းကို ဆုံးရှုံးမည်- ဘောနပ်စ်ကို ထုတ်ယူ၍ မရပါ။',
    },
    zh: {
      bonus_balance: '奖金余额',
      wagered: '已完成流水 {{wagered}} / {{required}}',
      expires: '{{at}} 到期',
      forfeit_warning: '您有 {{amount}} 的奖金尚未完成流水。现在申请提款将没收该奖金：奖金不可提取。',
    },
    th: {
      bonus_balance: 'ยอดโบนัส',
      wagered: 'ทำเทิร์นแล้ว {{wagered}} จาก {{required}}',
      expires: 'หมดอายุ {{at}}',
      forfeit_warning: 'คุณมีโบนัส {{amount}} ที่ยังทำเทิร์นไม่ครบ หากขอถอนเงินตอนนี้ โบนัสจะถูกริบ: โบนัสถอนไม่ได้',
    },
  },
);

export const useBonusTexts = featureTexts('bonus', bonusMessages);
