import type { AgentReport } from '@zeya/contract/agents';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useDeskTexts, type DeskKey } from '@/features/agent-desk/messages';

type Figures = AgentReport['total'];

export const FIGURES: readonly { key: keyof Figures; label: DeskKey }[] = [
  { key: 'turnover', label: 'turnover' },
  { key: 'players_win_lose', label: 'players_win_lose' },
  { key: 'deposits', label: 'deposits' },
  { key: 'withdrawals', label: 'withdrawals' },
];

/** Positive win/lose is the players ahead (the agent's side lost): shown red, a loss to the players green. */
export function winLoseTone(amount: number): string {
  if (amount > 0) return 'text-red-300';
  if (amount < 0) return 'text-emerald-300';
  return 'text-white';
}

/** A period's four figures as a grid of tiles. */
export function FigureTiles({ figures }: { figures: Figures }) {
  const { t } = useDeskTexts();
  return (
    <dl className="grid grid-cols-2 gap-2">
      {FIGURES.map((figure) => (
        <div key={figure.key} className="rounded-lg bg-black/30 px-3 py-2">
          <dt className="text-xs text-amber-100/70">{t(figure.label)}</dt>
          <dd
            data-testid={`figure-${figure.key}`}
            className={`font-bold tabular-nums ${
              figure.key === 'players_win_lose' ? winLoseTone(figures[figure.key]) : 'text-white'
            }`}
          >
            {formatKs(figures[figure.key], 2)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
