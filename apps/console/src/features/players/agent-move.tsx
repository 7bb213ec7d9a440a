import type { PlayerDetail } from '@zeya/contract/players';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { AgentMovesTable } from '@/shared/players/agent-moves';
import { SelectField } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { ReasonConfirmButton } from '@/shared/ui/reason-confirm';
import { SecondPersonNote } from '@/shared/ui/second-person-note';
import { askPlayerMove, playerKey, useAgentChoices, usePlayerAgentMoves } from './api';
import { usePlayerTexts } from './texts';

/** The choice of the new agent and the reason; what it opens is a request a second person approves. */
function MoveForm({ player }: { player: PlayerDetail }) {
  const { t } = usePlayerTexts();
  const { run, errors } = useConsoleAction(playerKey(player.id));
  const choices = useAgentChoices();
  const [agent, setAgent] = useState('');
  const [asked, setAsked] = useState<number | null>(null);
  const options = [
    { value: '', label: t('no_agent') },
    ...(choices.data ?? [])
      .filter((choice) => choice.id !== player.agent?.id)
      .map((choice) => ({ value: String(choice.id), label: `${choice.user_name} (${choice.name})` })),
  ];
  return (
    <div className="grid gap-2">
      <div>
        <ReasonConfirmButton
          label={t('move_agent')}
          question={t('move_question', { player: player.user_name })}
          errors={errors.reason}
          onConfirm={async (reason) => {
            const reply = await askPlayerMove(run, player.id, {
              agent_id: agent === '' ? null : Number(agent),
              reason,
            });
            if (reply) setAsked(reply.request_id);
          }}
        >
          <SelectField
            label={t('new_agent')}
            value={agent}
            options={options}
            onChange={(event) => setAgent(event.target.value)}
            errors={errors.agent_id}
          />
        </ReasonConfirmButton>
      </div>
      {asked !== null && <SecondPersonNote requestId={asked} />}
    </div>
  );
}

/** The player's agent tab: ask for a move to another agent (two people), and every move so far. */
export function AgentMovePanel({ player }: { player: PlayerDetail }) {
  const { t } = usePlayerTexts();
  const moves = usePlayerAgentMoves(player.id);
  return (
    <div className="grid gap-3">
      <MoveForm player={player} />
      <h2 className="font-semibold">{t('agent_moves')}</h2>
      <QueryView query={moves}>{(rows) => <AgentMovesTable rows={rows} showPlayer={false} />}</QueryView>
    </div>
  );
}
