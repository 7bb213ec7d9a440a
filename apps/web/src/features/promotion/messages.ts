import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts of /promotion. */
export const promotionMessages = defineMessages(
  {
    title: 'Promotions',
    empty: 'No promotions available at the moment. Check back soon for exciting offers and bonuses!',
    learn_more: 'Learn More',
  },
  {
    mm: {
      title: 'ပရိုမိုးရှင်းများ',
      empty: 'လောလောဆယ် ပရိုမိုးရှင်း မရှိသေးပါ။ စိတ်လှုပ်ရှားဖွယ် အထူးအစီအစဉ်များနှင့် ဘောနပ်စ်များအတွက် မကြာမီ ပြန်လာကြည့်ပါ။',
      learn_more: 'အသေးစိတ် ကြည့်ရန်',
    },
    zh: {
      title: '优惠活动',
      empty: '目前暂无优惠活动。请稍后再来查看精彩优惠和奖金！',
      learn_more: '了解更多',
    },
    th: {
      title: 'โปรโมชั่น',
      empty: 'ขณะนี้ยังไม่มีโปรโมชั่น โปรดกลับมาดูเร็ว ๆ นี้เพื่อรับข้อเสนอและโบนัสสุดพิเศษ!',
      learn_more: 'ดูรายละเอียด',
    },
  },
);

export const usePromotionTexts = featureTexts('promotion', promotionMessages);
