import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts of /promotion. */
export const promotionMessages = defineMessages(
  {
    title: 'Promotions',
    empty: 'No promotions available at the moment. Check back soon for exciting offers and bonuses!',
    learn_more: 'Learn More',
    offers: 'Offers to claim',
    claim: 'Claim',
    claimed: 'Claimed',
    code: 'Promotion code',
    claim_failed: 'The claim failed. Try again.',
  },
  {
    mm: {
      title: 'ပရိုမိုးရှင်းများ',
      empty: 'လောလောဆယ် ပရိုမိုးရှင်း မရှိသေးပါ။ စိတ်လှုပ်ရှားဖွယ် အထူးအစီအစဉ်များနှင့် ဘောနပ်စ်များအတွက် မကြာမီ ပြန်လာကြည့်ပါ။',
      learn_more: 'အသေးစိတ် ကြည့်ရန်',
      offers: 'ရယူနိုင်သော အစီအစဉ်များ',
      claim: 'ရယူမည်',
      claimed: 'ရယူပြီး',
      code: 'ပရိုမိုးရှင်း ကုဒ်',
      claim_failed: 'ရယူ၍ မရပါ။ ထပ်ကြိုးစားပါ။',
    },
    zh: {
      title: '优惠活动',
      empty: '目前暂无优惠活动。请稍后再来查看精彩优惠和奖金！',
      learn_more: '了解更多',
      offers: '可领取的优惠',
      claim: '领取',
      claimed: '已领取',
      code: '优惠代码',
      claim_failed: '领取失败，请重试。',
    },
    th: {
      title: 'โปรโมชั่น',
      empty: 'ขณะนี้ยังไม่มีโปรโมชั่น โปรดกลับมาดูเร็ว ๆ นี้เพื่อรับข้อเสนอและโบนัสสุดพิเศษ!',
      learn_more: 'ดูรายละเอียด',
      offers: 'ข้อเสนอที่รับได้',
      claim: 'รับ',
      claimed: 'รับแล้ว',
      code: 'รหัสโปรโมชั่น',
      claim_failed: 'รับไม่สำเร็จ โปรดลองอีกครั้ง',
    },
  },
);

export const usePromotionTexts = featureTexts('promotion', promotionMessages);
