import type { ConsoleUserRow } from '@zeya/contract/console-users';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatTime } from '@/shared/format';
import { readSession } from '@/shared/session';
import { DataTable } from '@/shared/ui/data-table';
import { QueryView } from '@/shared/ui/page';
import { useOperators } from './api';
import { CreateForm } from './create-form';
import { useOperatorTexts } from './texts';
import { UserActions } from './user-actions';

/** From when the account's approvals count: never, not yet (made or reset lately), or since a date. */
function SecondPersonFrom({ from }: { from: string | null }) {
  const { t } = useOperatorTexts();
  const [now] = useState(Date.now);
  if (!from) return <>{t('never')}</>;
  if (Date.parse(from) > now)
    return <span className="text-amber-800">{t('not_yet', { time: formatTime(from) })}</span>;
  return <>{formatTime(from)}</>;
}

/** The changes of the account waiting for a second admin, each a link to the staff requests. */
function Pending({ user }: { user: ConsoleUserRow }) {
  const { t, exists } = useOperatorTexts();
  if (user.pending_requests.length === 0) return <>—</>;
  return (
    <ul className="grid gap-0.5 text-xs text-amber-800">
      {user.pending_requests.map((request) => (
        <li key={request.id}>
          {exists(request.kind) ? t(request.kind) : request.kind}{' '}
          <Link to="/money/staff-requests" className="underline">
            #{request.id}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Who may use the console, in which role, with a second factor or not, and what waits for a second admin. */
export function Accounts() {
  const { t } = useOperatorTexts();
  const users = useOperators();
  const ownId = readSession()?.user.id;
  return (
    <>
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
              {
                key: 'name',
                header: t('name'),
                cell: (row) => (
                  <>
                    {row.name}
                    <span className="block text-xs text-stone-600">{row.phone ?? t('no_phone')}</span>
                  </>
                ),
              },
              { key: 'role', header: t('role'), cell: (row) => t(row.role) },
              { key: 'status', header: t('status'), cell: (row) => t(row.status) },
              {
                key: 'factor',
                header: t('second_factor'),
                cell: (row) => t(row.second_factor ? 'yes' : 'no'),
              },
              {
                key: 'second_person',
                header: t('second_person_from'),
                cell: (row) => <SecondPersonFrom from={row.second_person_from} />,
              },
              { key: 'seen', header: t('last_seen'), cell: (row) => formatTime(row.last_seen_at) },
              { key: 'pending', header: t('pending'), cell: (row) => <Pending user={row} /> },
              { key: 'actions', header: '', cell: (row) => <UserActions user={row} /> },
            ]}
          />
        )}
      </QueryView>
    </>
  );
}
