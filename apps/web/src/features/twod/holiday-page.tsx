import { Loading, NoData } from '@/shared/ui/loading';
import { useTwodHolidays } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';
import { CARD } from '@/shared/ui/lottery-frame';
import { TwodFrame } from '@/features/twod/twod-frame';

/** /2d/holiday: the days without draws, recent and upcoming (public). */
export function HolidayPage() {
  const { t } = useTwodTexts();
  const holidays = useTwodHolidays();
  return (
    <TwodFrame title={t('holidays')}>
      {holidays.isPending ? (
        <Loading />
      ) : holidays.isError ? (
        <NoData text={t('common:something_went_wrong')} />
      ) : holidays.data.length === 0 ? (
        <NoData />
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
                  <td className="py-2 pr-3 whitespace-nowrap text-amber-200">{holiday.date}</td>
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
