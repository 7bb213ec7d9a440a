import type { PlayerDetail as Player } from '@zeya/contract/players';
import { useState, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { QueueTable, type QueueKind } from '@/shared/money-queue/queue-table';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { formatTime } from '@/shared/format';
import { Button } from '@/shared/ui/button';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { LedgerHistory, RoundHistory, SessionHistory, SlipHistory } from './histories';
import { usePlayer } from './api';
import { PlayerActions } from './player-actions';
import { AgentMovePanel } from './agent-move';
import { FreeRounds } from './free-rounds';
import { Debt, StatusBadge } from '@/shared/players/player-columns';
import { ProtectionPanel } from './protection-panel';
import { usePlayerTexts } from './texts';

const TABS = [
  'ledger',
  'deposits',
  'withdrawals',
  'rounds',
  'free_rounds',
  'slips',
  'sessions',
  'protection',
  'agent_tab',
] as const;
type Tab = (typeof TABS)[number];

function Requests({ id, kind }: { id: number; kind: QueueKind }) {
  const [page, setPage] = useState(1);
  return <QueueTable kind={kind} filter={{ player_id: id, page }} onPage={setPage} />;
}

const HISTORY: Record<Tab, (id: number, player: Player) => ReactNode> = {
  ledger: (id) => <LedgerHistory id={id} />,
  deposits: (id) => <Requests id={id} kind="deposits" />,
  withdrawals: (id) => <Requests id={id} kind="withdrawals" />,
  rounds: (id) => <RoundHistory id={id} />,
  free_rounds: (id) => <FreeRounds id={id} />,
  slips: (id) => <SlipHistory id={id} />,
  sessions: (id) => <SessionHistory id={id} />,
  protection: (id) => <ProtectionPanel id={id} />,
  agent_tab: (_id, player) => <AgentMovePanel player={player} />,
};

function Facts({ player }: { player: Player }) {
  const { t } = usePlayerTexts();
  const facts: [string, ReactNode][] = [
    [t('name'), player.name],
    [t('phone'), player.phone ?? '—'],
    [t('status'), <StatusBadge key="status" status={player.status} />],
    [t('main'), formatKs(player.main_balance)],
    [t('game'), formatKs(player.balance)],
    [t('hold'), formatKs(player.withdraw_hold)],
    [t('debt'), <Debt key="debt" kyat={player.debt} />],
    [t('agent'), player.agent ? `${player.agent.user_name} (${player.agent.name})` : t('none')],
    [t('joined'), formatTime(player.created_at)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-stone-600">{label}</dt>
          <dd className="font-medium text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One player: balances, the actions an operator may take, and each history a tab away (the tab is in the address). */
export function PlayerDetail() {
  const { t } = usePlayerTexts();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'ledger';
  const player = usePlayer(id);
  return (
    <QueryView query={player}>
      {(data) => (
        <div className="grid gap-4">
          <Link to="/players" className="text-sm text-stone-600 underline">
            {t('back')}
          </Link>
          <PageHeader title={data.user_name}>
            <PlayerActions player={data} />
          </PageHeader>
          <Facts player={data} />
          <nav className="flex flex-wrap gap-1">
            {TABS.map((name) => (
              <Button
                key={name}
                look={name === tab ? 'primary' : 'secondary'}
                aria-pressed={name === tab}
                onClick={() => setParams({ tab: name })}
              >
                {t(name)}
              </Button>
            ))}
          </nav>
          <section key={tab}>{HISTORY[tab](id, data)}</section>
        </div>
      )}
    </QueryView>
  );
}
