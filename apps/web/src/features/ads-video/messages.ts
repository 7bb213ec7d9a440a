import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts of /ads-video. */
export const adsVideoMessages = defineMessages(
  {
    title: 'Ads Video',
    video_title: 'Promotion Video {{number}}',
    video_text: 'Stay updated with our latest events and offers.',
    empty: 'No videos available at the moment.',
  },
  {
    mm: {
      title: 'ကြော်ငြာ ဗီဒီယို',
      video_title: 'ပရိုမိုးရှင်း ဗီဒီယို {{number}}',
      video_text: 'ကျွန်ုပ်တို့၏ နောက်ဆုံးပေါ် အစီအစဉ်များနှင့် အထူးအခွင့်အရေးများကို မလွတ်တမ်း သိရှိလိုက်ပါ။',
      empty: 'လောလောဆယ် ဗီဒီယို မရှိသေးပါ။',
    },
    zh: {
      title: '广告视频',
      video_title: '推广视频 {{number}}',
      video_text: '随时了解我们的最新活动和优惠。',
      empty: '目前暂无视频。',
    },
    th: {
      title: 'วิดีโอโฆษณา',
      video_title: 'วิดีโอโปรโมชั่น {{number}}',
      video_text: 'ติดตามกิจกรรมและข้อเสนอล่าสุดของเรา',
      empty: 'ขณะนี้ยังไม่มีวิดีโอ',
    },
  },
);

export const useAdsVideoTexts = featureTexts('ads-video', adsVideoMessages);
