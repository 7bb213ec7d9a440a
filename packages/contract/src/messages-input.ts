/** Messages of requests refused as sent (input); messages.ts merges them into every language. */
export const inputEn = {
  body_unreadable:
    'The request could not be read: send well-formed JSON in UTF-8 (or a form with its boundary, where a file is sent).',
  body_type_unsupported: 'This address does not take a request of this content type.',
  record_check_refused:
    'This step contradicts the record as it stands now (a step already taken on it), so nothing was changed. Reload and check it.',
};

type InputKey = keyof typeof inputEn;

export const inputMm: Record<InputKey, string> = {
  body_unreadable: 'တောင်းဆိုမှုကို ဖတ်၍မရပါ။ UTF-8 ဖြင့် မှန်ကန်သော JSON ကို ပို့ပါ (ဖိုင်ပို့ပါက boundary ပါသော ဖောင်ဖြင့် ပို့ပါ)။',
  body_type_unsupported: 'ဤလိပ်စာသည် ဤ content type ဖြင့် တောင်းဆိုမှုကို လက်မခံပါ။',
  record_check_refused:
    'ဤအဆင့်သည် မှတ်တမ်း၏ လက်ရှိအခြေအနေ (၎င်းအပေါ် လုပ်ဆောင်ပြီးသော အဆင့်) နှင့် ဆန့်ကျင်နေသဖြင့် ဘာမျှ မပြောင်းလဲပါ။ ပြန်ဖွင့်ပြီး စစ်ဆေးပါ။',
};

export const inputZh: Record<InputKey, string> = {
  body_unreadable: '无法读取请求：请发送 UTF-8 编码的有效 JSON（发送文件时请使用带 boundary 的表单）。',
  body_type_unsupported: '此地址不接受该内容类型的请求。',
  record_check_refused: '此操作与记录的当前状态（已对其执行的步骤）相矛盾，因此未做任何更改。请刷新后核对。',
};

export const inputTh: Record<InputKey, string> = {
  body_unreadable: 'อ่านคำขอไม่ได้: กรุณาส่ง JSON ที่ถูกต้องในรูปแบบ UTF-8 (หรือฟอร์มที่มี boundary เมื่อส่งไฟล์)',
  body_type_unsupported: 'ที่อยู่นี้ไม่รับคำขอประเภทเนื้อหานี้',
  record_check_refused:
    'ขั้นตอนนี้ขัดแย้งกับสถานะปัจจุบันของรายการ (ขั้นตอนที่ดำเนินการไปแล้ว) จึงไม่มีการเปลี่ยนแปลงใด ๆ กรุณาโหลดใหม่และตรวจสอบ',
};
