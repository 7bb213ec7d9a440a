import type { Language } from './constants';

/**
 * (No zod here: the player app imports these functions into its 2D bet page, whose bundle stays small.)
 *
 * The 2D quick sets ("အမြန်ထိုး") players here know by name, defined once: the server expands a quick bet with these
 * functions and checks every number it yields; the player app expands it with the same functions to show the numbers
 * before the player confirms. A set is either fixed (power, nakhat, ...) or built from digits the player chooses.
 */
export const QUICK_SETS = [
  'head',
  'tail',
  'contains',
  'brake',
  'power',
  'nakhat',
  'brothers',
  'doubles',
  'even_even',
  'odd_odd',
  'even_odd',
  'odd_even',
  'kway',
  'kway_doubles',
] as const;
export type QuickSet = (typeof QUICK_SETS)[number];

/** How many digits each set needs from the player: one (head digit...), several (kway), or none (fixed sets). */
export const QUICK_SET_DIGITS: Record<QuickSet, 'one' | 'many' | 'none'> = {
  head: 'one',
  tail: 'one',
  contains: 'one',
  brake: 'one',
  power: 'none',
  nakhat: 'none',
  brothers: 'none',
  doubles: 'none',
  even_even: 'none',
  odd_odd: 'none',
  even_odd: 'none',
  odd_even: 'none',
  kway: 'many',
  kway_doubles: 'many',
};

const ALL = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
const digitsOf = (num: string) => [Number(num[0]), Number(num[1])] as const;
const isEven = (digit: number) => digit % 2 === 0;

/** The number read backwards: the "R" (round) partner of 12 is 21; a double is its own partner. */
export const reverseOf = (num: string) => `${num[1]}${num[0]}`;

/** Adds each number's reverse once, keeping the player's order with each partner after its number. */
export function withReverses(nums: readonly string[]): string[] {
  const out: string[] = [];
  for (const num of nums) for (const each of [num, reverseOf(num)]) if (!out.includes(each)) out.push(each);
  return out;
}

/** Power (ပါဝါ) pairs 0-5, 1-6, 2-7, 3-8, 4-9 and nakhat (နက္ခတ်) 0-7, 1-8, 2-4, 3-5, 6-9, both ways round. */
const POWER = withReverses(['05', '16', '27', '38', '49']);
const NAKHAT = withReverses(['07', '18', '24', '35', '69']);

/** Each set's rule as a test on a number, or (kway) on the chosen digits. Comments give the rule in words. */
function matches(set: QuickSet, num: string, digits: readonly number[]): boolean {
  const [first, second] = digitsOf(num);
  const one = digits[0];
  switch (set) {
    case 'head': // ထိပ်: first digit is d
      return first === one;
    case 'tail': // နောက်ပိတ်: last digit is d
      return second === one;
    case 'contains': // အပါ: d anywhere (19 numbers)
      return first === one || second === one;
    case 'brake': // ဘရိတ်: digit sum ends in d
      return (first + second) % 10 === one;
    case 'power':
      return POWER.includes(num);
    case 'nakhat':
      return NAKHAT.includes(num);
    case 'brothers': // ညီကို: neighbouring digits, 9 and 0 neighbours too (01, 10, ..., 90, 09)
      return (first + 1) % 10 === second || (second + 1) % 10 === first;
    case 'doubles': // အပူး: both digits the same
      return first === second;
    case 'even_even': // စုံစုံ
      return isEven(first) && isEven(second);
    case 'odd_odd': // မမ
      return !isEven(first) && !isEven(second);
    case 'even_odd': // စုံမ
      return isEven(first) && !isEven(second);
    case 'odd_even': // မစုံ
      return !isEven(first) && isEven(second);
    case 'kway': // ခွေ: every pair of two different chosen digits, both ways
      return first !== second && digits.includes(first) && digits.includes(second);
    case 'kway_doubles': // ခွေပူး: the kway plus the doubles of the chosen digits
      return digits.includes(first) && digits.includes(second);
  }
}

/** A quick bet as the client sends it: the set, its digits as text ("3", "1357"), and the stake on each number. */
export interface QuickChoice {
  set: QuickSet;
  digits?: string | undefined;
}

/** Why a choice cannot expand, as a message key; null when it can. */
export function quickChoiceError(choice: QuickChoice): 'twod_quick_digits' | null {
  const need = QUICK_SET_DIGITS[choice.set];
  const digits = choice.digits ?? '';
  if (!/^\d*$/.test(digits) || new Set(digits).size !== digits.length) return 'twod_quick_digits';
  if (need === 'one' && digits.length !== 1) return 'twod_quick_digits';
  if (need === 'many' && digits.length < 2) return 'twod_quick_digits';
  if (need === 'none' && digits.length > 0) return 'twod_quick_digits';
  return null;
}

/** The numbers a quick set stands for, in number order ("00".."99"); empty when its digits do not fit the set. */
export function expandQuick(choice: QuickChoice): string[] {
  if (quickChoiceError(choice) !== null) return [];
  const digits = [...(choice.digits ?? '')].map(Number);
  return ALL.filter((num) => matches(choice.set, num, digits));
}

/** The names players use, per language, and a one-line rule for the picker. */
export const QUICK_SET_NAMES: Record<QuickSet, Record<Language, string>> = {
  head: { mm: 'ထိပ်', en: 'Head', zh: '头数', th: 'หลักหน้า' },
  tail: { mm: 'နောက်ပိတ်', en: 'Tail', zh: '尾数', th: 'หลักหลัง' },
  contains: { mm: 'အပါ', en: 'Contains', zh: '含数', th: 'มีเลข' },
  brake: { mm: 'ဘရိတ်', en: 'Brake', zh: '合数', th: 'ผลรวม' },
  power: { mm: 'ပါဝါ', en: 'Power', zh: '能量', th: 'พาวเวอร์' },
  nakhat: { mm: 'နက္ခတ်', en: 'Nakhat', zh: '星宿', th: 'นักษัตร' },
  brothers: { mm: 'ညီကို', en: 'Brothers', zh: '兄弟', th: 'พี่น้อง' },
  doubles: { mm: 'အပူး', en: 'Doubles', zh: '对子', th: 'เลขเบิ้ล' },
  even_even: { mm: 'စုံစုံ', en: 'Even-even', zh: '双双', th: 'คู่คู่' },
  odd_odd: { mm: 'မမ', en: 'Odd-odd', zh: '单单', th: 'คี่คี่' },
  even_odd: { mm: 'စုံမ', en: 'Even-odd', zh: '双单', th: 'คู่คี่' },
  odd_even: { mm: 'မစုံ', en: 'Odd-even', zh: '单双', th: 'คี่คู่' },
  kway: { mm: 'ခွေ', en: 'Kway', zh: '组合', th: 'กลับเลขชุด' },
  kway_doubles: { mm: 'ခွေပူး', en: 'Kway + doubles', zh: '组合含对子', th: 'กลับเลขชุดรวมเบิ้ล' },
};

export const QUICK_SET_RULES: Record<QuickSet, Record<Language, string>> = {
  head: {
    mm: 'ရွေးထားသော ဂဏန်းဖြင့် စသော ဂဏန်း ၁၀ လုံး',
    en: 'The 10 numbers starting with the digit',
    zh: '以该数字开头的 10 个号码',
    th: '10 เลขที่ขึ้นต้นด้วยตัวเลขนี้',
  },
  tail: {
    mm: 'ရွေးထားသော ဂဏန်းဖြင့် ဆုံးသော ဂဏန်း ၁၀ လုံး',
    en: 'The 10 numbers ending with the digit',
    zh: '以该数字结尾的 10 个号码',
    th: '10 เลขที่ลงท้ายด้วยตัวเลขนี้',
  },
  contains: {
    mm: 'ရွေးထားသော ဂဏန်း ပါဝင်သော ဂဏန်း ၁၉ လုံး',
    en: 'The 19 numbers with the digit in either place',
    zh: '任一位含该数字的 19 个号码',
    th: '19 เลขที่มีตัวเลขนี้ในหลักใดก็ได้',
  },
  brake: {
    mm: 'ဂဏန်းနှစ်လုံးပေါင်း၏ နောက်ဆုံးဂဏန်း ညီသော ၁၀ လုံး',
    en: 'The 10 numbers whose digit sum ends in the digit',
    zh: '两位数字之和的个位等于该数字的 10 个号码',
    th: '10 เลขที่ผลรวมหลักลงท้ายด้วยตัวเลขนี้',
  },
  power: {
    mm: '05 16 27 38 49 နှင့် ပြောင်းပြန်',
    en: '05 16 27 38 49 and their reverses',
    zh: '05 16 27 38 49 及其反转',
    th: '05 16 27 38 49 และกลับเลข',
  },
  nakhat: {
    mm: '07 18 24 35 69 နှင့် ပြောင်းပြန်',
    en: '07 18 24 35 69 and their reverses',
    zh: '07 18 24 35 69 及其反转',
    th: '07 18 24 35 69 และกลับเลข',
  },
  brothers: {
    mm: '01 12 23 ... 89 90 နှင့် ပြောင်းပြန်',
    en: '01 12 23 ... 89 90 and their reverses',
    zh: '01 12 23 ... 89 90 及其反转',
    th: '01 12 23 ... 89 90 และกลับเลข',
  },
  doubles: { mm: '00 11 22 ... 99', en: '00 11 22 ... 99', zh: '00 11 22 ... 99', th: '00 11 22 ... 99' },
  even_even: {
    mm: 'ဂဏန်းနှစ်လုံးလုံး စုံ (၂၅ လုံး)',
    en: 'Both digits even (25 numbers)',
    zh: '两位都是双数（25 个）',
    th: 'ทั้งสองหลักเป็นเลขคู่ (25 เลข)',
  },
  odd_odd: {
    mm: 'ဂဏန်းနှစ်လုံးလုံး မ (၂၅ လုံး)',
    en: 'Both digits odd (25 numbers)',
    zh: '两位都是单数（25 个）',
    th: 'ทั้งสองหลักเป็นเลขคี่ (25 เลข)',
  },
  even_odd: {
    mm: 'ရှေ့ စုံ၊ နောက် မ (၂၅ လုံး)',
    en: 'Even then odd (25 numbers)',
    zh: '前双后单（25 个）',
    th: 'หน้าคู่ หลังคี่ (25 เลข)',
  },
  odd_even: {
    mm: 'ရှေ့ မ၊ နောက် စုံ (၂၅ လုံး)',
    en: 'Odd then even (25 numbers)',
    zh: '前单后双（25 个）',
    th: 'หน้าคี่ หลังคู่ (25 เลข)',
  },
  kway: {
    mm: 'ရွေးထားသော ဂဏန်းများ အချင်းချင်း တွဲ (အပူးမပါ)',
    en: 'Every pair of the chosen digits, both ways (no doubles)',
    zh: '所选数字两两组合（不含对子）',
    th: 'จับคู่ตัวเลขที่เลือกทุกแบบ (ไม่รวมเบิ้ล)',
  },
  kway_doubles: {
    mm: 'ရွေးထားသော ဂဏန်းများ အချင်းချင်း တွဲ (အပူးပါ)',
    en: 'Every pair of the chosen digits, doubles included',
    zh: '所选数字两两组合（含对子）',
    th: 'จับคู่ตัวเลขที่เลือกทุกแบบ (รวมเบิ้ล)',
  },
};
