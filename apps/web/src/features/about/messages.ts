import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts of /about: the service, its values, fair play and how to reach customer service. */
export const aboutMessages = defineMessages(
  {
    title: 'About Us',
    intro:
      'Zeya is an online entertainment site where you can play slots, live casino, fishing and many other games, and bet on the 2D lottery — all with one account and one wallet in kyat.',
    values_title: 'Our Values',
    trust_title: 'Trust',
    trust_text:
      'Your balance and personal details are kept safe, and every deposit, withdrawal and exchange is recorded so you can check it at any time.',
    speed_title: 'Speed',
    speed_text: 'Deposits, withdrawals and balance exchanges are handled quickly, day and night.',
    responsible_title: 'Responsible Play',
    responsible_text: 'Play for fun and only with money you can afford. Take a break whenever you need one.',
    fair_title: 'Fair Play',
    fair_text:
      'Every result is decided on our server, never in your browser, so no one can change it along the way. Digit Bet dice are provably fair: each roll is fixed by a code published before you bet, and you can check the result against it afterwards.',
    contact_title: 'Need Help?',
    contact_text:
      'If you have a question or run into a problem, please contact our customer service team. We are glad to help, 24 hours a day.',
    contact_link: 'Contact customer service',
  },
  {
    mm: {
      title: 'ကျွန်ုပ်တို့အကြောင်း',
      intro:
        'ဇေယျသည် စလော့၊ တိုက်ရိုက်ကာစီနို၊ ငါးပစ်ဂိမ်းနှင့် အခြားဂိမ်းများစွာကို ကစားနိုင်ပြီး 2D ထီကိုလည်း ထိုးနိုင်သော အွန်လိုင်း ဖျော်ဖြေရေး ဝက်ဘ်ဆိုက် ဖြစ်ပါသည်။ အကောင့်တစ်ခုနှင့် ကျပ်ငွေ ပိုက်ဆံအိတ်တစ်ခုတည်းဖြင့် အားလုံးကို အသုံးပြုနိုင်ပါသည်။',
      values_title: 'ကျွန်ုပ်တို့၏ တန်ဖိုးထားမှုများ',
      trust_title: 'ယုံကြည်စိတ်ချရမှု',
      trust_text:
        'သင့်လက်ကျန်ငွေနှင့် ကိုယ်ရေးအချက်အလက်များကို လုံခြုံစွာ ထိန်းသိမ်းထားပါသည်။ ငွေသွင်း၊ ငွေထုတ်နှင့် ငွေလွှဲပြောင်းမှုတိုင်းကို မှတ်တမ်းတင်ထားသဖြင့် အချိန်မရွေး ပြန်လည်စစ်ဆေးနိုင်ပါသည်။',
      speed_title: 'မြန်ဆန်မှု',
      speed_text: 'ငွေသွင်း၊ ငွေထုတ်နှင့် လက်ကျန်ငွေ လွှဲပြောင်းမှုများကို နေ့ရောညပါ မြန်မြန်ဆန်ဆန် ဆောင်ရွက်ပေးပါသည်။',
      responsible_title: 'တာဝန်သိစွာ ကစားခြင်း',
      responsible_text: 'ပျော်ရွှင်မှုအတွက်သာ ကစားပြီး မိမိတတ်နိုင်သော ငွေဖြင့်သာ ကစားပါ။ လိုအပ်သည့်အခါတိုင်း အနားယူပါ။',
      fair_title: 'တရားမျှတသော ကစားနည်း',
      fair_text:
        'ရလဒ်တိုင်းကို သင့်ဘရောက်ဇာတွင် မဟုတ်ဘဲ ကျွန်ုပ်တို့၏ ဆာဗာပေါ်တွင်သာ ဆုံးဖြတ်သဖြင့် မည်သူမျှ ကြားဖြတ် ပြောင်းလဲ၍ မရပါ။ Digit Bet အန်စာတုံးသည် တရားမျှတကြောင်း သက်သေပြနိုင်ပါသည်။ လောင်းကြေးမထိုးမီ ထုတ်ပြန်ထားသော ကုဒ်ဖြင့် ရလဒ်ကို ကြိုတင်သတ်မှတ်ထားပြီး နောက်ပိုင်းတွင် ထိုကုဒ်နှင့် ရလဒ်ကို တိုက်ဆိုင်စစ်ဆေးနိုင်ပါသည်။',
      contact_title: 'အကူအညီ လိုအပ်ပါသလား။',
      contact_text:
        'မေးမြန်းလိုသည်များ သို့မဟုတ် အခက်အခဲတစ်စုံတစ်ရာ ရှိပါက ကျွန်ုပ်တို့၏ ဖောက်သည်ဝန်ဆောင်မှုအဖွဲ့ထံ ဆက်သွယ်ပါ။ ၂၄ နာရီပတ်လုံး ဝမ်းမြောက်စွာ ကူညီပေးပါမည်။',
      contact_link: 'ဖောက်သည်ဝန်ဆောင်မှုသို့ ဆက်သွယ်ရန်',
    },
    zh: {
      title: '关于我们',
      intro:
        'Zeya 是一个在线娱乐网站，您可以在这里玩老虎机、真人娱乐场、捕鱼等多种游戏，还可以投注 2D 彩票——只需一个账户和一个缅币钱包。',
      values_title: '我们的理念',
      trust_title: '值得信赖',
      trust_text: '您的余额和个人信息都受到妥善保护，每一笔充值、提款和转换都有记录，您可以随时查看。',
      speed_title: '快速便捷',
      speed_text: '充值、提款和余额转换全天候快速处理。',
      responsible_title: '理性娱乐',
      responsible_text: '请以娱乐为目的，仅使用您能承受的资金进行游戏。需要时请随时休息。',
      fair_title: '公平游戏',
      fair_text:
        '所有结果都在我们的服务器上决定，而不是在您的浏览器中，因此任何人都无法中途更改。Digit Bet 骰子可证明公平：每次掷骰结果都由下注前公布的代码锁定，您可以在之后据此核对结果。',
      contact_title: '需要帮助？',
      contact_text: '如有任何疑问或遇到问题，请联系我们的客服团队。我们 24 小时竭诚为您服务。',
      contact_link: '联系客服',
    },
    th: {
      title: 'เกี่ยวกับเรา',
      intro:
        'Zeya เป็นเว็บไซต์บันเทิงออนไลน์ที่คุณสามารถเล่นสล็อต คาสิโนสด เกมยิงปลา และเกมอื่น ๆ อีกมากมาย รวมถึงแทงหวย 2D ได้ ทั้งหมดนี้ด้วยบัญชีเดียวและกระเป๋าเงินจ๊าดใบเดียว',
      values_title: 'คุณค่าของเรา',
      trust_title: 'ความน่าเชื่อถือ',
      trust_text:
        'ยอดเงินและข้อมูลส่วนตัวของคุณได้รับการดูแลอย่างปลอดภัย ทุกการฝาก ถอน และโอนยอดเงินถูกบันทึกไว้ให้คุณตรวจสอบได้ตลอดเวลา',
      speed_title: 'รวดเร็ว',
      speed_text: 'การฝาก ถอน และโอนยอดเงินได้รับการดำเนินการอย่างรวดเร็วทั้งกลางวันและกลางคืน',
      responsible_title: 'เล่นอย่างรับผิดชอบ',
      responsible_text: 'เล่นเพื่อความสนุกและใช้เฉพาะเงินที่คุณจ่ายไหว หยุดพักได้ทุกเมื่อที่ต้องการ',
      fair_title: 'การเล่นที่ยุติธรรม',
      fair_text:
        'ทุกผลลัพธ์ตัดสินบนเซิร์ฟเวอร์ของเรา ไม่ใช่ในเบราว์เซอร์ของคุณ จึงไม่มีใครเปลี่ยนแปลงได้ระหว่างทาง ลูกเต๋า Digit Bet พิสูจน์ความยุติธรรมได้: ผลการทอยแต่ละครั้งถูกล็อกด้วยรหัสที่เผยแพร่ก่อนคุณวางเดิมพัน และคุณสามารถตรวจสอบผลกับรหัสนั้นได้ภายหลัง',
      contact_title: 'ต้องการความช่วยเหลือ?',
      contact_text: 'หากมีคำถามหรือพบปัญหา กรุณาติดต่อทีมบริการลูกค้าของเรา เรายินดีช่วยเหลือตลอด 24 ชั่วโมง',
      contact_link: 'ติดต่อฝ่ายบริการลูกค้า',
    },
  },
);

export const useAboutTexts = featureTexts('about', aboutMessages);
