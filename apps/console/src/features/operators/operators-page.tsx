import type { ConsoleUserRow } from '@zeya/contract/console-users';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatTime } from '@/shared/format';
import { readSession } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { OPERATORS_KEY, setOperatorEnabled, setOperatorPassword, setOperatorRole, useOperators } from './api';
import { CreateForm } from './create-form';
import { useOperatorTexts } from './texts';

function ResetPassword({ user }: { user: ConsoleUserRow }) {
  const { t } = useOperatorTexts();
  const { run } = useConsoleAction(OPERATORS_KEY);
  const [password, setPassword] = useState('');
  return (
    <ConfirmButton
      look="secondary"
      label={t('reset_password')}
      question={t('reset_question', { name: user.user_name })}
      canConfirm={password.length > 0}
      onConfirm={() => setOperatorPassword(run, user.id, password)}
    >
      <Field
        label={t('new_password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
    </ConfirmButton>
  );
}

/** Role and status changes; one's own account only gets a new password (the server refuses the rest too). */
function UserActions({ user }: { user: ConsoleUserRow }) {
  const { t } = useOperatorTexts();
  const { run } = useConsoleAction(OPERATORS_KEY);
  const own = readSession()?.user.id === user.id;
  const name = user.user_name;
  const nextRole = user.role === 'admin' ? 'operator' : 'admin';
  const disabled = user.status === 'disabled';
  return (
    <div className="flex flex-wrap gap-1">
      {!own && (
        <>
          <ConfirmButton
            look="secondary"
            label={t(nextRole === 'admin' ? 'make_admin' : 'make_operator')}
            question={t('role_question', { name })}
            onConfirm={() => setOperatorRole(run, user.id, nextRole)}
          />
          <ConfirmButton
            look={disabled ? 'secondary' : 'danger'}
            label={t(disabled ? 'enable' : 'disable')}
            question={t(disabled ? 'enable_question' : 'disable_question', { name })}
            onConfirm={() => setOperatorEnabled(run, user.id, disabled)}
          />
        </>
      )}
      <ResetPassword user={user} />
    </div>
  );
}

/** Admins manage who may use the console, with which role. */
export function OperatorsPage() {
  const { t } = useOperatorTexts();
  const users = useOperators();
  const ownId = readSession()?.user.id;
  return (
    <>
      <PageHeader title={t('title')} />
      <CreateForm />
      <QueryView query={users}>
        {(rows) => (
          <DataTable
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              {
                key: 'user_name',
                header: t('user_name'),
                cell: (row) => `${row.user_name}${row.id === ownId ? ` ${t('you')}` : ''}`,
              },
              { key: 'name', header: t('name'), cell: (row) => row.name },
              { key: 'role', header: t('role'), cell: (row) => t(row.role) },
              { key: 'status', header: t('status'), cell: (row) => t(row.status) },
              { key: 'seen', header: t('last_seen'), cell: (row) => formatTime(row.last_seen_at) },
              { key: 'actions', header: '', cell: (row) => <UserActions user={row} /> },
            ]}
          />
        )}
      </QueryView>
    </>
  );
}
