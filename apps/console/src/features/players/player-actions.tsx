import type { PasswordReset, PlayerDetail } from '@zeya/contract/players';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatTime } from '@/shared/format';
import { isAdmin } from '@/shared/session';
import { Button } from '@/shared/ui/button';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field, SelectField } from '@/shared/ui/field';
import { ReasonConfirmButton } from '@/shared/ui/reason-confirm';
import { adjustBalance, playerKey, resetPlayerPassword, setPlayerBanned } from './api';
import { usePlayerTexts } from './texts';

function BanToggle({ player }: { player: PlayerDetail }) {
  const { t } = usePlayerTexts();
  const { run, errors } = useConsoleAction(playerKey(player.id));
  const banned = player.status === 'banned';
  return (
    <ReasonConfirmButton
      look={banned ? 'secondary' : 'danger'}
      label={t(banned ? 'unban' : 'ban')}
      question={t(banned ? 'unban_question' : 'ban_question', { name: player.user_name })}
      errors={errors.reason}
      onConfirm={(reason) => setPlayerBanned(run, player.id, !banned, reason)}
    />
  );
}

/** Admins only: money created or destroyed through the adjustments account, with the reason in the audit. */
function Adjust({ player }: { player: PlayerDetail }) {
  const { t } = usePlayerTexts();
  const { run, errors } = useConsoleAction(playerKey(player.id));
  const [account, setAccount] = useState('main');
  const [amount, setAmount] = useState('');
  return (
    <ReasonConfirmButton
      look="secondary"
      label={t('adjust')}
      question={t('adjust_question', { name: player.user_name })}
      errors={errors.reason}
      onConfirm={(reason) => adjustBalance(run, player.id, { account, amount, reason })}
    >
      <SelectField
        label={t('account')}
        value={account}
        onChange={(event) => setAccount(event.target.value)}
        options={[
          { value: 'main', label: t('main') },
          { value: 'game', label: t('game') },
        ]}
      />
      <Field
        label={t('amount')}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        errors={errors.amount}
      />
    </ReasonConfirmButton>
  );
}

/**
 * Admins only: the player's password becomes a one-time code. The code is in this component's state only: shown
 * once, gone when closed or when the page changes.
 */
function ResetPassword({ player }: { player: PlayerDetail }) {
  const { t } = usePlayerTexts();
  const { run } = useConsoleAction(playerKey(player.id));
  const [reset, setReset] = useState<PasswordReset | null>(null);
  return (
    <>
      <ConfirmButton
        look="secondary"
        label={t('reset_password')}
        question={t('reset_question', { name: player.user_name })}
        onConfirm={async () => {
          const reply = await resetPlayerPassword(run, player.id);
          if (reply) setReset(reply);
        }}
      />
      {reset && (
        <div role="status" className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          <span>{t('new_password', { name: player.user_name })}</span>
          <code className="select-all text-lg font-semibold tracking-wider">{reset.code}</code>
          <span className="text-xs text-stone-600">
            {t('copy_done', { until: formatTime(reset.withdrawals_frozen_until) })}
          </span>
          <Button look="secondary" onClick={() => setReset(null)}>
            {t('close')}
          </Button>
        </div>
      )}
    </>
  );
}

export function PlayerActions({ player }: { player: PlayerDetail }) {
  return (
    <div className="flex flex-wrap items-start gap-2">
      <BanToggle player={player} />
      {isAdmin() && <Adjust player={player} />}
      {isAdmin() && <ResetPassword player={player} />}
    </div>
  );
}
