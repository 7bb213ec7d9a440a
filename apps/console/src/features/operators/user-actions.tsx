import type { ConsoleUserRow } from '@zeya/contract/console-users';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConsoleAction } from '@/shared/api/use-action';
import { readSession } from '@/shared/session';
import { Field } from '@/shared/ui/field';
import { ReasonConfirmButton } from '@/shared/ui/reason-confirm';
import {
  OPERATORS_KEY,
  resetOperatorFactor,
  resetOperatorPassword,
  setOperatorEnabled,
  setOperatorRole,
} from './api';
import { useOperatorTexts } from './texts';

/** A reset sends a new set-up link: to the phone given here, else the account's own (one is needed when it has none). */
function ResetPassword({ user, waiting }: { user: ConsoleUserRow; waiting: boolean }) {
  const { t } = useOperatorTexts();
  const { run, errors } = useConsoleAction(OPERATORS_KEY);
  const [phone, setPhone] = useState('');
  return (
    <ReasonConfirmButton
      look="secondary"
      label={t('reset_password')}
      question={t(user.phone ? 'reset_question' : 'reset_question_no_phone', {
        name: user.user_name,
        phone: user.phone,
      })}
      disabled={waiting}
      errors={errors.reason}
      onConfirm={async (reason) => {
        const body = phone.trim() ? { reason, phone: phone.trim() } : { reason };
        if (await resetOperatorPassword(run, user.id, body)) setPhone('');
      }}
    >
      <Field
        label={t(user.phone ? 'new_phone_optional' : 'new_phone')}
        type="tel"
        value={phone}
        errors={errors.phone ?? errors.account}
        onChange={(e) => setPhone(e.target.value)}
      />
    </ReasonConfirmButton>
  );
}

/**
 * Role, status, password and second-factor changes of another's account, each a request with a reason that a second
 * admin approves; a change already waiting cannot be asked for twice. One's own account is changed under My security
 * (the server refuses the rest too).
 */
export function UserActions({ user }: { user: ConsoleUserRow }) {
  const { t } = useOperatorTexts();
  const { run, errors } = useConsoleAction(OPERATORS_KEY);
  if (readSession()?.user.id === user.id)
    return (
      <Link to="/security" className="text-sm text-stone-700 underline">
        {t('own_account')}
      </Link>
    );
  const waiting = (kind: string) => user.pending_requests.some((request) => request.kind === kind);
  const name = user.user_name;
  const nextRole = user.role === 'admin' ? 'operator' : 'admin';
  const disabled = user.status === 'disabled';
  return (
    <div className="flex flex-wrap gap-1">
      <ReasonConfirmButton
        look="secondary"
        label={t(nextRole === 'admin' ? 'make_admin' : 'make_operator')}
        question={t('role_question', { name, role: t(nextRole) })}
        disabled={waiting('console_user.role')}
        errors={errors.reason}
        onConfirm={(reason) => setOperatorRole(run, user.id, nextRole, reason)}
      />
      <ReasonConfirmButton
        look={disabled ? 'secondary' : 'danger'}
        label={t(disabled ? 'enable' : 'disable')}
        question={t(disabled ? 'enable_question' : 'disable_question', { name })}
        disabled={waiting(disabled ? 'console_user.enable' : 'console_user.disable')}
        errors={errors.reason}
        onConfirm={(reason) => setOperatorEnabled(run, user.id, disabled, reason)}
      />
      <ResetPassword user={user} waiting={waiting('console_user.password')} />
      {user.second_factor && (
        <ReasonConfirmButton
          look="secondary"
          label={t('reset_factor')}
          question={t('reset_factor_question', { name })}
          disabled={waiting('console_user.second_factor_reset')}
          errors={errors.reason}
          onConfirm={(reason) => resetOperatorFactor(run, user.id, reason)}
        />
      )}
    </div>
  );
}
