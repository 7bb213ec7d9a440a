import type { AgentRow } from '@zeya/contract/agents';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatTime } from '@/shared/format';
import { isAdmin } from '@/shared/session';
import { Button } from '@/shared/ui/button';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import type { Column } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { PageHeader } from '@/shared/ui/page';
import { SearchForm } from '@/shared/ui/searched-list';
import { AGENTS_KEY, createAgent, useAgentList } from './api';
import { useAgentTexts } from './texts';

function useColumns(): Column<AgentRow>[] {
  const { t } = useAgentTexts();
  return [
    {
      key: 'user_name',
      header: t('user_name'),
      cell: (row) => (
        <Link to={`/agents/${row.id}`} className="font-medium text-stone-900 underline">
          {row.user_name}
        </Link>
      ),
    },
    { key: 'name', header: t('name'), cell: (row) => row.name },
    { key: 'phone', header: t('phone'), cell: (row) => row.phone ?? '—' },
    {
      key: 'codes',
      header: t('codes'),
      cell: (row) =>
        row.codes
          .filter((code) => code.active)
          .map((code) => code.code)
          .join(', ') || '—',
    },
    { key: 'players', header: t('players'), align: 'right', cell: (row) => row.players },
    { key: 'joined', header: t('joined'), cell: (row) => formatTime(row.created_at) },
  ];
}

/** Admins create agents: the server generates the user name and a temporary password, shown here once. */
function CreateAgent() {
  const { t } = useAgentTexts();
  const { run, errors } = useConsoleAction(AGENTS_KEY);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [created, setCreated] = useState<{ user_name: string; password: string } | null>(null);
  const create = async () => {
    const reply = await createAgent(run, { name, phone });
    if (!reply) return;
    setCreated({ user_name: reply.agent.user_name, password: reply.password });
    setName('');
    setPhone('');
  };
  return (
    <>
      <ConfirmButton
        label={t('create')}
        question={t('create_question')}
        canConfirm={name.trim() !== ''}
        onConfirm={create}
      >
        <Field
          label={t('name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          errors={errors.name}
        />
        <Field
          label={t('phone')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          errors={errors.phone}
        />
      </ConfirmButton>
      {created && (
        <div
          role="status"
          className="grid w-full gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
        >
          <span>{t('created', { user_name: created.user_name })}</span>
          <code className="select-all text-lg font-semibold tracking-wider">{created.password}</code>
          <Button look="secondary" onClick={() => setCreated(null)}>
            {t('close')}
          </Button>
        </div>
      )}
    </>
  );
}

export function AgentList() {
  const { t } = useAgentTexts();
  const columns = useColumns();
  const list = useAgentList();
  return (
    <>
      <PageHeader title={t('title')}>
        <SearchForm label={t('search_label')} button={t('search')} initial={list.q} onSearch={list.search} />
        {isAdmin() && <CreateAgent />}
      </PageHeader>
      {list.table(columns)}
    </>
  );
}
