import { formatStamp } from '@zeya/ui-kit/format-date';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useBonus } from '@/shared/wallet/bonus';
import { useBonusTexts } from '@/shared/wallet/bonus-messages';

/**
 * The bonus balance (the spec's promotion balance) with the active bonus's wagering progress and the play order rule;
 * nothing for a signed-out visitor.
 */
export function BonusBalance({ className = '' }: { className?: string }) {
  const { t } = useBonusTexts();
  const bonus = useBonus().data;
  if (!bonus) return null;
  const active = bonus.active;
  const percent = active && active.required > 0 ? Math.min(100, (active.wagered / active.required) * 100) : 0;
  return (
    <div className={`space-y-1 ${className}`} aria-label={t('bonus_balance')} role="group">
      <p className="flex items-baseline justify-between gap-2 text-sm text-amber-100/80">
        <span>{t('bonus_balance')}</span>
        <span data-testid="bonus-balance" className="font-semibold text-white tabular-nums">
          {formatKs(bonus.balance, 2)}
        </span>
      </p>
      {active && (
        <>
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(percent)}
            className="h-2 overflow-hidden rounded-full bg-white/10"
          >
            <div className="h-full bg-brand" style={{ width: `${percent}%` }} />
          </div>
          <p data-testid="bonus-progress" className="text-xs text-white/70">
            {t('wagered', { wagered: formatKs(active.wagered, 2), required: formatKs(active.required, 2) })}
            {' · '}
            {t('expires', { at: formatStamp(active.expires_at) })}
          </p>
        </>
      )}
      <p className="text-xs text-white/50">{bonus.rule}</p>
    </div>
  );
}

/** Above the withdraw form: a withdrawal request forfeits a bonus not yet wagered, and the player is told first. */
export function BonusForfeitWarning() {
  const { t } = useBonusTexts();
  const active = useBonus().data?.active;
  if (!active) return null;
  return (
    <p
      role="alert"
      data-testid="bonus-forfeit-warning"
      className="rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-200"
    >
      {t('forfeit_warning', { amount: formatKs(active.amount, 2) })}
    </p>
  );
}
