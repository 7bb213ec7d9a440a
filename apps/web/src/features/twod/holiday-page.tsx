import { formatDay } from '@zeya/ui-kit/format-date';
import { Loading, NoData } from '@/shared/ui/loading';
import { useTwodHolidays } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';
import { CARD } from '@/shared/ui/lottery-frame';
import { myanmarToday } from '@/shared/myanmar-time';
import { TwodFrame } from '@/features/twod/twod-frame';
import { isWeekend } from '@zeya/contract/twod-constants';

/**
 * /2d/holiday: the days without draws (public). Weekends are no rows of the operator's calendar, so they are said in
 * words, today's first when today is one: the page is never blank while the live board says "Weekend".
 */
export function HolidayPage() {
  const { t } = useTwodTexts();
  const holidays = useTwodHolidays();
  return (
    <TwodFrame title={t('holidays')}>
      <div data-testid="twod-weekends" className={`${CARD} space-y-1 text-sm`}>
        {isWeekend(myanmarToday()) && (
          <p className="font-bold text-amber-200">{t('holiday_today_weekend')}</p>
        )}
        <p className="text-white/80">{t('holiday_weekends')}</p>
      </div>
      {holidays.isPending ? (
        <Loading />
      ) : holidays.isError ? (
        <NoData text={t('common:something_went_wrong')} />
      ) : holidays.data.length === 0 ? (
        <NoData text={t('holiday_none')} />
      ) : (
        <div className={CARD}>
          <table className="w-full text-sm tabular-nums">
            <thead className="text-amber-100/70">
              <tr className="border-b border-white/10">
                <th className="py-2 text-left font-semibold">{t('date')}</th>
                <th className="py-2 text-left font-semibold">{t('holiday_name')}</th>
              </tr>
            </thead>
            <tbody>
              {holidays.data.map((holiday) => (
                <tr key={holiday.date} data-testid="twod-holiday" className="border-b border-white/5">
                  <td className="py-2 pr-3 whitespace-nowrap text-amber-200">{formatDay(holiday.date)}</td>
                  <td className="py-2">{holiday.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TwodFrame>
  );
}
