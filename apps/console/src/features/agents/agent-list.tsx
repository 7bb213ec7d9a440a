import type { AgentRow } from '@zeya/contract/agents';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatTime } from '@/shared/format';
import { isAdmin } from '@/shared/session';
import type { Column } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { PageHeader } from '@/shared/ui/page';
import { ReasonConfirmButton } from '@/shared/ui/reason-confirm';
import { SearchForm } from '@/shared/ui/searched-list';
import { SecondPersonNote } from '@/shared/ui/second-person-note';
import { PeriodFilter } from '@/shared/ui/period-filter';
import { AGENTS_KEY, createAgent, useAgentList, useNetwork, type NetworkPeriod } from './api';
import { useNetworkColumns } from './network-columns';
import { useAgentTexts } from './texts';
import { thisMonth } from './period';

function useColumns(period: NetworkPeriod): Column<AgentRow>[] {
  const { t } = useAgentTexts();
  const network = useNetwork(period);
  // The figures of every agent, by id, for the rows of whatever page the list shows.
  const figures = useMemo(
    () => (network.data?.agents ? new Map(network.data.agents.map((agent) => [agent.id, agent])) : undefined),
    [network.data],
  );
  const networkColumns = useNetworkColumns(figures);
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
    ...networkColumns,
    { key: 'joined', header: t('joined'), cell: (row) => formatTime(row.created_at) },
  ];
}

/**
 * Admins ask for agents: a second admin approves, and the agent then sets their own password through the one-time
 * link sent to their phone. Nobody here sees or chooses it.
 */
function CreateAgent() {
  const { t } = useAgentTexts();
  const { run, errors } = useConsoleAction(AGENTS_KEY);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [asked, setAsked] = useState<number | null>(null);
  const create = async (reason: string) => {
    const reply = await createAgent(run, { name, phone, reason });
    if (!reply) return;
    setAsked(reply.request_id);
    setName('');
    setPhone('');
  };
  return (
    <>
      <ReasonConfirmButton
        label={t('create')}
        question={t('create_question')}
        errors={errors.reason}
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
          type="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          errors={errors.phone}
        />
      </ReasonConfirmButton>
      {asked !== null && (
        <div className="w-full">
          <SecondPersonNote requestId={asked} admin />
        </div>
      )}
    </>
  );
}

/** The agents with the network's figures: float, players, their turnover and win/lose, commission, open requests. */
export function AgentList() {
  const { t } = useAgentTexts();
  const [period, setPeriod] = useState(thisMonth);
  const columns = useColumns(period);
  const list = useAgentList();
  return (
    <>
      <PageHeader title={t('title')}>
        <SearchForm label={t('search_label')} button={t('search')} initial={list.q} onSearch={list.search} />
        {isAdmin() && <CreateAgent />}
      </PageHeader>
      <div className="mb-3 grid gap-2">
        <PeriodFilter value={period} onChange={setPeriod} />
        <p className="text-xs text-stone-600">{t('period_note')}</p>
      </div>
      {list.table(columns)}
    </>
  );
}
