import { SUCCESS_STATUS } from '@zeya/contract/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '@/shared/ui/toast';
import { ApiError } from '@/shared/api/client';
import { slipPath, usePlaceTwodBet, type TwodTime } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';
import { clearSavedBets, totalOf, type SavedBet } from '@/features/twod/saved-bets';

type Translate = ReturnType<typeof useTwodTexts>['t'];

/** The spec's failure texts: an array reply lists the over-limit numbers; else the message, or 'Bet failed!'. */
function failureText(failure: unknown, t: Translate): string {
  if (!(failure instanceof ApiError) || failure.status === 0) return t('network_error');
  if (Array.isArray(failure.body)) return t('over_limit', { numbers: failure.body.join(', ') });
  return failure.message || t('bet_failed');
}

/**
 * Sends the slip of the saved numbers to the draw of `date` (the day shown to the player), and only to it: once that
 * draw closes the server refuses the slip, and the page shows the next draw's day before the player confirms again.
 * A success toasts the server's message, forgets the saved numbers and shows the session's slip; a failure toasts
 * why and keeps them, and an over-limit refusal's numbers are kept in `refused` so each row can say what is left.
 */
export function useSubmitSlip(time: TwodTime, date: string | null) {
  const { t } = useTwodTexts();
  const navigate = useNavigate();
  const placeBet = usePlaceTwodBet();
  const [refused, setRefused] = useState<string[]>([]);

  const submit = (bets: SavedBet[]) => {
    if (placeBet.isPending) return;
    setRefused([]);
    placeBet.mutate(
      { time: time.id, date: date ?? undefined, totalAmount: totalOf(bets), amounts: bets },
      {
        onSuccess: (reply) => {
          if (reply.status !== SUCCESS_STATUS)
            return void showToast('error', reply.message || t('bet_failed'));
          showToast('success', reply.message || t('bet_success'));
          clearSavedBets();
          navigate(slipPath(time.session), { replace: true });
        },
        onError: (failure) => {
          if (failure instanceof ApiError && Array.isArray(failure.body))
            setRefused(failure.body as string[]);
          showToast('error', failureText(failure, t));
        },
      },
    );
  };

  return { submit, pending: placeBet.isPending, refused };
}
