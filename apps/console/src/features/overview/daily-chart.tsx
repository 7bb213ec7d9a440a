import type { Dashboard } from '@zeya/contract/reports';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { formatNumber } from '@zeya/ui-kit/reader-style';
import { useOverviewTexts } from './texts';

const HEIGHT = 260;

/** Deposits, withdrawals and GGR per day as lines (uPlot: small, canvas, loaded only with the overview). */
export default function DailyChart({ days }: { days: Dashboard['days'] }) {
  const { t } = useOverviewTexts();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current!;
    const kyat = (_: uPlot, value: number | null) => (value === null ? '—' : formatKs(value));
    const plot = new uPlot(
      {
        width: element.clientWidth || 600,
        height: HEIGHT,
        series: [
          {},
          { label: t('deposits'), stroke: '#15803d', value: kyat },
          { label: t('withdrawals'), stroke: '#b91c1c', value: kyat },
          { label: t('chart_ggr'), stroke: '#1d4ed8', width: 2, value: kyat },
        ],
        axes: [{}, { size: 80, values: (_, ticks) => ticks.map((tick) => formatNumber(tick)) }],
      },
      [
        days.map((day) => Date.parse(`${day.date}T00:00:00Z`) / 1000),
        days.map((day) => day.deposits),
        days.map((day) => day.withdrawals),
        days.map((day) => day.ggr),
      ],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, t]);
  return <div ref={box} className="w-full" />;
}
