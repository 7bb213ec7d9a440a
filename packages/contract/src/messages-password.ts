/** Why a new password is refused (its strength, its spaces); messages.ts merges them into every language. */
export const passwordEn = {
  password_edge_space: 'A password cannot begin or end with a space.',
  password_weak_phone:
    'This password is too easy to guess: it contains your phone number. Please choose another.',
  password_weak_name:
    'This password is too easy to guess: it contains your name or user name. Please choose another.',
  password_weak_site:
    "This password is too easy to guess: it contains the site's name. Please choose another.",
  password_weak_sequence:
    'This password is too easy to guess: it is a common sequence (like 1234, abcd or a row of the keyboard). Please choose another.',
  password_weak_repeat:
    'This password is too easy to guess: it repeats itself (like aaaa or 12341234). Please choose another.',
  password_weak_common:
    'This password is too easy to guess: it is a common password, or close to one. Please choose another.',
  password_weak_date:
    'This password is too easy to guess: it is mostly a date or a year. Please choose another.',
  password_weak:
    'This password is too easy to guess. Add a few more words or characters that follow no pattern.',
};

type PasswordKey = keyof typeof passwordEn;

export const passwordMm: Record<PasswordKey, string> = {
  password_edge_space: 'စကားဝှက်ကို နေရာလွတ် (space) ဖြင့် မစရ၊ မဆုံးရပါ။',
  password_weak_phone: 'ဤစကားဝှက်ကို ခန့်မှန်းရ လွယ်လွန်းပါသည်- သင့်ဖုန်းနံပါတ် ပါဝင်နေပါသည်။ အခြားတစ်ခု ရွေးပါ။',
  password_weak_name: 'ဤစကားဝှက်ကို ခန့်မှန်းရ လွယ်လွန်းပါသည်- သင့်အမည် သို့မဟုတ် အသုံးပြုသူအမည် ပါဝင်နေပါသည်။ အခြားတစ်ခု ရွေးပါ။',
  password_weak_site: 'ဤစကားဝှက်ကို ခန့်မှန်းရ လွယ်လွန်းပါသည်- ဝဘ်ဆိုက်၏ အမည် ပါဝင်နေပါသည်။ အခြားတစ်ခု ရွေးပါ။',
  password_weak_sequence:
    'ဤစကားဝှက်ကို ခန့်မှန်းရ လွယ်လွန်းပါသည်- 1234၊ abcd သို့မဟုတ် ကီးဘုတ်ပေါ်ရှိ တစ်တန်းတည်းကဲ့သို့ အစဉ်လိုက် ဖြစ်နေပါသည်။ အခြားတစ်ခု ရွေးပါ။',
  password_weak_repeat:
    'ဤစကားဝှက်ကို ခန့်မှန်းရ လွယ်လွန်းပါသည်- aaaa သို့မဟုတ် 12341234 ကဲ့သို့ ထပ်ခါထပ်ခါ ဖြစ်နေပါသည်။ အခြားတစ်ခု ရွေးပါ။',
  password_weak_common:
    'ဤစကားဝှက်ကို ခန့်မှန်းရ လွယ်လွန်းပါသည်- လူအများ သုံးသော စကားဝှက် သို့မဟုတ် ၎င်းနှင့် ဆင်တူနေပါသည်။ အခြားတစ်ခု ရွေးပါ။',
  password_weak_date: 'ဤစကားဝှက်ကို ခန့်မှန်းရ လွယ်လွန်းပါသည်- ရက်စွဲ သို့မဟုတ် ခုနှစ်သာ အများစု ဖြစ်နေပါသည်။ အခြားတစ်ခု ရွေးပါ။',
  password_weak: 'ဤစကားဝှက်ကို ခန့်မှန်းရ လွယ်လွန်းပါသည်။ ပုံစံမကျသော စကားလုံး သို့မဟုတ် စာလုံး အနည်းငယ် ထပ်ထည့်ပါ။',
};

export const passwordZh: Record<PasswordKey, string> = {
  password_edge_space: '密码不能以空格开头或结尾。',
  password_weak_phone: '此密码太容易被猜到：其中含有您的手机号码。请换一个。',
  password_weak_name: '此密码太容易被猜到：其中含有您的姓名或用户名。请换一个。',
  password_weak_site: '此密码太容易被猜到：其中含有本网站的名称。请换一个。',
  password_weak_sequence: '此密码太容易被猜到：它是常见的顺序（如 1234、abcd 或键盘上的一排键）。请换一个。',
  password_weak_repeat: '此密码太容易被猜到：它是重复的内容（如 aaaa 或 12341234）。请换一个。',
  password_weak_common: '此密码太容易被猜到：它是常见密码，或与常见密码相近。请换一个。',
  password_weak_date: '此密码太容易被猜到：它主要是日期或年份。请换一个。',
  password_weak: '此密码太容易被猜到。请再加几个没有规律的单词或字符。',
};

export const passwordTh: Record<PasswordKey, string> = {
  password_edge_space: 'รหัสผ่านต้องไม่ขึ้นต้นหรือลงท้ายด้วยช่องว่าง',
  password_weak_phone: 'รหัสผ่านนี้เดาง่ายเกินไป: มีเบอร์โทรศัพท์ของคุณอยู่ กรุณาเลือกรหัสอื่น',
  password_weak_name: 'รหัสผ่านนี้เดาง่ายเกินไป: มีชื่อหรือชื่อผู้ใช้ของคุณอยู่ กรุณาเลือกรหัสอื่น',
  password_weak_site: 'รหัสผ่านนี้เดาง่ายเกินไป: มีชื่อของเว็บไซต์อยู่ กรุณาเลือกรหัสอื่น',
  password_weak_sequence:
    'รหัสผ่านนี้เดาง่ายเกินไป: เป็นลำดับที่พบบ่อย (เช่น 1234, abcd หรือแป้นที่เรียงกันบนคีย์บอร์ด) กรุณาเลือกรหัสอื่น',
  password_weak_repeat: 'รหัสผ่านนี้เดาง่ายเกินไป: มีการซ้ำกัน (เช่น aaaa หรือ 12341234) กรุณาเลือกรหัสอื่น',
  password_weak_common: 'รหัสผ่านนี้เดาง่ายเกินไป: เป็นรหัสผ่านที่ใช้กันมาก หรือคล้ายกัน กรุณาเลือกรหัสอื่น',
  password_weak_date: 'รหัสผ่านนี้เดาง่ายเกินไป: ส่วนใหญ่เป็นวันที่หรือปี กรุณาเลือกรหัสอื่น',
  password_weak: 'รหัสผ่านนี้เดาง่ายเกินไป กรุณาเพิ่มคำหรืออักขระที่ไม่เป็นรูปแบบอีกสักหน่อย',
};
