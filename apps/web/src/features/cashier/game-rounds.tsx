import type { GameLogPeriod } from '@zeya/contract/constants';
import type { GameLogRow, GameRoundRow } from '@zeya/contract/game-logs';
import type { Replay } from '@zeya/contract/gscplus-console';
import { useState } from 'react';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { Loading } from '@/shared/ui/loading';
import { Modal } from '@/shared/ui/modal';
import { fetchReplay, useGameRounds } from '@/features/cashier/api';
import { useCashierTexts } from '@/features/cashier/messages';

/** The provider's replay of a round: a link to its page, or its HTML in a frame sandboxed away from this site. */
function ReplayDialog({
  round,
  replay,
  onClose,
}: {
  round: GameRoundRow;
  replay: Replay;
  onClose: () => void;
}) {
  const { t } = useCashierTexts();
  const title = t('replay_title', { round: round.round_code });
  return (
    <Modal title={title} onClose={onClose}>
      {replay.url && (
        <a
          href={replay.url}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand underline"
        >
          {t('open_replay')}
        </a>
      )}
      {replay.html !== null && (
        <iframe title={title} sandbox="" srcDoc={replay.html} className="h-[60vh] w-full rounded bg-white" />
      )}
    </Modal>
  );
}

function RoundItem({ round }: { round: GameRoundRow }) {
  const { t } = useCashierTexts();
  const [replay, setReplay] = useState<Replay>();
  const [failed, setFailed] = useState(false);
  const open = () =>
    fetchReplay(round.id).then(setReplay, () => {
      setFailed(true);
    });
  return (
    <li data-testid="game-round" className="flex flex-wrap items-center justify-between gap-2 py-1.5 text-sm">
      <code className="text-xs text-white/70">{round.round_code}</code>
      <span className="tabular-nums text-white/85">
        {t('round_bet')} {formatKs(round.bet, 2)} · {t('round_win')} {formatKs(round.win, 2)}
      </span>
      {round.replay && (
        <button
          type="button"
          onClick={() => void open()}
          className="rounded-full border border-amber-400/40 px-3 py-0.5 text-xs font-semibold text-brand"
        >
          {t('replay')}
        </button>
      )}
      {failed && (
        <p role="alert" className="w-full text-xs text-red-300">
          {t('replay_failed')}
        </p>
      )}
      {replay && <ReplayDialog round={round} replay={replay} onClose={() => setReplay(undefined)} />}
    </li>
  );
}

/** A game log row's rounds, newest first, each opening its replay where the provider keeps one. */
export function GameRounds({ period, row }: { period: GameLogPeriod; row: GameLogRow }) {
  const rounds = useGameRounds(period, row, true);
  if (rounds.isPending) return <Loading />;
  if (rounds.isError) return null;
  return (
    <ul className="mt-2 divide-y divide-white/10 border-t border-white/10">
      {rounds.data.map((round) => (
        <RoundItem key={round.id} round={round} />
      ))}
    </ul>
  );
}
