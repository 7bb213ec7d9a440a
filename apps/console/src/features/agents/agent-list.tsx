import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AgentRow } from '@zeya/contract/agents';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { consoleData } from '@/shared/api/client';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatTime } from '@/shared/format';
import { isAdmin } from '@/shared/session';
import { Button } from '@/shared/ui/button';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable, type Column } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { Pager, type Paged } from '@/shared/ui/pager';
import { useAgentTexts } from './texts';

export const AGENTS_KEY = ['agents'];

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
    const reply = await run<{ agent: AgentRow; password: string }>('/agents', { body: { name, phone } });
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
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const [text, setText] = useState(q);
  const agents = useQuery({
    queryKey: [...AGENTS_KEY, q, page],
    queryFn: ({ signal }) => consoleData<Paged<AgentRow>>('/agents', { query: { q, page }, signal }),
    placeholderData: keepPreviousData,
  });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams({ q: text.trim() });
  };
  return (
    <>
      <PageHeader title={t('title')}>
        <form onSubmit={search} className="flex items-end gap-2">
          <Field label={t('search_label')} value={text} onChange={(event) => setText(event.target.value)} />
          <Button type="submit" look="secondary">
            {t('search')}
          </Button>
        </form>
        {isAdmin() && <CreateAgent />}
      </PageHeader>
      <QueryView query={agents}>
        {(data) => (
          <div className="grid gap-3">
            <DataTable rows={data.data} rowKey={(row) => row.id} columns={columns} />
            <Pager page={data} onPage={(next) => setParams({ q, page: String(next) })} />
          </div>
        )}
      </QueryView>
    </>
  );
}
