import type { AgentRow, ReferralCode } from '@zeya/contract/agents';
import type { PlayerRow } from '@zeya/contract/players';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PagedList } from '@/shared/ui/paged-list';
import { usePlayerColumns } from '@/shared/players/player-columns';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatTime } from '@/shared/format';
import { isAdmin } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable, type Column } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { AgentLogs, AgentMoves } from './agent-logs';
import { AGENTS_KEY, agentPlayersList, createReferralCode, deactivateReferralCode, useAgent } from './api';
import { FloatPanel } from './float-panel';
import { useAgentTexts } from './texts';

function NewCode({ agent }: { agent: AgentRow }) {
  const { t } = useAgentTexts();
  const { run, errors } = useConsoleAction(AGENTS_KEY);
  const [code, setCode] = useState('');
  return (
    <ConfirmButton
      label={t('new_code')}
      question={t('code_question', { name: agent.name })}
      onConfirm={async () => {
        if (await createReferralCode(run, agent.id, code)) setCode('');
      }}
    >
      <Field
        label={t('code')}
        value={code}
        maxLength={16}
        onChange={(event) => setCode(event.target.value)}
        errors={errors.code}
      />
    </ConfirmButton>
  );
}

function useCodeColumns(): Column<ReferralCode>[] {
  const { t } = useAgentTexts();
  const { run } = useConsoleAction(AGENTS_KEY);
  return [
    { key: 'code', header: t('code'), cell: (row) => <code className="font-semibold">{row.code}</code> },
    { key: 'state', header: t('active'), cell: (row) => t(row.active ? 'active' : 'inactive') },
    { key: 'created', header: t('joined'), cell: (row) => formatTime(row.created_at) },
    {
      key: 'actions',
      header: '',
      cell: (row) =>
        row.active &&
        isAdmin() && (
          <ConfirmButton
            look="danger"
            label={t('deactivate')}
            question={t('deactivate_question', { code: row.code })}
            onConfirm={() => deactivateReferralCode(run, row.id)}
          />
        ),
    },
  ];
}

/**
 * One agent: the float (admins cash it in and out), referral codes (admins add and deactivate them), the players
 * with balances, the players moved in or out, and the float's logs.
 */
export function AgentDetail() {
  const { t } = useAgentTexts();
  const id = Number(useParams().id);
  const codeColumns = useCodeColumns();
  const playerColumns = usePlayerColumns();
  const agent = useAgent(id);
  return (
    <QueryView query={agent}>
      {(data) => (
        <div className="grid gap-4">
          <Link to="/agents" className="text-sm text-stone-600 underline">
            {t('back')}
          </Link>
          <PageHeader title={`${data.user_name} · ${data.name}`}>
            {isAdmin() && <NewCode agent={data} />}
          </PageHeader>
          <FloatPanel agent={data} />
          <section className="grid gap-2">
            <h2 className="font-semibold">{t('codes')}</h2>
            <DataTable rows={data.codes} rowKey={(row) => row.id} columns={codeColumns} />
          </section>
          <section className="grid gap-2">
            <h2 className="font-semibold">
              {t('agent_players')} ({data.players})
            </h2>
            <PagedList<PlayerRow> {...agentPlayersList(id)} columns={playerColumns} />
          </section>
          <AgentMoves agentId={id} />
          <AgentLogs agentId={id} />
        </div>
      )}
    </QueryView>
  );
}
