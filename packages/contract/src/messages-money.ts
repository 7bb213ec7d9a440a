/** Messages of one part of staff authority (money); messages.ts merges them into every language. */
export const moneyEn = {
  wagering_required: 'Bonus money must be wagered at least once before it can be withdrawn.',
  // the basis a commission plan's cap names (commission_above_cap)
  commission_basis_ngr: 'net gaming revenue (NGR)',
  commission_basis_turnover: 'turnover',
};

type MoneyKey = keyof typeof moneyEn;

export const moneyMm: Record<MoneyKey, string> = {
  wagering_required: 'ဘောနပ်စ်ငွေကို မထုတ်ယူမီ အနည်းဆုံး တစ်ကြိမ် လောင်းကစားရပါမည်။',
  commission_basis_ngr: 'အသားတင် ဂိမ်းဝင်ငွေ (NGR)',
  commission_basis_turnover: 'စုစုပေါင်း လောင်းကြေးပမာဏ (turnover)',
};
export const moneyZh: Record<MoneyKey, string> = {
  wagering_required: '奖金须至少投注一倍后才能提取。',
  commission_basis_ngr: '净游戏收入（NGR）',
  commission_basis_turnover: '流水',
};
export const moneyTh: Record<MoneyKey, string> = {
  wagering_required: 'เงินโบนัสต้องทำยอดเดิมพันอย่างน้อยหนึ่งเท่าก่อนจึงจะถอนได้',
  commission_basis_ngr: 'รายได้สุทธิจากเกม (NGR)',
  commission_basis_turnover: 'ยอดเทิร์นโอเวอร์',
};
