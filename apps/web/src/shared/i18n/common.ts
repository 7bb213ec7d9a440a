import { defineMessages } from '@/shared/i18n/define-messages';

/** Texts used across features. */
export const commonMessages = defineMessages(
  {
    loading: 'Loading...',
    no_data: 'No Data Found',
    something_went_wrong: 'Something Went Wrong!',
    close: 'Close',
    cancel: 'Cancel',
    active: 'Active',
    unexpected_error: 'An unexpected error occurred.',
    network_error: 'Network error. Please try again.',
  },
  {
    mm: {
      loading: 'ခေတ္တစောင့်ပါ...',
      no_data: 'ဒေတာ မရှိပါ',
      something_went_wrong: 'တစ်ခုခု မှားယွင်းသွားပါသည်။',
      close: 'ပိတ်မည်',
      cancel: 'မလုပ်တော့ပါ',
      active: 'အသုံးပြုနေသည်',
      unexpected_error: 'မမျှော်လင့်ထားသော အမှားတစ်ခု ဖြစ်ပွားခဲ့သည်။',
      network_error: 'ကွန်ရက် အမှားဖြစ်နေပါသည်။ ထပ်ကြိုးစားပါ။',
    },
    zh: {
      loading: '加载中...',
      no_data: '暂无数据',
      something_went_wrong: '出错了！',
      close: '关闭',
      cancel: '取消',
      active: '正常',
      unexpected_error: '发生了意外错误。',
      network_error: '网络错误，请重试。',
    },
    th: {
      loading: 'กำลังโหลด...',
      no_data: 'ไม่พบข้อมูล',
      something_went_wrong: 'เกิดข้อผิดพลาด!',
      close: 'ปิด',
      cancel: 'ยกเลิก',
      active: 'ใช้งานอยู่',
      unexpected_error: 'เกิดข้อผิดพลาดที่ไม่คาดคิด',
      network_error: 'เครือข่ายขัดข้อง กรุณาลองใหม่',
    },
  },
);
