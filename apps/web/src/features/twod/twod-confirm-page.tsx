import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { formatKs } from '@/shared/format';
import { Icon } from '@/shared/ui/icons';
import { NoData } from '@/shared/ui/loading';
import { SignedInOnly } from '@/shared/ui/signed-in-only';
import { LOGIN_PATH, type TwodTime } from '@/features/twod/api';
import { EditBetModal } from '@/features/twod/edit-bet-modal';
import { useTwodTexts } from '@/features/twod/messages';
import { readSavedBets, saveBets, totalOf, type SavedBet } from '@/features/twod/saved-bets';
import { CARD, TwodFrame } from '@/features/twod/twod-frame';
import { useSubmitSlip } from '@/features/twod/use-submit-slip';

/** /2d/confirm: the numbers chosen on /2d/bet, to edit, delete, add to and send. With none saved, home. */
export function TwodConfirmPage() {
  const { t } = useTwodTexts();
  const [saved] = useState(readSavedBets);
  if (saved.bets.length === 0) return <Navigate to="/" replace />;
  const betPage = `/2d/bet?time=${saved.time.id}`;
  return (
    <SignedInOnly to={LOGIN_PATH}>
      <TwodFrame title={`${t('confirm_title')} (${saved.time.label})`} back={betPage}>
        <ConfirmSlip initial={saved.bets} time={saved.time} betPage={betPage} />
      </TwodFrame>
    </SignedInOnly>
  );
}

function ConfirmSlip({ initial, time, betPage }: { initial: SavedBet[]; time: TwodTime; betPage: string }) {
  const { t } = useTwodTexts();
  const [bets, setBets] = useState(initial);
  const [editing, setEditing] = useState<SavedBet | null>(null);
  const { submit, pending } = useSubmitSlip(time);

  // What is shown is what is saved: a reload or a trip to add more keeps the edits.
  const change = (next: SavedBet[]) => {
    setBets(next);
    saveBets(next, time);
  };

  return (
    <div className={`${CARD} space-y-4`}>
      {bets.length === 0 ? (
        <NoData text={t('no_bets')} />
      ) : (
        <BetList
          bets={bets}
          onEdit={setEditing}
          onDelete={(num) => change(bets.filter((bet) => bet.num !== num))}
        />
      )}
      <p className="flex items-center justify-between border-t border-white/10 pt-3 font-bold">
        <span className="text-amber-100/80">{t('total')}</span>
        <span data-testid="twod-total" className="text-lg text-brand tabular-nums">
          {formatKs(totalOf(bets))}
        </span>
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Link
          to={betPage}
          className="rounded-full border border-brand/60 px-4 py-2.5 text-center font-bold text-brand"
        >
          {t('add_more')}
        </Link>
        <button
          type="button"
          disabled={pending || bets.length === 0}
          onClick={() => submit(bets)}
          className="rounded-full bg-brand px-4 py-2.5 font-bold text-ink disabled:opacity-50"
        >
          {pending ? t('submitting') : t('confirm')}
        </button>
      </div>
      {editing && (
        <EditBetModal
          bet={editing}
          onClose={() => setEditing(null)}
          onSave={(edited) => {
            change(bets.map((bet) => (bet.num === edited.num ? edited : bet)));
            setEditing(null);
          }}
        />
      )}
    </div>
  );
}

function BetList({
  bets,
  onEdit,
  onDelete,
}: {
  bets: SavedBet[];
  onEdit: (bet: SavedBet) => void;
  onDelete: (num: string) => void;
}) {
  const { t } = useTwodTexts();
  const round = 'flex h-9 w-9 items-center justify-center rounded-full hover:bg-white/10';
  return (
    <table className="w-full text-sm tabular-nums">
      <thead className="text-amber-100/70">
        <tr className="border-b border-white/10">
          <th className="py-2 text-left font-semibold">{t('col_number')}</th>
          <th className="py-2 text-right font-semibold">{t('col_amount')}</th>
          <th className="w-20" />
        </tr>
      </thead>
      <tbody>
        {bets.map((bet) => (
          <tr key={bet.num} data-testid="twod-bet-row" className="border-b border-white/5">
            <td className="py-2 text-lg font-black text-brand">{bet.num}</td>
            <td className="py-2 text-right">{formatKs(bet.amount)}</td>
            <td className="py-1">
              <span className="flex justify-end gap-1">
                <button
                  type="button"
                  aria-label={t('edit', { num: bet.num })}
                  onClick={() => onEdit(bet)}
                  className={`${round} text-amber-200`}
                >
                  <Icon name="edit" className="h-4 w-4" />
                </button>
                <button
                  type="button"
                  aria-label={t('delete', { num: bet.num })}
                  onClick={() => onDelete(bet.num)}
                  className={`${round} text-red-300`}
                >
                  <Icon name="close" className="h-4 w-4" />
                </button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
