import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts of /contact. */
export const contactMessages = defineMessages(
  {
    title: 'Contact Us',
    load_failed: 'Failed to load contact information',
    try_again: 'Try Again',
    welcome_title: 'Welcome to Customer Support',
    welcome_text:
      'Have a question about your account, a deposit or a game? Our team is here to help. Choose a channel below to reach us.',
    support_title: '24/7 Support',
    support_text: 'We are here day and night, every day.',
    quick_title: 'Quick Response',
    quick_text: 'Most messages are answered within minutes.',
    channels_title: 'Multiple Channels',
    channels_text: 'Reach us on the app you already use.',
    our_channels: 'Our Channels',
  },
  {
    mm: {
      title: 'ဆက်သွယ်ရန်',
      load_failed: 'ဆက်သွယ်ရန် အချက်အလက်များကို ဖွင့်၍ မရပါ',
      try_again: 'ထပ်ကြိုးစားမည်',
      welcome_title: 'ဖောက်သည် ဝန်ဆောင်မှုမှ ကြိုဆိုပါသည်',
      welcome_text:
        'သင့်အကောင့်၊ ငွေသွင်းခြင်း သို့မဟုတ် ဂိမ်းနှင့် ပတ်သက်၍ မေးစရာ ရှိပါသလား။ ကျွန်ုပ်တို့အဖွဲ့က ကူညီရန် အသင့်ရှိပါသည်။ အောက်ပါ ချန်နယ်တစ်ခုခုမှ ဆက်သွယ်နိုင်ပါသည်။',
      support_title: '၂၄/၇ ဝန်ဆောင်မှု',
      support_text: 'နေ့မရွေး ညမရွေး အချိန်မရွေး ဝန်ဆောင်ပေးနေပါသည်။',
      quick_title: 'လျင်မြန်စွာ တုံ့ပြန်ခြင်း',
      quick_text: 'မက်ဆေ့ချ်အများစုကို မိနစ်ပိုင်းအတွင်း ပြန်လည်ဖြေကြားပါသည်။',
      channels_title: 'ချန်နယ် အမျိုးမျိုး',
      channels_text: 'သင် အသုံးပြုနေကျ အက်ပ်မှတစ်ဆင့် ဆက်သွယ်နိုင်ပါသည်။',
      our_channels: 'ဆက်သွယ်နိုင်သော ချန်နယ်များ',
    },
    zh: {
      title: '联系我们',
      load_failed: '无法加载联系方式',
      try_again: '重试',
      welcome_title: '欢迎来到客户服务中心',
      welcome_text: '对账户、充值或游戏有疑问吗？我们的团队随时为您提供帮助。请选择下方任一渠道联系我们。',
      support_title: '24/7 全天候服务',
      support_text: '每天全天候为您服务。',
      quick_title: '快速响应',
      quick_text: '大多数消息会在几分钟内得到回复。',
      channels_title: '多种联系渠道',
      channels_text: '使用您常用的应用即可联系我们。',
      our_channels: '联系渠道',
    },
    th: {
      title: 'ติดต่อเรา',
      load_failed: 'ไม่สามารถโหลดข้อมูลการติดต่อได้',
      try_again: 'ลองอีกครั้ง',
      welcome_title: 'ยินดีต้อนรับสู่ฝ่ายบริการลูกค้า',
      welcome_text: 'มีคำถามเกี่ยวกับบัญชี การฝากเงิน หรือเกมใช่ไหม ทีมงานของเราพร้อมช่วยเหลือ เลือกช่องทางด้านล่างเพื่อติดต่อเรา',
      support_title: 'บริการ 24/7',
      support_text: 'พร้อมให้บริการทั้งกลางวันและกลางคืนทุกวัน',
      quick_title: 'ตอบกลับรวดเร็ว',
      quick_text: 'ข้อความส่วนใหญ่ได้รับคำตอบภายในไม่กี่นาที',
      channels_title: 'หลายช่องทาง',
      channels_text: 'ติดต่อเราผ่านแอปที่คุณใช้อยู่แล้ว',
      our_channels: 'ช่องทางการติดต่อ',
    },
  },
);

export const useContactTexts = featureTexts('contact', contactMessages);
