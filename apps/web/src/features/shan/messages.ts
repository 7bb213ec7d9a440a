import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts of /shan, the Shan Koe Mee launcher; the result texts are the spec's. */
export const shanMessages = defineMessages(
  {
    title: 'Shan Koe Mee',
    account: 'Account',
    balance: 'Game Balance',
    main_balance: 'Main Balance',
    product_code: 'Product Code',
    launch: 'Launch Shan Game',
    launching: 'Launching...',
    launched: 'Game launched successfully!',
    launch_failed: 'Failed to launch game.',
    network_error: 'Network or server error.',
    popup_blocked: 'Popup blocked. Please allow popups.',
    user_failed: 'Failed to load user info. Please log in again.',
  },
  {
    mm: {
      title: 'ရှမ်းကိုးမီး',
      account: 'အကောင့်',
      balance: 'ဂိမ်း လက်ကျန်ငွေ',
      main_balance: 'ပင်မ လက်ကျန်ငွေ',
      product_code: 'ထုတ်ကုန်ကုဒ်',
      launch: 'ရှမ်းဂိမ်း ဖွင့်မည်',
      launching: 'ဖွင့်နေသည်...',
      launched: 'ဂိမ်းကို အောင်မြင်စွာ ဖွင့်ပြီးပါပြီ။',
      launch_failed: 'ဂိမ်းဖွင့်၍ မရပါ။',
      network_error: 'ကွန်ရက် သို့မဟုတ် ဆာဗာ အမှား ဖြစ်နေပါသည်။',
      popup_blocked: 'ပေါ့ပ်အပ်ကို ပိတ်ထားပါသည်။ ပေါ့ပ်အပ်များကို ခွင့်ပြုပေးပါ။',
      user_failed: 'အသုံးပြုသူ အချက်အလက် ရယူ၍ မရပါ။ ကျေးဇူးပြု၍ ပြန်လည် အကောင့်ဝင်ပါ။',
    },
    zh: {
      title: 'Shan Koe Mee',
      account: '账户',
      balance: '游戏余额',
      main_balance: '主余额',
      product_code: '产品代码',
      launch: '启动 Shan 游戏',
      launching: '正在启动...',
      launched: '游戏启动成功！',
      launch_failed: '游戏启动失败。',
      network_error: '网络或服务器错误。',
      popup_blocked: '弹出窗口被拦截，请允许弹出窗口。',
      user_failed: '无法加载用户信息，请重新登录。',
    },
    th: {
      title: 'Shan Koe Mee',
      account: 'บัญชี',
      balance: 'ยอดเงินเกม',
      main_balance: 'ยอดเงินหลัก',
      product_code: 'รหัสผลิตภัณฑ์',
      launch: 'เปิดเกม Shan',
      launching: 'กำลังเปิด...',
      launched: 'เปิดเกมสำเร็จ!',
      launch_failed: 'เปิดเกมไม่สำเร็จ',
      network_error: 'เครือข่ายหรือเซิร์ฟเวอร์ขัดข้อง',
      popup_blocked: 'ป๊อปอัปถูกบล็อก กรุณาอนุญาตป๊อปอัป',
      user_failed: 'โหลดข้อมูลผู้ใช้ไม่สำเร็จ กรุณาเข้าสู่ระบบอีกครั้ง',
    },
  },
);

export const useShanTexts = featureTexts('shan', shanMessages);
