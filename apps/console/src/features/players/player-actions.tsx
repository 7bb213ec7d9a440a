import type { PlayerDetail } from '@zeya/contract/players';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { isAdmin } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field, SelectField } from '@/shared/ui/field';
import { ReasonConfirmButton } from '@/shared/ui/reason-confirm';
import { SecondPersonNote } from '@/shared/ui/second-person-note';
import { adjustBalance, changePhone, playerKey, sendResetCode, setPlayerBanned } from './api';
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

/**
 * Admins only: money created or destroyed through the adjustments account, with the reason in the audit. Above the
 * staff rule it waits for a second admin, and says so.
 */
function Adjust({ player, onAsked }: { player: PlayerDetail; onAsked: (request: Asked) => void }) {
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
      onConfirm={async (reason) => {
        const reply = await adjustBalance(run, player.id, { account, amount, reason });
        if (!reply) return;
        setAmount('');
        if (reply.request_id !== null) onAsked({ id: reply.request_id, admin: true });
      }}
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

/** Staff never see or choose a player's password: they can only have a reset code sent to the player's own phone. */
function SendResetCode({ player }: { player: PlayerDetail }) {
  const { t } = usePlayerTexts();
  const { run } = useConsoleAction(playerKey(player.id));
  return (
    <ConfirmButton
      look="secondary"
      label={t('send_code')}
      question={t('send_code_question', { name: player.user_name, phone: player.phone ?? t('none') })}
      onConfirm={() => sendResetCode(run, player.id)}
    />
  );
}

/** The phone reset codes go to: changed only when a second person approves. */
function ChangePhone({ player, onAsked }: { player: PlayerDetail; onAsked: (request: Asked) => void }) {
  const { t } = usePlayerTexts();
  const { run, errors } = useConsoleAction(playerKey(player.id));
  const [phone, setPhone] = useState('');
  return (
    <ReasonConfirmButton
      look="secondary"
      label={t('change_phone')}
      question={t('change_phone_question', { name: player.user_name })}
      errors={errors.reason}
      onConfirm={async (reason) => {
        const reply = await changePhone(run, player.id, { phone: phone.trim(), reason });
        if (!reply) return;
        setPhone('');
        onAsked({ id: reply.request_id, admin: false });
      }}
    >
      <Field
        label={t('new_phone')}
        type="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        errors={errors.phone}
      />
    </ReasonConfirmButton>
  );
}

/** A request this screen opened, waiting for a second person (an admin, for money). */
interface Asked {
  id: number;
  admin: boolean;
}

export function PlayerActions({ player }: { player: PlayerDetail }) {
  const [asked, setAsked] = useState<Asked[]>([]);
  const onAsked = (request: Asked) => setAsked((current) => [...current, request]);
  return (
    <div className="grid justify-items-end gap-2">
      <div className="flex flex-wrap items-start gap-2">
        <BanToggle player={player} />
        {isAdmin() && <Adjust player={player} onAsked={onAsked} />}
        <SendResetCode player={player} />
        <ChangePhone player={player} onAsked={onAsked} />
      </div>
      {asked.map((request) => (
        <SecondPersonNote key={request.id} requestId={request.id} admin={request.admin} />
      ))}
    </div>
  );
}
