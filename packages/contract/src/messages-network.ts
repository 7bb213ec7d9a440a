/** Messages of the owner's view of the agent network; messages.ts merges them into every language. */
export const networkEn = {
  player_move_not_agent: 'Choose an active agent, or none for the house.',
  player_move_same_agent: 'The player already belongs here.',
  player_move_open_requests:
    "The player has deposit or withdrawal requests waiting. They were made through the current agent's accounts: decide them first, then move the player.",
  player_move_changed:
    "The player's agent has changed since this move was asked for. Nothing was changed: ask again if it is still wanted.",
  player_moved: 'The player now belongs to the new agent.',
  channel_owner_not_agent: 'Choose an active agent, or none for the house.',
};

type NetworkKey = keyof typeof networkEn;

export const networkMm: Record<NetworkKey, string> = {
  player_move_not_agent: 'အသုံးပြုနေသော ကိုယ်စားလှယ်တစ်ဦးကို ရွေးပါ၊ သို့မဟုတ် ကုမ္ပဏီအတွက် မည်သူမျှ မရွေးပါနှင့်။',
  player_move_same_agent: 'ကစားသမားသည် ဤနေရာတွင် ရှိပြီးသား ဖြစ်ပါသည်။',
  player_move_open_requests:
    'ကစားသမားတွင် စောင့်ဆိုင်းနေသော ငွေသွင်း သို့မဟုတ် ငွေထုတ် တောင်းဆိုမှုများ ရှိပါသည်။ ၎င်းတို့ကို လက်ရှိ ကိုယ်စားလှယ်၏ အကောင့်များမှတစ်ဆင့် ပြုလုပ်ထားသဖြင့် ဦးစွာ ဆုံးဖြတ်ပြီးမှ ကစားသမားကို ရွှေ့ပါ။',
  player_move_changed:
    'ဤရွှေ့ပြောင်းမှုကို တောင်းဆိုပြီးနောက် ကစားသမား၏ ကိုယ်စားလှယ် ပြောင်းသွားပါပြီ။ ဘာမျှ မပြောင်းလဲပါ။ လိုအပ်သေးပါက ထပ်မံ တောင်းဆိုပါ။',
  player_moved: 'ကစားသမားသည် ကိုယ်စားလှယ်အသစ်ထံ ရောက်ရှိသွားပါပြီ။',
  channel_owner_not_agent: 'အသုံးပြုနေသော ကိုယ်စားလှယ်တစ်ဦးကို ရွေးပါ၊ သို့မဟုတ် ကုမ္ပဏီအတွက် မည်သူမျှ မရွေးပါနှင့်။',
};

export const networkZh: Record<NetworkKey, string> = {
  player_move_not_agent: '请选择一个启用中的代理，或不选（归平台所有）。',
  player_move_same_agent: '该玩家已经属于这里。',
  player_move_open_requests:
    '该玩家有待处理的存款或提款申请，它们是通过当前代理的账户提交的：请先处理这些申请，再转移玩家。',
  player_move_changed: '自提出此转移申请以来，玩家的代理已变更。未做任何更改：如仍需要，请重新申请。',
  player_moved: '该玩家现已归属新代理。',
  channel_owner_not_agent: '请选择一个启用中的代理，或不选（归平台所有）。',
};

export const networkTh: Record<NetworkKey, string> = {
  player_move_not_agent: 'เลือกเอเจนต์ที่ใช้งานอยู่ หรือไม่เลือกเพื่อให้เป็นของเว็บไซต์',
  player_move_same_agent: 'ผู้เล่นอยู่ที่นี่อยู่แล้ว',
  player_move_open_requests:
    'ผู้เล่นมีคำขอฝากหรือถอนที่รอดำเนินการ ซึ่งทำผ่านบัญชีของเอเจนต์ปัจจุบัน: ให้ตัดสินคำขอเหล่านั้นก่อน แล้วจึงย้ายผู้เล่น',
  player_move_changed: 'เอเจนต์ของผู้เล่นเปลี่ยนไปแล้วตั้งแต่มีการขอย้ายนี้ ไม่มีการเปลี่ยนแปลงใด ๆ หากยังต้องการ ให้ขอใหม่อีกครั้ง',
  player_moved: 'ผู้เล่นอยู่กับเอเจนต์ใหม่แล้ว',
  channel_owner_not_agent: 'เลือกเอเจนต์ที่ใช้งานอยู่ หรือไม่เลือกเพื่อให้เป็นของเว็บไซต์',
};
