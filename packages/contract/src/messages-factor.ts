/** Messages of one part of staff authority (factor); messages.ts merges them into every language. */
export const factorEn = {
  second_factor_removed: 'Second factor removed.',
  second_factor_last: 'This is your only second factor: add another one before you remove it.',
  second_factor_none: 'You have no second factor yet: add a passkey or an authenticator app first.',
  second_factor_signed_out: 'Too many wrong codes: you are signed out. Sign in again.',
  passkey_none: 'You have no passkey: use your authenticator code or a recovery code.',
  passkey_wrong_site: "Passkeys work only at this site's own address. Open it directly and try again.",
};

type FactorKey = keyof typeof factorEn;

export const factorMm: Record<FactorKey, string> = {
  second_factor_removed: 'ဒုတိယ အတည်ပြုနည်းကို ဖယ်ရှားပြီးပါပြီ။',
  second_factor_last: 'ဤသည်မှာ သင်၏ တစ်ခုတည်းသော ဒုတိယ အတည်ပြုနည်း ဖြစ်သည်။ မဖယ်ရှားမီ နောက်တစ်ခု ထည့်ပါ။',
  second_factor_none: 'သင့်တွင် ဒုတိယ အတည်ပြုနည်း မရှိသေးပါ။ passkey သို့မဟုတ် authenticator အက်ပ်ကို ဦးစွာ ထည့်ပါ။',
  second_factor_signed_out: 'ကုဒ်မှားသည် အကြိမ်များလွန်းသဖြင့် အကောင့်မှ ထွက်လိုက်ပါပြီ။ ပြန်ဝင်ပါ။',
  passkey_none: 'သင့်တွင် passkey မရှိပါ။ authenticator ကုဒ် သို့မဟုတ် ပြန်လည်ရယူရေး ကုဒ်ကို အသုံးပြုပါ။',
  passkey_wrong_site: 'passkey များသည် ဤဆိုက်၏ ကိုယ်ပိုင်လိပ်စာတွင်သာ အလုပ်လုပ်ပါသည်။ တိုက်ရိုက်ဖွင့်ပြီး ထပ်ကြိုးစားပါ။',
};

export const factorZh: Record<FactorKey, string> = {
  second_factor_removed: '已移除第二验证方式。',
  second_factor_last: '这是您唯一的第二验证方式：请先添加另一种，再移除它。',
  second_factor_none: '您还没有第二验证方式：请先添加通行密钥或验证器应用。',
  second_factor_signed_out: '错误代码次数过多：您已被登出，请重新登录。',
  passkey_none: '您没有通行密钥：请使用验证器代码或恢复代码。',
  passkey_wrong_site: '通行密钥只能在本站自己的网址上使用。请直接打开本站后重试。',
};

export const factorTh: Record<FactorKey, string> = {
  second_factor_removed: 'ลบการยืนยันขั้นที่สองแล้ว',
  second_factor_last: 'นี่คือการยืนยันขั้นที่สองเพียงอย่างเดียวของคุณ: กรุณาเพิ่มอีกอย่างก่อนลบ',
  second_factor_none: 'คุณยังไม่มีการยืนยันขั้นที่สอง: กรุณาเพิ่มพาสคีย์หรือแอปยืนยันตัวตนก่อน',
  second_factor_signed_out: 'ใส่รหัสผิดหลายครั้งเกินไป: คุณถูกออกจากระบบแล้ว กรุณาเข้าสู่ระบบใหม่',
  passkey_none: 'คุณไม่มีพาสคีย์: กรุณาใช้รหัสจากแอปยืนยันตัวตนหรือรหัสกู้คืน',
  passkey_wrong_site: 'พาสคีย์ใช้ได้เฉพาะที่ที่อยู่ของเว็บไซต์นี้เท่านั้น กรุณาเปิดเว็บไซต์โดยตรงแล้วลองอีกครั้ง',
};
