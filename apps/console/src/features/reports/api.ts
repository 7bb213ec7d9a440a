import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportName, ReportRow } from '@zeya/contract/reports';
import { consoleData } from '@/shared/api/client';
import { downloadFile } from '@/shared/api/download';
import type { Paged } from '@/shared/ui/pager';
import type { PeriodValue } from '@/shared/ui/period-filter';

/** One page of a report over a period; the page shown stays while the next one loads. */
export function useReport(name: ReportName, period: PeriodValue, page: number) {
  return useQuery({
    queryKey: ['reports', name, period.from, period.to, page],
    queryFn: ({ signal }) =>
      consoleData<Paged<ReportRow>>(`/reports/${name}`, { query: { ...period, page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Saves a whole report over a period (every page) as a CSV file. */
export const exportReport = (name: ReportName, period: { from: string; to: string }) =>
  downloadFile(`/reports/${name}.csv`, period);
