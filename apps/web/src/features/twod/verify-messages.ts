import { defineMessages } from '@/shared/i18n/define-messages';
import { featureTexts } from '@/shared/i18n/i18n';

/** Texts of the 2D result chain's explainer page (/2d/verify): apart, so the betting screens do not carry them. */
export const verifyMessages = defineMessages(
  {
    verify_title: 'Check the 2D results',
    verify_rule:
      'The 2D number is two digits: the last digit of the SET index written with two decimals, then the last digit of the whole part of the traded value. SET 1,346.23 and value 57,388.58 give 3 and 8: 38.',
    verify_chain:
      "Each settled result is kept with the SET and value it came from, who or what read them and when, whether they are the figures the feed published, who entered the result and who confirmed it, and a SHA-256 hash that covers those and the previous result's hash (results settled before the feed check and the two people were recorded are hashed without them). Changing any past result changes every hash after it.",
    verify_how:
      "To check: compare a day's SET index and value with any public SET record (set.or.th, or a newspaper of that day), apply the rule, and recompute the hashes from the JSON below.",
    verify_json: 'The chain as JSON',
    verify_ok: 'The chain verifies: every hash and every number checks.',
    verify_broken: 'These entries do not verify: {{list}}',
    verify_follows: '{{set}} → {{a}}, {{value}} → {{b}}: {{result}}',
    verify_empty: 'No settled results yet.',
    verify_people: 'Entered by {{entered}}, confirmed by {{confirmed}}.',
    verify_role_feed: 'the feed',
    verify_role_operator: 'an operator',
    verify_role_admin: 'an admin',
    verify_match_matched: 'The SET and value the feed published.',
    verify_match_differs:
      'Differs from the figures the feed published: held with a written reason and confirmed by a second admin.',
    verify_match_no_reading: 'No feed reading to compare with.',
  },
  {
    mm: {
      verify_title: '2D ထွက်ဂဏန်းများ စစ်ဆေးရန်',
      verify_rule:
        '2D ဂဏန်းသည် SET ညွှန်းကိန်း (ဒသမ နှစ်နေရာ) ၏ နောက်ဆုံးဂဏန်းနှင့် Value ၏ ကိန်းပြည့်အပိုင်း နောက်ဆုံးဂဏန်း ဖြစ်သည်။ SET 1,346.23 နှင့် Value 57,388.58 ဆိုလျှင် 3 နှင့် 8 ဖြစ်၍ 38 ဖြစ်သည်။',
      verify_chain:
        'ငွေရှင်းပြီး ရလဒ်တိုင်းကို ၎င်းထွက်လာသော SET နှင့် Value၊ ဖတ်သူ/ဖတ်ချိန်၊ feed ထုတ်ပြန်သော ဂဏန်းများနှင့် ကိုက်ညီမှု၊ ရလဒ်ထည့်သူနှင့် အတည်ပြုသူ၊ ယခင်ရလဒ်၏ hash ပါဝင်သော SHA-256 hash ဖြင့် သိမ်းထားသည် (feed စစ်ဆေးမှုနှင့် လူနှစ်ဦးကို မှတ်တမ်းမတင်မီ ငွေရှင်းခဲ့သော ရလဒ်များ၏ hash တွင် ၎င်းတို့ မပါဝင်ပါ)။ ယခင်ရလဒ် တစ်ခုကို ပြင်လျှင် နောက်ပိုင်း hash အားလုံး ပြောင်းသွားမည်။',
      verify_how:
        'စစ်ရန်: ထိုနေ့၏ SET နှင့် Value ကို အများပြည်သူ SET မှတ်တမ်း (set.or.th သို့မဟုတ် ထိုနေ့ သတင်းစာ) နှင့် တိုက်ပါ၊ စည်းမျဉ်းအတိုင်း တွက်ပါ၊ အောက်ပါ JSON မှ hash များကို ပြန်တွက်ပါ။',
      verify_json: 'JSON ဖြင့် ကြည့်ရန်',
      verify_ok: 'ကွင်းဆက် မှန်ကန်သည်: hash နှင့် ဂဏန်းအားလုံး ကိုက်ညီသည်။',
      verify_broken: 'ဤအချက်များ မကိုက်ညီပါ: {{list}}',
      verify_follows: 'SET {{set}} → {{a}}၊ Value {{value}} → {{b}}: {{result}}',
      verify_empty: 'ငွေရှင်းပြီး ရလဒ် မရှိသေးပါ။',
      verify_people: '{{entered}}က ထည့်သွင်းပြီး {{confirmed}}က အတည်ပြုသည်။',
      verify_role_feed: 'ရလဒ်ထုတ်ပြန်ချက် (feed)',
      verify_role_operator: 'အော်ပရေတာ',
      verify_role_admin: 'အက်ဒမင်',
      verify_match_matched: 'feed ထုတ်ပြန်သော SET နှင့် Value ဖြစ်သည်။',
      verify_match_differs:
        'feed ထုတ်ပြန်သော ဂဏန်းများနှင့် ကွာခြားသည်: ရေးသားထားသော အကြောင်းပြချက်ဖြင့် ထိန်းထားပြီး ဒုတိယ အက်ဒမင်က အတည်ပြုခဲ့သည်။',
      verify_match_no_reading: 'နှိုင်းယှဉ်ရန် feed ဖတ်ချက် မရှိပါ။',
    },
    zh: {
      verify_title: '核对 2D 开奖',
      verify_rule:
        '2D 号码由两位组成：SET 指数（保留两位小数）的最后一位，加上成交额整数部分的最后一位。SET 1,346.23 和成交额 57,388.58 得出 3 和 8，即 38。',
      verify_chain:
        '每个已结算结果都与其来源的 SET 和成交额、读取者和时间、是否为数据源公布的数字、录入者和确认者一起保存，并以包含上一结果哈希的 SHA-256 哈希链接（在记录数据源核对和两人信息之前结算的结果，其哈希不含这些内容）。修改任何过去的结果都会改变其后的所有哈希。',
      verify_how:
        '核对方法：将当天的 SET 指数和成交额与任何公开的 SET 记录（set.or.th 或当日报纸）比较，按规则计算，并根据下方 JSON 重新计算哈希。',
      verify_json: 'JSON 格式的链',
      verify_ok: '链已验证：所有哈希和号码均正确。',
      verify_broken: '以下条目未通过验证：{{list}}',
      verify_follows: '{{set}} → {{a}}，{{value}} → {{b}}：{{result}}',
      verify_empty: '暂无已结算结果。',
      verify_people: '由{{entered}}录入，由{{confirmed}}确认。',
      verify_role_feed: '数据源',
      verify_role_operator: '操作员',
      verify_role_admin: '管理员',
      verify_match_matched: '即数据源公布的 SET 和成交额。',
      verify_match_differs: '与数据源公布的数字不同：已附书面理由暂扣，并由第二位管理员确认。',
      verify_match_no_reading: '没有可比对的数据源读数。',
    },
    th: {
      verify_title: 'ตรวจสอบผล 2D',
      verify_rule:
        'เลข 2D มีสองหลัก: หลักสุดท้ายของดัชนี SET (ทศนิยมสองตำแหน่ง) ตามด้วยหลักสุดท้ายของส่วนจำนวนเต็มของมูลค่าซื้อขาย SET 1,346.23 และมูลค่า 57,388.58 ได้ 3 และ 8 คือ 38',
      verify_chain:
        'ผลที่จ่ายแล้วแต่ละงวดเก็บไว้พร้อม SET และมูลค่าที่มา ผู้อ่านและเวลา การตรงกับตัวเลขที่ฟีดเผยแพร่ ผู้บันทึกและผู้ยืนยันผล และแฮช SHA-256 ที่รวมแฮชของผลก่อนหน้า (ผลที่จ่ายก่อนมีการบันทึกการตรวจกับฟีดและผู้เกี่ยวข้องทั้งสองคน จะไม่มีสิ่งเหล่านี้ในแฮช) การแก้ผลในอดีตจะทำให้แฮชทั้งหมดหลังจากนั้นเปลี่ยน',
      verify_how:
        'วิธีตรวจ: เทียบ SET และมูลค่าของวันนั้นกับบันทึก SET สาธารณะ (set.or.th หรือหนังสือพิมพ์วันนั้น) คำนวณตามกฎ แล้วคำนวณแฮชใหม่จาก JSON ด้านล่าง',
      verify_json: 'ดูเป็น JSON',
      verify_ok: 'ตรวจสอบผ่าน: แฮชและเลขถูกต้องทั้งหมด',
      verify_broken: 'รายการเหล่านี้ตรวจไม่ผ่าน: {{list}}',
      verify_follows: 'SET {{set}} → {{a}}, มูลค่า {{value}} → {{b}}: {{result}}',
      verify_empty: 'ยังไม่มีผลที่จ่ายแล้ว',
      verify_people: 'บันทึกโดย{{entered}} ยืนยันโดย{{confirmed}}',
      verify_role_feed: 'ฟีด',
      verify_role_operator: 'โอเปอเรเตอร์',
      verify_role_admin: 'แอดมิน',
      verify_match_matched: 'เป็น SET และมูลค่าที่ฟีดเผยแพร่',
      verify_match_differs: 'ต่างจากตัวเลขที่ฟีดเผยแพร่: ถูกระงับไว้พร้อมเหตุผลเป็นลายลักษณ์อักษร และยืนยันโดยแอดมินคนที่สอง',
      verify_match_no_reading: 'ไม่มีค่าจากฟีดให้เปรียบเทียบ',
    },
  },
);

export const useVerifyTexts = featureTexts('twod-verify', verifyMessages);
