import type { Language } from './constants';

/**
 * Every message the API sends a person, in the four languages of the product. Schemas and services speak in keys;
 * the server turns a key into text in the language of the request, so a player reads errors in their own language.
 */
const en = {
  // success
  registered: 'Registered Successfully.',
  logged_in: 'Logged In Successfully.',
  logged_out: 'Logout successfully.',
  password_changed: 'Password changed successfully',
  exchange_done: 'Exchange successful!',
  adjusted: 'Balance adjusted.',
  ok: 'Success',
  // validation
  validation_failed: 'The given data was invalid.',
  field_required: 'This field is required.',
  field_invalid: 'This value is invalid.',
  text_too_long: 'This text is too long.',
  amount_invalid: 'Please enter a valid amount',
  amount_too_large: 'The amount is larger than the maximum allowed.',
  amount_insufficient: 'Insufficient balance.',
  name_required: 'Please enter your name.',
  phone_invalid: 'Please enter a valid phone number starting with 09.',
  phone_taken: 'This phone number is already registered.',
  password_too_short: 'The password must be at least 8 characters.',
  password_confirmation_mismatch: 'The password confirmation does not match.',
  password_same: 'The new password must be different from the current one.',
  current_password_wrong: 'The current password is incorrect.',
  referral_code_unknown: 'This referral code does not exist.',
  credentials_invalid: 'These credentials do not match our records.',
  reason_required: 'Please give a reason.',
  // errors
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'Not found.',
  account_locked: 'Too many failed attempts. Please try again in 15 minutes.',
  account_banned: 'This account has been suspended. Please contact support.',
  too_many_requests: 'Too many requests. Please wait a moment and try again.',
  conflict: 'This request was already processed.',
  server_error: 'Something went wrong. Please try again.',
} as const;

export type MessageKey = keyof typeof en;

const mm: Record<MessageKey, string> = {
  registered: 'အကောင့်ဖွင့်ခြင်း အောင်မြင်ပါသည်။',
  logged_in: 'အကောင့်ဝင်ခြင်း အောင်မြင်ပါသည်။',
  logged_out: 'အကောင့်ထွက်ခြင်း အောင်မြင်ပါသည်။',
  password_changed: 'စကားဝှက် ပြောင်းလဲခြင်း အောင်မြင်ပါသည်။',
  exchange_done: 'ငွေလွှဲပြောင်းခြင်း အောင်မြင်ပါသည်။',
  adjusted: 'လက်ကျန်ငွေ ပြင်ဆင်ပြီးပါပြီ။',
  ok: 'အောင်မြင်ပါသည်။',
  validation_failed: 'ထည့်သွင်းထားသော အချက်အလက်များ မှားယွင်းနေပါသည်။',
  field_required: 'ဤအကွက်ကို ဖြည့်ရန် လိုအပ်ပါသည်။',
  field_invalid: 'ဤတန်ဖိုး မမှန်ကန်ပါ။',
  text_too_long: 'စာသား ရှည်လွန်းပါသည်။',
  amount_invalid: 'မှန်ကန်သော ပမာဏ ထည့်ပါ။',
  amount_too_large: 'ပမာဏသည် ခွင့်ပြုထားသော အများဆုံးထက် ကျော်လွန်နေပါသည်။',
  amount_insufficient: 'လက်ကျန်ငွေ မလုံလောက်ပါ။',
  name_required: 'အမည် ထည့်ပါ။',
  phone_invalid: '09 ဖြင့် စသော မှန်ကန်သည့် ဖုန်းနံပါတ် ထည့်ပါ။',
  phone_taken: 'ဤဖုန်းနံပါတ်ဖြင့် အကောင့်ဖွင့်ပြီးသား ဖြစ်ပါသည်။',
  password_too_short: 'စကားဝှက်သည် အနည်းဆုံး စာလုံး ၈ လုံး ရှိရပါမည်။',
  password_confirmation_mismatch: 'အတည်ပြု စကားဝှက် မတူညီပါ။',
  password_same: 'စကားဝှက်အသစ်သည် လက်ရှိစကားဝှက်နှင့် မတူရပါ။',
  current_password_wrong: 'လက်ရှိ စကားဝှက် မှားနေပါသည်။',
  referral_code_unknown: 'ဤ ရည်ညွှန်းကုဒ် မရှိပါ။',
  credentials_invalid: 'အသုံးပြုသူအမည် သို့မဟုတ် စကားဝှက် မှားနေပါသည်။',
  reason_required: 'အကြောင်းပြချက် ထည့်ပါ။',
  unauthenticated: 'အကောင့်ဝင်ရန် လိုအပ်ပါသည်။',
  forbidden: 'ဤလုပ်ဆောင်ချက်ကို ခွင့်မပြုပါ။',
  not_found: 'ရှာမတွေ့ပါ။',
  account_locked: 'မှားယွင်းမှု များလွန်းပါသည်။ မိနစ် ၁၅ ကြာပြီးမှ ထပ်ကြိုးစားပါ။',
  account_banned: 'ဤအကောင့်ကို ပိတ်ထားပါသည်။ ဝန်ဆောင်မှုဌာနသို့ ဆက်သွယ်ပါ။',
  too_many_requests: 'တောင်းဆိုမှု များလွန်းပါသည်။ ခဏစောင့်ပြီး ထပ်ကြိုးစားပါ။',
  conflict: 'ဤတောင်းဆိုမှုကို လုပ်ဆောင်ပြီးသား ဖြစ်ပါသည်။',
  server_error: 'တစ်ခုခု မှားယွင်းသွားပါသည်။ ထပ်ကြိုးစားပါ။',
};

const zh: Record<MessageKey, string> = {
  registered: '注册成功。',
  logged_in: '登录成功。',
  logged_out: '已成功退出登录。',
  password_changed: '密码修改成功',
  exchange_done: '转换成功！',
  adjusted: '余额已调整。',
  ok: '成功',
  validation_failed: '提交的数据无效。',
  field_required: '此项为必填项。',
  field_invalid: '此值无效。',
  text_too_long: '文字太长。',
  amount_invalid: '请输入有效金额',
  amount_too_large: '金额超过允许的上限。',
  amount_insufficient: '余额不足。',
  name_required: '请输入您的姓名。',
  phone_invalid: '请输入以 09 开头的有效手机号码。',
  phone_taken: '此手机号码已注册。',
  password_too_short: '密码至少需要 8 个字符。',
  password_confirmation_mismatch: '两次输入的密码不一致。',
  password_same: '新密码不能与当前密码相同。',
  current_password_wrong: '当前密码不正确。',
  referral_code_unknown: '此推荐码不存在。',
  credentials_invalid: '用户名或密码不正确。',
  reason_required: '请填写原因。',
  unauthenticated: '未登录。',
  forbidden: '您无权执行此操作。',
  not_found: '未找到。',
  account_locked: '失败次数过多，请 15 分钟后再试。',
  account_banned: '此账户已被停用，请联系客服。',
  too_many_requests: '请求过于频繁，请稍后再试。',
  conflict: '此请求已处理。',
  server_error: '出错了，请重试。',
};

const th: Record<MessageKey, string> = {
  registered: 'สมัครสมาชิกสำเร็จ',
  logged_in: 'เข้าสู่ระบบสำเร็จ',
  logged_out: 'ออกจากระบบสำเร็จ',
  password_changed: 'เปลี่ยนรหัสผ่านสำเร็จ',
  exchange_done: 'โอนยอดเงินสำเร็จ!',
  adjusted: 'ปรับยอดเงินแล้ว',
  ok: 'สำเร็จ',
  validation_failed: 'ข้อมูลที่ส่งมาไม่ถูกต้อง',
  field_required: 'กรุณากรอกช่องนี้',
  field_invalid: 'ค่านี้ไม่ถูกต้อง',
  text_too_long: 'ข้อความยาวเกินไป',
  amount_invalid: 'กรุณากรอกจำนวนเงินที่ถูกต้อง',
  amount_too_large: 'จำนวนเงินเกินกว่าที่อนุญาต',
  amount_insufficient: 'ยอดเงินไม่เพียงพอ',
  name_required: 'กรุณากรอกชื่อของคุณ',
  phone_invalid: 'กรุณากรอกหมายเลขโทรศัพท์ที่ถูกต้องซึ่งขึ้นต้นด้วย 09',
  phone_taken: 'หมายเลขโทรศัพท์นี้ลงทะเบียนแล้ว',
  password_too_short: 'รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร',
  password_confirmation_mismatch: 'การยืนยันรหัสผ่านไม่ตรงกัน',
  password_same: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน',
  current_password_wrong: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
  referral_code_unknown: 'ไม่มีรหัสแนะนำนี้',
  credentials_invalid: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  reason_required: 'กรุณาระบุเหตุผล',
  unauthenticated: 'ยังไม่ได้เข้าสู่ระบบ',
  forbidden: 'คุณไม่มีสิทธิ์ทำรายการนี้',
  not_found: 'ไม่พบข้อมูล',
  account_locked: 'ล้มเหลวหลายครั้งเกินไป กรุณาลองใหม่ใน 15 นาที',
  account_banned: 'บัญชีนี้ถูกระงับ กรุณาติดต่อฝ่ายบริการลูกค้า',
  too_many_requests: 'คำขอมากเกินไป กรุณารอสักครู่แล้วลองใหม่',
  conflict: 'คำขอนี้ได้รับการดำเนินการแล้ว',
  server_error: 'เกิดข้อผิดพลาด กรุณาลองใหม่',
};

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { en, mm, zh, th };

export function isMessageKey(value: string): value is MessageKey {
  return Object.hasOwn(en, value);
}

export function translate(key: MessageKey, language: Language): string {
  return MESSAGES[language][key];
}
