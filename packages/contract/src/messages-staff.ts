/** Messages of one part of staff authority (staff); messages.ts merges them into every language. */
export const staffEn = {
  staff_request_kind_unknown:
    'This server no longer knows this kind of request: an admin can only reject it.',
  staff_request_not_yours: 'Only the person who asked for this can withdraw it.',
  account_unchanged: 'The account already has this role or status.',
  own_account_reset:
    'You cannot reset your own account: change your password yourself, or ask another admin for a reset.',
};

type StaffKey = keyof typeof staffEn;

export const staffMm: Record<StaffKey, string> = {
  staff_request_kind_unknown: 'ဤတောင်းဆိုမှုအမျိုးအစားကို ဆာဗာက မသိတော့ပါ။ အက်ဒမင်တစ်ဦးက ပယ်ချရုံသာ ပြုလုပ်နိုင်ပါသည်။',
  staff_request_not_yours: 'ဤတောင်းဆိုမှုကို တောင်းဆိုသူကိုယ်တိုင်သာ ပြန်ရုပ်သိမ်းနိုင်ပါသည်။',
  account_unchanged: 'ဤအကောင့်တွင် ဤရာထူး သို့မဟုတ် အခြေအနေ ရှိပြီးသား ဖြစ်ပါသည်။',
  own_account_reset:
    'သင့်အကောင့်ကို သင်ကိုယ်တိုင် ပြန်မသတ်မှတ်နိုင်ပါ။ စကားဝှက်ကို ကိုယ်တိုင်ပြောင်းပါ သို့မဟုတ် အခြားအက်ဒမင်တစ်ဦးကို ပြန်သတ်မှတ်ပေးရန် တောင်းဆိုပါ။',
};

export const staffZh: Record<StaffKey, string> = {
  staff_request_kind_unknown: '服务器已不再支持此类申请：管理员只能拒绝它。',
  staff_request_not_yours: '只有提出申请的人才能撤回此申请。',
  account_unchanged: '此账户已经是这个角色或状态。',
  own_account_reset: '您不能重置自己的账户：请自行修改密码，或请另一位管理员重置。',
};

export const staffTh: Record<StaffKey, string> = {
  staff_request_kind_unknown: 'เซิร์ฟเวอร์ไม่รู้จักคำขอประเภทนี้แล้ว: ผู้ดูแลระบบทำได้เพียงปฏิเสธคำขอนี้',
  staff_request_not_yours: 'เฉพาะผู้ที่ยื่นคำขอเท่านั้นที่ถอนคำขอนี้ได้',
  account_unchanged: 'บัญชีนี้มีบทบาทหรือสถานะนี้อยู่แล้ว',
  own_account_reset: 'คุณรีเซ็ตบัญชีของตนเองไม่ได้: เปลี่ยนรหัสผ่านด้วยตนเอง หรือขอให้ผู้ดูแลระบบคนอื่นรีเซ็ตให้',
};
