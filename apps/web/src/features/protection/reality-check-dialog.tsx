import { useNavigate } from 'react-router';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { clearSession, reloadHome } from '@/shared/session';
import { Modal } from '@/shared/ui/modal';
import { useAnswerRealityCheck, useRealityCheck } from '@/features/protection/api';
import { useProtectionTexts } from '@/features/protection/messages';

/**
 * The reality check, over whatever the player is doing, when the server says it is due: the time played and the
 * session's result, with continue, history, or stop (which signs the player out everywhere). Until answered, the
 * server refuses bets, so closing it is continuing.
 */
export function RealityCheckDialog() {
  const { t } = useProtectionTexts();
  const navigate = useNavigate();
  const check = useRealityCheck();
  const answer = useAnswerRealityCheck();
  if (!check.data?.due) return null;
  const { minutes_played: minutes, net } = check.data;
  const goOn = () => answer.mutate('continue');
  const result =
    net > 0
      ? t('check_won', { amount: formatKs(net, 2) })
      : net < 0
        ? t('check_lost', { amount: formatKs(-net, 2) })
        : t('check_even');
  return (
    <Modal title={t('check_title')} onClose={goOn}>
      <p className="text-white/90">{t('check_body', { minutes })}</p>
      <p data-testid="reality-check-result" className="mt-1 font-semibold text-amber-100">
        {result}
      </p>
      <div className="mt-5 grid gap-2">
        <button type="button" onClick={goOn} className="h-11 rounded-full bg-brand font-semibold text-ink">
          {t('check_continue')}
        </button>
        <button
          type="button"
          onClick={() =>
            answer.mutate('continue', { onSuccess: () => navigate('/information?tab=logs&type=game_logs') })
          }
          className="h-11 rounded-full border border-brand font-semibold text-brand"
        >
          {t('check_history')}
        </button>
        <button
          type="button"
          onClick={() =>
            answer.mutate('stop', {
              onSuccess: () => {
                clearSession();
                reloadHome();
              },
            })
          }
          className="h-11 rounded-full bg-red-600/90 font-semibold text-white"
        >
          {t('check_stop')}
        </button>
      </div>
    </Modal>
  );
}
