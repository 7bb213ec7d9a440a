import type { AgentRow } from '@zeya/contract/agents';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { isAdmin } from '@/shared/session';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { ReasonConfirmButton } from '@/shared/ui/reason-confirm';
import { SecondPersonNote } from '@/shared/ui/second-person-note';
import { AGENTS_KEY, moveFloat, useAgentFloat } from './api';
import { useAgentTexts } from './texts';

type Direction = 'cash-in' | 'cash-out';

/**
 * One of the owner's float moves: an amount and the reason. Within the approval rule it is done at once (the float
 * shown above changes); above it, it waits for a second admin, and the note says so. The server asks for the second
 * factor again first when the last proof is old (the step-up prompt is the console's own).
 */
function FloatMove({
  agent,
  direction,
  onAsked,
}: {
  agent: AgentRow;
  direction: Direction;
  onAsked: (requestId: number | null) => void;
}) {
  const { t } = useAgentTexts();
  const { run, errors } = useConsoleAction(AGENTS_KEY);
  const [amount, setAmount] = useState('');
  const cashIn = direction === 'cash-in';
  return (
    <ReasonConfirmButton
      look={cashIn ? 'primary' : 'secondary'}
      label={t(cashIn ? 'cash_in' : 'cash_out')}
      question={t(cashIn ? 'cash_in_question' : 'cash_out_question', { name: agent.user_name })}
      errors={errors.reason}
      onConfirm={async (reason) => {
        const reply = await moveFloat(run, agent.id, direction, { amount, reason });
        if (!reply) return;
        setAmount('');
        onAsked(reply.request_id);
      }}
    >
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

/** The agent's float now, and (for admins) the owner's cash-in and cash-out. */
export function FloatPanel({ agent }: { agent: AgentRow }) {
  const { t } = useAgentTexts();
  const float = useAgentFloat(agent.id);
  const [asked, setAsked] = useState<number | null>(null);
  return (
    <section className="grid gap-2 rounded-lg border border-stone-200 bg-white p-4">
      <QueryView query={float}>
        {(data) => (
          <p className="text-lg font-semibold text-stone-900" data-testid="agent-float">
            {t('float_now', { amount: formatKs(data.float) })}
          </p>
        )}
      </QueryView>
      {isAdmin() && (
        <div className="flex flex-wrap gap-2">
          <FloatMove agent={agent} direction="cash-in" onAsked={setAsked} />
          <FloatMove agent={agent} direction="cash-out" onAsked={setAsked} />
        </div>
      )}
      {asked !== null && <SecondPersonNote requestId={asked} admin />}
    </section>
  );
}
