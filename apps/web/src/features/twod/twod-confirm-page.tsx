import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { InsufficientBalance, useShortfall } from '@/shared/wallet/insufficient-balance';
import { Icon } from '@/shared/ui/icons';
import { NoData } from '@/shared/ui/loading';
import { SignedInOnly } from '@/shared/ui/signed-in-only';
import { LOGIN_PATH, openDrawOf, useOpenDraws, useTwodNumbers, type TwodNumbers } from '@/features/twod/api';
import { DrawDay } from '@/features/twod/draw-day';
import { EditBetModal } from '@/features/twod/edit-bet-modal';
import { useTwodTexts } from '@/features/twod/messages';
import { readSavedBets, saveBets, totalOf, type SavedBet, type SavedSlip } from '@/features/twod/saved-bets';
import { useLotteryTexts } from '@/shared/lottery/messages';
import { CARD } from '@/shared/ui/lottery-frame';
import { TwodFrame } from '@/features/twod/twod-frame';
import { useDrawLabel } from '@/features/twod/use-draw-label';
import { useSubmitSlip } from '@/features/twod/use-submit-slip';

/** /2d/confirm: the numbers chosen on /2d/bet, to edit, delete, add to and send. With none saved, home. */
export function TwodConfirmPage() {
  const { t } = useTwodTexts();
  const [saved] = useState(readSavedBets);
  if (saved.bets.length === 0) return <Navigate to="/" replace />;
  const betPage = `/2d/bet?time=${saved.time.id}`;
  return (
    <SignedInOnly to={LOGIN_PATH}>
      <TwodFrame title={t('confirm_title')} back={betPage}>
        <ConfirmSlip saved={saved} betPage={betPage} />
      </TwodFrame>
    </SignedInOnly>
  );
}

/**
 * The draw the slip goes to is the one shown: the day saved on the bet page while that draw takes bets; once it has
 * closed, the next open draw of the same time, said in so many words before the player confirms.
 */
function TargetDraw({ saved }: { saved: SavedSlip }) {
  const { t } = useTwodTexts();
  const label = useDrawLabel();
  const open = openDrawOf(useOpenDraws().data, saved.time.id);
  const id = saved.time.id;
  const date = open?.date ?? saved.date;
  const moved = saved.date !== null && open !== undefined && saved.date !== open.date;
  return (
    <>
      {date && <DrawDay draw={{ date, time_id: id, today_reason: open?.today_reason }} />}
      {moved && (
        <p role="alert" className="rounded-lg bg-amber-500/15 px-3 py-2 text-sm text-amber-200">
          {t('draw_moved', { from: label(saved.date!, id), to: label(open.date, id) })}
        </p>
      )}
    </>
  );
}

function ConfirmSlip({ saved, betPage }: { saved: SavedSlip; betPage: string }) {
  const { t } = useTwodTexts();
  const [bets, setBets] = useState(saved.bets);
  const [editing, setEditing] = useState<SavedBet | null>(null);
  const open = openDrawOf(useOpenDraws().data, saved.time.id);
  const { submit, pending, refused } = useSubmitSlip(saved.time, open?.date ?? saved.date);
  const numbers = useTwodNumbers(saved.time.id).data;
  const total = totalOf(bets);
  const short = useShortfall('main', total) > 0;

  // What is shown is what is saved: a reload or a trip to add more keeps the edits.
  const change = (next: SavedBet[]) => {
    setBets(next);
    saveBets(next, saved.time, saved.date);
  };

  return (
    <div className={`${CARD} space-y-4`}>
      <TargetDraw saved={saved} />
      {bets.length === 0 ? (
        <NoData text={t('no_bets')} />
      ) : (
        <BetList
          bets={bets}
          refused={refused}
          numbers={numbers}
          onEdit={setEditing}
          onDelete={(num) => change(bets.filter((bet) => bet.num !== num))}
        />
      )}
      <p className="flex items-center justify-between border-t border-white/10 pt-3 font-bold">
        <span className="text-amber-100/80">{t('total')}</span>
        <span data-testid="twod-total" className="text-lg text-brand tabular-nums">
          {formatKs(total)}
        </span>
      </p>
      {/* 2D stakes come from the main balance: when it is short, the way to move game money over is right here. */}
      <InsufficientBalance uses="main" need={total} />
      <div className="grid grid-cols-2 gap-3">
        <Link
          to={betPage}
          className="rounded-full border border-brand/60 px-4 py-2.5 text-center font-bold text-brand"
        >
          {t('add_more')}
        </Link>
        <button
          type="button"
          disabled={pending || bets.length === 0 || short}
          onClick={() => submit(bets)}
          className="rounded-full bg-brand px-4 py-2.5 font-bold text-ink disabled:opacity-50"
        >
          {pending ? t('submitting') : t('confirm')}
        </button>
      </div>
      {editing && (
        <EditBetModal
          bet={editing}
          numbers={numbers}
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

/** What a number of the board has left, to say beside a row the server refused. */
const remainingOf = (numbers: TwodNumbers | undefined, num: string) =>
  numbers?.numbers.find((number) => number.num === num)?.remaining ?? 0;

function BetList({
  bets,
  refused,
  numbers,
  onEdit,
  onDelete,
}: {
  bets: SavedBet[];
  refused: readonly string[];
  numbers: TwodNumbers | undefined;
  onEdit: (bet: SavedBet) => void;
  onDelete: (num: string) => void;
}) {
  const { t } = useTwodTexts();
  const lottery = useLotteryTexts().t;
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
            <td className="py-2 text-right">
              {formatKs(bet.amount)}
              {refused.includes(bet.num) && (
                <span role="alert" data-testid="twod-left-on" className="block text-xs text-red-300">
                  {lottery('left_on', { num: bet.num, amount: formatKs(remainingOf(numbers, bet.num)) })}
                </span>
              )}
            </td>
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
