import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts of /reels. */
export const reelsMessages = defineMessages(
  {
    title: 'Reels',
    video_title: 'Promotion Video {{number}}',
    empty: 'No videos available at the moment.',
    mute: 'Mute',
    unmute: 'Unmute',
  },
  {
    mm: {
      title: 'ရီးလ်များ',
      video_title: 'ပရိုမိုးရှင်း ဗီဒီယို {{number}}',
      empty: 'လောလောဆယ် ဗီဒီယို မရှိသေးပါ။',
      mute: 'အသံပိတ်မည်',
      unmute: 'အသံဖွင့်မည်',
    },
    zh: {
      title: '短视频',
      video_title: '推广视频 {{number}}',
      empty: '目前暂无视频。',
      mute: '静音',
      unmute: '取消静音',
    },
    th: {
      title: 'รีลส์',
      video_title: 'วิดีโอโปรโมชั่น {{number}}',
      empty: 'ขณะนี้ยังไม่มีวิดีโอ',
      mute: 'ปิดเสียง',
      unmute: 'เปิดเสียง',
    },
  },
);

export const useReelsTexts = featureTexts('reels', reelsMessages);
