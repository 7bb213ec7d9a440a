import { defineMessages } from '@/shared/i18n/define-messages';

/** Texts of the app shell itself: router errors and the 404 page. */
export const appMessages = defineMessages(
  {
    not_found: 'Not Found',
    not_found_text: 'The page you are looking for does not exist.',
    go_home: 'Go to home',
    unexpected: 'Unexpected Application Error!',
  },
  {
    mm: {
      not_found: 'ရှာမတွေ့ပါ',
      not_found_text: 'သင်ရှာနေသော စာမျက်နှာ မရှိပါ။',
      go_home: 'ပင်မစာမျက်နှာသို့',
      unexpected: 'မမျှော်လင့်ထားသော အမှား ဖြစ်ပွားခဲ့သည်!',
    },
    zh: {
      not_found: '未找到',
      not_found_text: '您要找的页面不存在。',
      go_home: '返回首页',
      unexpected: '应用程序发生意外错误！',
    },
    th: {
      not_found: 'ไม่พบหน้า',
      not_found_text: 'ไม่มีหน้าที่คุณกำลังค้นหา',
      go_home: 'กลับหน้าแรก',
      unexpected: 'เกิดข้อผิดพลาดที่ไม่คาดคิดในแอป!',
    },
  },
);
