/** Messages of the limits that refuse work before it is done; messages.ts merges them into every language. */
export const limitsEn = {
  image_too_many_pixels:
    'This picture is {width} × {height} pixels; we take at most {max} megapixels (4096 × 4096). Send a screenshot, or the photo at a smaller size.',
  event_streams_too_many:
    'Too many live updates are open from here. Close other tabs or windows of the site and try again.',
};

type LimitsKey = keyof typeof limitsEn;

export const limitsMm: Record<LimitsKey, string> = {
  image_too_many_pixels:
    'ဤပုံသည် {width} × {height} pixel ရှိပါသည်။ အများဆုံး {max} megapixel (4096 × 4096) အထိသာ လက်ခံပါသည်။ screenshot တစ်ပုံ သို့မဟုတ် အရွယ်အစား သေးငယ်သော ဓာတ်ပုံကို ပို့ပါ။',
  event_streams_too_many:
    'ဤနေရာမှ တိုက်ရိုက်အပ်ဒိတ်များ အလွန်များစွာ ဖွင့်ထားပါသည်။ ဆိုက်၏ အခြား tab သို့မဟုတ် window များကို ပိတ်ပြီး ထပ်ကြိုးစားပါ။',
};
export const limitsZh: Record<LimitsKey, string> = {
  image_too_many_pixels:
    '这张图片为 {width} × {height} 像素；最多接受 {max} 百万像素（4096 × 4096）。请发送截图，或缩小后的照片。',
  event_streams_too_many: '此处打开的实时更新过多。请关闭本站的其他标签页或窗口后重试。',
};
export const limitsTh: Record<LimitsKey, string> = {
  image_too_many_pixels:
    'รูปนี้มีขนาด {width} × {height} พิกเซล รับได้ไม่เกิน {max} ล้านพิกเซล (4096 × 4096) โปรดส่งภาพหน้าจอ หรือรูปถ่ายที่ย่อขนาดแล้ว',
  event_streams_too_many: 'เปิดการอัปเดตสดจากที่นี่มากเกินไป โปรดปิดแท็บหรือหน้าต่างอื่นของเว็บไซต์แล้วลองใหม่',
};
