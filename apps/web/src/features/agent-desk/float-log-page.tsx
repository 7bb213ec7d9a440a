import type { AgentFloatTransfer } from '@zeya/contract/agents';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useState } from 'react';
import { Loading, NoData } from '@/shared/ui/loading';
import { FormAlert } from '@/shared/ui/form-fields';
import { useFloat } from '@/features/agent-desk/api';
import { Card, DeskHeading, deskDateTime, failureText } from '@/features/agent-desk/desk-ui';
import { useFloatTransfers } from '@/features/agent-desk/figures-api';
import { useDeskTexts, type DeskKey } from '@/features/agent-desk/messages';
import { Pager } from '@/features/agent-desk/pager';

const ROLE_LABELS: Record<AgentFloatTransfer['role'], DeskKey> = {
  cash_in: 'move_cash_in',
  cash_out: 'move_cash_out',
  player_deposit: 'move_deposit',
  player_withdrawal: 'move_withdrawal',
};

/** /agent/float: every move of the float, newest first: the owner's cash-in and cash-out and the players' money. */
export function FloatLogPage() {
  const { t, failure } = useDeskTexts();
  const [page, setPage] = useState(1);
  const float = useFloat();
  const moves = useFloatTransfers(page);
  return (
    <>
      <DeskHeading title={t('float_log_title')} />
      <div className="space-y-3">
        <Card>
          <p className="text-sm text-amber-100/70">{t('float')}</p>
          <p className="text-2xl font-black text-white tabular-nums">
            {float.data ? formatKs(float.data.float, 2) : '…'}
          </p>
        </Card>
        {moves.isPending ? (
          <Loading />
        ) : moves.isError ? (
          <FormAlert message={failureText(moves.error, failure)} />
        ) : moves.data.data.length === 0 ? (
          <NoData text={t('float_log_empty')} />
        ) : (
          <ul className="space-y-2">
            {moves.data.data.map((move) => (
              <li
                key={move.id}
                data-testid="float-move"
                className="flex items-center justify-between gap-3 rounded-lg bg-[#2a1c05] px-3 py-2"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-white">{t(ROLE_LABELS[move.role])}</p>
                  <p className="truncate text-xs text-white/60">
                    {move.player ? `${move.player.user_name} · ` : ''}
                    {deskDateTime(move.created_at)}
                  </p>
                </div>
                <p
                  className={`font-bold tabular-nums ${move.amount < 0 ? 'text-red-300' : 'text-emerald-300'}`}
                >
                  {move.amount > 0 ? '+' : ''}
                  {formatKs(move.amount, 2)}
                </p>
              </li>
            ))}
          </ul>
        )}
        {moves.data && <Pager page={page} pages={moves.data.last_page} onPage={setPage} />}
      </div>
    </>
  );
}
