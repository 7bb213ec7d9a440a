import { afterEach, describe, expect, it } from 'vitest';
import { formatClock, formatDay, formatInstant, formatStamp, readableIfInstant } from './format-date';
import { formatKs } from './format-ks';
import { setReaderStyle, type ReaderStyle } from './reader-style';

const mm: ReaderStyle = { language: 'mm', digits: 'myanmar' };
const mmLatin: ReaderStyle = { language: 'mm', digits: 'latin' };
const en: ReaderStyle = { language: 'en', digits: 'latin' };
const zh: ReaderStyle = { language: 'zh', digits: 'latin' };
const th: ReaderStyle = { language: 'th', digits: 'latin' };

// 2026-11-24 is a Tuesday; 05:25Z is 11:55 in Myanmar, 17:30Z the next Myanmar day's midnight.
const MORNING = '2026-11-24T05:25:00.000Z';

afterEach(() => setReaderStyle(en));

describe('dates and times in Burmese', () => {
  it('names months and weekdays in Burmese, with Myanmar digits', () => {
    expect(formatDay('2026-11-24', mm)).toBe('အင်္ဂါ၊ နိုဝင်ဘာ ၂၄');
    expect(formatDay('2026-01-04', mm)).toBe('တနင်္ဂနွေ၊ ဇန်နဝါရီ ၄');
    expect(formatDay('2026-08-14', mm)).toBe('သောကြာ၊ ဩဂုတ် ၁၄');
    expect(formatDay('2026-12-31', mmLatin)).toBe('ကြာသပတေး၊ ဒီဇင်ဘာ 31');
  });

  it('says the part of the day before the time, never AM or PM', () => {
    expect(formatClock('11:55', mm)).toBe('နံနက် ၁၁:၅၅');
    expect(formatClock('12:01:00', mm)).toBe('နေ့လယ် ၁၂:၀၁');
    expect(formatClock('16:30', mm)).toBe('ညနေ ၄:၃၀');
    expect(formatClock('21:00', mm)).toBe('ည ၉:၀၀');
    expect(formatClock('00:10', mm)).toBe('ည ၁၂:၁၀');
    expect(formatClock('09:30', mmLatin)).toBe('နံနက် 9:30');
  });

  it('shows an instant on the Myanmar clock, whatever the zone it was written in', () => {
    expect(formatInstant(MORNING, mm)).toBe('အင်္ဂါ၊ နိုဝင်ဘာ ၂၄၊ နံနက် ၁၁:၅၅');
    expect(formatInstant('2026-11-24T23:55:00+06:30', mm)).toBe('အင်္ဂါ၊ နိုဝင်ဘာ ၂၄၊ ည ၁၁:၅၅');
    expect(formatInstant('2026-11-24T17:30:00Z', mm)).toBe('ဗုဒ္ဓဟူး၊ နိုဝင်ဘာ ၂၅၊ ည ၁၂:၀၀');
    expect(formatStamp(MORNING, false, mm)).toBe('၂၀၂၆-၁၁-၂၄ ၁၁:၅၅');
  });

  it('writes kyat in the digits the reader chose', () => {
    setReaderStyle(mm);
    expect(formatKs(1_234_500)).toBe('၁,၂၃၄,၅၀၀ Ks');
    expect(formatDay('2026-11-24')).toBe('အင်္ဂါ၊ နိုဝင်ဘာ ၂၄');
    setReaderStyle(mmLatin);
    expect(formatKs(450_000, 2)).toBe('450,000.00 Ks');
  });
});

describe('dates and times in English, Chinese and Thai', () => {
  it('English: weekday, day, month and a 12-hour clock', () => {
    expect(formatDay('2026-11-24', en)).toBe('Tue 24 Nov');
    expect(formatClock('16:30:00', en)).toBe('4:30 PM');
    expect(formatClock('00:00', en)).toBe('12:00 AM');
    expect(formatInstant(MORNING, en)).toBe('Tue 24 Nov, 11:55 AM');
  });

  it('Chinese: month and day with the weekday, a 24-hour clock', () => {
    expect(formatDay('2026-11-24', zh)).toBe('11月24日周二');
    expect(formatInstant(MORNING, zh)).toBe('11月24日周二 11:55');
    expect(formatClock('16:30', zh)).toBe('16:30');
  });

  it('Thai: weekday, day and abbreviated month, a 24-hour clock with น.', () => {
    expect(formatDay('2026-11-24', th)).toBe('อังคาร 24 พ.ย.');
    expect(formatInstant(MORNING, th)).toBe('อังคาร 24 พ.ย. 11:55 น.');
  });

  it('kyat and stamps default to Latin digits, as the console writes them', () => {
    expect(formatKs(100_000)).toBe('100,000 Ks');
    expect(formatStamp(MORNING, true, en)).toBe('2026-11-24 11:55:00');
  });
});

describe('what is not a date', () => {
  it('comes back as it was', () => {
    expect(formatDay('not a day', mm)).toBe('not a day');
    expect(formatClock('later', mm)).toBe('later');
    expect(formatInstant('soon', en)).toBe('soon');
    expect(formatStamp(null)).toBe('');
  });

  it('turns only ISO instants of recorded values into stamps', () => {
    expect(readableIfInstant('2026-11-24T05:25:00.000Z', en)).toBe('2026-11-24 11:55');
    expect(readableIfInstant('2026-11-24', en)).toBe('2026-11-24');
    expect(readableIfInstant('timeout', en)).toBe('timeout');
  });
});
