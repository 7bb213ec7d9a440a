/** Messages of one part of staff authority (money); messages.ts merges them into every language. */
export const moneyEn = {
  // an agent's float (owner's cash-in and cash-out, and what pays the agent's players' deposits)
  agent_float_short:
    "The agent's float is {balance}: it does not cover this deposit of {amount}. Nothing was changed; the float must be topped up first.",
  agent_float_insufficient: "The agent's float is {balance}: you cannot take out more than that.",
  agent_float_cashed_in: "Added to the agent's float.",
  agent_float_cashed_out: "Taken from the agent's float.",
  wagering_required: 'Bonus money must be wagered at least once before it can be withdrawn.',
  contribution_not_in_catalogue: 'Not a game of the catalogue: choose one from the list.',
  // the basis a commission plan's cap names (commission_above_cap)
  commission_basis_ngr: 'net gaming revenue (NGR)',
  commission_basis_turnover: 'turnover',
};

type MoneyKey = keyof typeof moneyEn;

export const moneyMm: Record<MoneyKey, string> = {
  agent_float_short:
    'အေးဂျင့်၏ ငွေအရန် (float) မှာ {balance} သာ ရှိသဖြင့် {amount} ငွေသွင်းမှုကို မဖြည့်နိုင်ပါ။ ဘာမျှ မပြောင်းလဲပါ။ float ကို အရင် ဖြည့်ရပါမည်။',
  agent_float_insufficient: 'အေးဂျင့်၏ float မှာ {balance} ဖြစ်သဖြင့် ထိုထက်ပို၍ ထုတ်ယူ၍ မရပါ။',
  agent_float_cashed_in: 'အေးဂျင့်၏ float သို့ ထည့်ပြီးပါပြီ။',
  agent_float_cashed_out: 'အေးဂျင့်၏ float မှ ထုတ်ယူပြီးပါပြီ။',
  wagering_required: 'ဘောနပ်စ်ငွေကို မထုတ်ယူမီ အနည်းဆုံး တစ်ကြိမ် လောင်းကစားရပါမည်။',
  contribution_not_in_catalogue: 'ဂိမ်းစာရင်းထဲတွင် မပါသော ဂိမ်းဖြစ်သည်။ စာရင်းထဲမှ ရွေးချယ်ပါ။',
  commission_basis_ngr: 'အသားတင် ဂိမ်းဝင်ငွေ (NGR)',
  commission_basis_turnover: 'စုစုပေါင်း လောင်းကြေးပမာဏ (turnover)',
};
export const moneyZh: Record<MoneyKey, string> = {
  agent_float_short:
    '代理的备用金为 {balance}，不足以支付这笔 {amount} 的存款。未做任何更改；须先为备用金充值。',
  agent_float_insufficient: '代理的备用金为 {balance}，取出金额不能超过此数。',
  agent_float_cashed_in: '已存入代理的备用金。',
  agent_float_cashed_out: '已从代理的备用金取出。',
  wagering_required: '奖金须至少投注一倍后才能提取。',
  contribution_not_in_catalogue: '不是游戏目录中的游戏：请从列表中选择。',
  commission_basis_ngr: '净游戏收入（NGR）',
  commission_basis_turnover: '流水',
};
export const moneyTh: Record<MoneyKey, string> = {
  agent_float_short:
    'เงินทุนหมุนเวียนของเอเจนต์มี {balance} ไม่พอสำหรับยอดฝาก {amount} นี้ ไม่มีการเปลี่ยนแปลงใด ๆ ต้องเติมเงินทุนหมุนเวียนก่อน',
  agent_float_insufficient: 'เงินทุนหมุนเวียนของเอเจนต์มี {balance} ถอนออกเกินกว่านั้นไม่ได้',
  agent_float_cashed_in: 'เติมเงินเข้าเงินทุนหมุนเวียนของเอเจนต์แล้ว',
  agent_float_cashed_out: 'ถอนเงินจากเงินทุนหมุนเวียนของเอเจนต์แล้ว',
  wagering_required: 'เงินโบนัสต้องทำยอดเดิมพันอย่างน้อยหนึ่งเท่าก่อนจึงจะถอนได้',
  contribution_not_in_catalogue: 'ไม่ใช่เกมในแคตตาล็อก โปรดเลือกจากรายการ',
  commission_basis_ngr: 'รายได้สุทธิจากเกม (NGR)',
  commission_basis_turnover: 'ยอดเทิร์นโอเวอร์',
};
