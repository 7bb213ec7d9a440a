import { myanmarDateTime, myanmarDay, myanmarHoursMinutes } from '@zeya/contract/myanmar-time';
import { inDigits, readerStyle, type ReaderStyle } from './reader-style';

/*
 * Dates and times as a person reads them, on the Myanmar clock whatever the device's zone (the business runs on
 * Myanmar time: 2D draws, closing times, breaks). The names are written here rather than asked of `Intl`: browsers
 * ship no Burmese calendar data (Chrome wrote "M11 30, Mon 11:51 AM"), and a table of twelve months and seven days
 * per language reads the same on every phone.
 */

interface Calendar {
  months: readonly string[];
  weekdays: readonly string[];
  /** A day: its weekday, day of the month and month. */
  day: (weekday: string, date: number, month: string) => string;
  /** A wall-clock time, from hours 0-23 and minutes as two digits. */
  clock: (hours: number, minutes: string) => string;
  /** Between a day and its time. */
  joiner: string;
}

/**
 * Burmese says the part of the day before the time, as a Myanmar reader says it aloud: နံနက် ၁၁:၅၅ (morning),
 * နေ့လယ် ၁၂:၀၁ (midday, the 2D noon draw), ညနေ ၄:၃၀ (evening, the 2D evening draw), ည ၉:၀၀ (night). A bare
 * နံနက်/ညနေ pair copied from AM/PM would call 9 at night "evening" and noon "evening" too, which no one says.
 */
function burmesePart(hours: number): string {
  if (hours === 0 || hours >= 19) return 'ည';
  if (hours < 12) return 'နံနက်';
  if (hours < 16) return 'နေ့လယ်';
  return 'ညနေ';
}

const twelve = (hours: number) => hours % 12 || 12;

const CALENDARS: Record<'en' | 'mm' | 'zh' | 'th', Calendar> = {
  en: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    day: (weekday, date, month) => `${weekday} ${date} ${month}`,
    clock: (hours, minutes) => `${twelve(hours)}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`,
    joiner: ', ',
  },
  mm: {
    months: [
      'ဇန်နဝါရီ',
      'ဖေဖော်ဝါရီ',
      'မတ်',
      'ဧပြီ',
      'မေ',
      'ဇွန်',
      'ဇူလိုင်',
      'ဩဂုတ်',
      'စက်တင်ဘာ',
      'အောက်တိုဘာ',
      'နိုဝင်ဘာ',
      'ဒီဇင်ဘာ',
    ],
    weekdays: ['တနင်္ဂနွေ', 'တနင်္လာ', 'အင်္ဂါ', 'ဗုဒ္ဓဟူး', 'ကြာသပတေး', 'သောကြာ', 'စနေ'],
    day: (weekday, date, month) => `${weekday}၊ ${month} ${date}`,
    clock: (hours, minutes) => `${burmesePart(hours)} ${twelve(hours)}:${minutes}`,
    joiner: '၊ ',
  },
  zh: {
    months: Array.from({ length: 12 }, (_, index) => `${index + 1}月`),
    weekdays: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    day: (weekday, date, month) => `${month}${date}日${weekday}`,
    // Chinese readers read the 24-hour clock in schedules and apps.
    clock: (hours, minutes) => `${String(hours).padStart(2, '0')}:${minutes}`,
    joiner: ' ',
  },
  th: {
    months: ['ม.ค.', 'ก.พ.', 'มี.ค.', 'เม.ย.', 'พ.ค.', 'มิ.ย.', 'ก.ค.', 'ส.ค.', 'ก.ย.', 'ต.ค.', 'พ.ย.', 'ธ.ค.'],
    weekdays: ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'],
    day: (weekday, date, month) => `${weekday} ${date} ${month}`,
    // Thai writes the 24-hour clock followed by น. (นาฬิกา).
    clock: (hours, minutes) => `${String(hours).padStart(2, '0')}:${minutes} น.`,
    joiner: ' ',
  },
};

const calendarOf = (language: string) => CALENDARS[language as keyof typeof CALENDARS] ?? CALENDARS.en;

function instantOf(value: string | Date): Date | null {
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** A Myanmar day (YYYY-MM-DD) with its weekday: Tue 24 Nov, အင်္ဂါ၊ နိုဝင်ဘာ ၂၄, 11月24日周二, อังคาร 24 พ.ย. */
export function formatDay(day: string, style: ReaderStyle = readerStyle()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!date || Number.isNaN(date.getTime())) return day;
  const calendar = calendarOf(style.language);
  const text = calendar.day(
    calendar.weekdays[date.getUTCDay()]!,
    date.getUTCDate(),
    calendar.months[date.getUTCMonth()]!,
  );
  return inDigits(text, style.digits);
}

/** A Myanmar wall-clock time (HH:MM or HH:MM:SS, as the 2D feed writes it): 4:30 PM, ညနေ ၄:၃၀, 16:30, 16:30 น. */
export function formatClock(time: string, style: ReaderStyle = readerStyle()): string {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  if (!match || Number(match[1]) > 23) return time;
  return inDigits(calendarOf(style.language).clock(Number(match[1]), match[2]!), style.digits);
}

/** The Myanmar clock time of an instant (ISO string or Date). */
export function formatInstantClock(value: string | Date, style: ReaderStyle = readerStyle()): string {
  const instant = instantOf(value);
  if (!instant) return String(value);
  const { hours, minutes } = myanmarHoursMinutes(instant);
  return formatClock(`${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`, style);
}

/** An instant as its Myanmar day and time: Wed 25 Nov, 9:00 AM; ဗုဒ္ဓဟူး၊ နိုဝင်ဘာ ၂၅၊ နံနက် ၉:၀၀. */
export function formatInstant(value: string | Date, style: ReaderStyle = readerStyle()): string {
  const instant = instantOf(value);
  if (!instant) return String(value);
  const { joiner } = calendarOf(style.language);
  return `${formatDay(myanmarDay(instant), style)}${joiner}${formatInstantClock(instant, style)}`;
}

/**
 * An instant as a numbered stamp in Myanmar time, 2026-11-24 11:30 (to the second with `seconds`), in the reader's
 * digits: for lists people scan and compare (logs, histories, the console's tables), where the year matters.
 */
export function formatStamp(
  value: string | Date | null | undefined,
  seconds = false,
  style: ReaderStyle = readerStyle(),
): string {
  if (value === null || value === undefined || value === '') return '';
  const instant = instantOf(value);
  return instant ? inDigits(myanmarDateTime(instant, seconds), style.digits) : String(value);
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** A recorded value as a person reads it: an ISO instant (2026-11-24T05:00:00.000Z) as a stamp, anything else as is. */
export const readableIfInstant = (value: string, style: ReaderStyle = readerStyle()) =>
  ISO_INSTANT.test(value) ? formatStamp(value, false, style) : value;
