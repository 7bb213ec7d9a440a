import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import { slipStakes, twodBetRequest } from './twod';
import {
  expandQuick,
  QUICK_SET_NAMES,
  QUICK_SET_RULES,
  QUICK_SETS,
  withReverses,
  type QuickSet,
} from './twod-quick';

const list = (text: string) => text.split(' ');

/** Each set written out by hand, as players know it, not computed: the table the server and the client share. */
const TABLE: [QuickSet, string | undefined, string[]][] = [
  ['head', '3', list('30 31 32 33 34 35 36 37 38 39')],
  ['tail', '7', list('07 17 27 37 47 57 67 77 87 97')],
  ['contains', '5', list('05 15 25 35 45 50 51 52 53 54 55 56 57 58 59 65 75 85 95')],
  ['brake', '0', list('00 19 28 37 46 55 64 73 82 91')],
  ['brake', '7', list('07 16 25 34 43 52 61 70 89 98')],
  ['power', undefined, list('05 16 27 38 49 50 61 72 83 94')],
  ['nakhat', undefined, list('07 18 24 35 42 53 69 70 81 96')],
  ['brothers', undefined, list('01 09 10 12 21 23 32 34 43 45 54 56 65 67 76 78 87 89 90 98')],
  ['doubles', undefined, list('00 11 22 33 44 55 66 77 88 99')],
  [
    'even_even',
    undefined,
    list('00 02 04 06 08 20 22 24 26 28 40 42 44 46 48 60 62 64 66 68 80 82 84 86 88'),
  ],
  ['odd_odd', undefined, list('11 13 15 17 19 31 33 35 37 39 51 53 55 57 59 71 73 75 77 79 91 93 95 97 99')],
  ['even_odd', undefined, list('01 03 05 07 09 21 23 25 27 29 41 43 45 47 49 61 63 65 67 69 81 83 85 87 89')],
  ['odd_even', undefined, list('10 12 14 16 18 30 32 34 36 38 50 52 54 56 58 70 72 74 76 78 90 92 94 96 98')],
  ['kway', '137', list('13 17 31 37 71 73')],
  ['kway_doubles', '137', list('11 13 17 31 33 37 71 73 77')],
];

describe('2D quick sets', () => {
  it.each(TABLE)('%s %s expands to exactly its definition', (set, digits, expected) => {
    expect(expandQuick({ set, digits })).toEqual(expected);
  });

  it('every set has a table row, a name and a rule in each language', () => {
    for (const set of QUICK_SETS) {
      expect(TABLE.some(([row]) => row === set)).toBe(true);
      for (const language of LANGUAGES) {
        expect(QUICK_SET_NAMES[set][language].trim()).not.toBe('');
        expect(QUICK_SET_RULES[set][language].trim()).not.toBe('');
      }
    }
  });

  it('uses the Burmese names players use', () => {
    expect(QUICK_SETS.map((set) => QUICK_SET_NAMES[set].mm)).toEqual([
      'ထိပ်',
      'နောက်ပိတ်',
      'အပါ',
      'ဘရိတ်',
      'ပါဝါ',
      'နက္ခတ်',
      'ညီကို',
      'အပူး',
      'စုံစုံ',
      'မမ',
      'စုံမ',
      'မစုံ',
      'ခွေ',
      'ခွေပူး',
    ]);
  });

  it.each([
    ['head', undefined],
    ['head', '12'],
    ['kway', '1'],
    ['kway', '11'],
    ['power', '3'],
    ['tail', 'x'],
  ] as const)('%s with digits %s expands to nothing and is refused', (set, digits) => {
    expect(expandQuick({ set, digits })).toEqual([]);
    const parsed = twodBetRequest.safeParse({ totalAmount: 1000, quick: { set, digits, amount: 100 } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.some((issue) => issue.path.join('.') === 'quick.digits')).toBe(true);
  });

  it('R adds each number’s reverse once, a double being its own', () => {
    expect(withReverses(['12', '33', '21', '45'])).toEqual(['12', '21', '33', '45', '54']);
  });

  it('a slip combines hand-picked numbers, their reverses and a quick set, summing a number reached twice', () => {
    const stakes = slipStakes({
      amounts: [
        { num: '12', amount: 200 },
        { num: '55', amount: 100 },
      ],
      round: true,
      quick: { set: 'head', digits: '2', amount: 100 },
    });
    expect(new Map(stakes.map(({ num, amount }) => [num, amount]))).toEqual(
      new Map([
        ['12', 200],
        ['55', 100],
        ['21', 300],
        ...list('20 22 23 24 25 26 27 28 29').map((num) => [num, 100] as const),
      ]),
    );
  });

  it('the request checks the total against the expanded slip', () => {
    const quick = { set: 'doubles', amount: 100 };
    expect(twodBetRequest.safeParse({ totalAmount: 1000, quick }).success).toBe(true);
    const wrong = twodBetRequest.safeParse({ totalAmount: 900, quick });
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual(['twod_total_mismatch']);
    const none = twodBetRequest.safeParse({ totalAmount: 100, amounts: [] });
    expect(none.error?.issues.map((issue) => issue.message)).toContain('twod_amounts_required');
  });
});
