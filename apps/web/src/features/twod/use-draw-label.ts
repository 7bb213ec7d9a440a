import { timeOf } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';
import { drawLabel } from '@/shared/myanmar-time';

/** Names a draw by its day and time in the interface language: (2025-02-04, 2) -> Tue 4 Feb, 12:00 PM. */
export function useDrawLabel() {
  const { language } = useTwodTexts();
  return (day: string, timeId: number) => drawLabel(day, timeOf(String(timeId)).label, language);
}
