/** Messages of one part of staff authority (reset); messages.ts merges them into every language. */
export const resetEn = {
  reset_code_day_limit: 'This phone has been sent the most reset codes allowed in a day. Try again tomorrow.',
  reset_code_player_banned:
    'This player is banned, so no reset code can be sent. Unban them first if they should sign in again.',
};

type ResetKey = keyof typeof resetEn;

export const resetMm: Record<ResetKey, string> = {
  reset_code_day_limit: 'ဤဖုန်းသို့ တစ်ရက်အတွင်း ပို့ခွင့်ရှိသော ပြန်သတ်မှတ်ရေးကုဒ် အရေအတွက် ပြည့်သွားပါပြီ။ မနက်ဖြန် ထပ်ကြိုးစားပါ။',
  reset_code_player_banned:
    'ဤကစားသမားကို ပိတ်ပင်ထားသဖြင့် ပြန်သတ်မှတ်ရေးကုဒ် ပို့၍ မရပါ။ ပြန်ဝင်ခွင့်ပေးလိုပါက ပိတ်ပင်မှုကို ဦးစွာ ဖယ်ရှားပါ။',
};
export const resetZh: Record<ResetKey, string> = {
  reset_code_day_limit: '此手机号今天收到的重置验证码已达上限，请明天再试。',
  reset_code_player_banned: '此玩家已被封禁，无法发送重置验证码。如需让其重新登录，请先解除封禁。',
};
export const resetTh: Record<ResetKey, string> = {
  reset_code_day_limit: 'เบอร์นี้ได้รับรหัสรีเซ็ตครบจำนวนที่อนุญาตต่อวันแล้ว กรุณาลองใหม่พรุ่งนี้',
  reset_code_player_banned: 'ผู้เล่นนี้ถูกระงับบัญชี จึงส่งรหัสรีเซ็ตไม่ได้ หากต้องการให้เข้าสู่ระบบได้อีก กรุณายกเลิกการระงับก่อน',
};
