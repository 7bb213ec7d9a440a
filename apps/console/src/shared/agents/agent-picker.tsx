import { useQuery } from '@tanstack/react-query';
import type { AgentChoice } from '@zeya/contract/agent-network';
import { useEffect, useState } from 'react';
import { consoleData } from '@/shared/api/client';
import { consoleTexts } from '@/shared/i18n/i18n';
import { Field, SelectField } from '@/shared/ui/field';

const useTexts = consoleTexts(
  'agent-picker',
  { find: 'Find an agent (name or user name)', agent: 'Agent', choose: 'Choose an agent' },
  { find: 'ကိုယ်စားလှယ် ရှာရန် (အမည် သို့မဟုတ် အသုံးပြုသူအမည်)', agent: 'ကိုယ်စားလှယ်', choose: 'ကိုယ်စားလှယ် ရွေးပါ' },
);

/** The active agents, for any form that names one (the same query the player's agent move reads). */
export const useAgentChoices = () =>
  useQuery({
    queryKey: ['agents', 'choices'],
    queryFn: ({ signal }) => consoleData<AgentChoice[]>('/agents/choices', { signal }),
  });

/** The agents whose name or user name holds the search text; the chosen one always stays, so the select shows it. */
export function matchingAgents(agents: AgentChoice[], search: string, chosen: string) {
  const text = search.trim().toLowerCase();
  return agents.filter(
    (agent) =>
      String(agent.id) === chosen ||
      agent.name.toLowerCase().includes(text) ||
      agent.user_name.toLowerCase().includes(text),
  );
}

/**
 * A searchable choice of agent by name, for forms that act on one (the operator never needs the id from an address):
 * typing narrows the list, and a search that leaves a single agent chooses it. `value` is the agent's id as text.
 */
export function AgentPicker({
  value,
  onChange,
  errors,
}: {
  value: string;
  onChange: (agentId: string) => void;
  errors?: string[];
}) {
  const { t } = useTexts();
  const choices = useAgentChoices();
  const [search, setSearch] = useState('');
  const agents = choices.data;
  // Also when the list arrives after the operator typed: a search typed first must still choose its only agent.
  useEffect(() => {
    const [only, ...more] = matchingAgents(agents ?? [], search, '');
    if (search.trim() !== '' && only && more.length === 0 && String(only.id) !== value)
      onChange(String(only.id));
  }, [agents, search, value, onChange]);
  return (
    <div className="grid gap-2">
      <Field
        label={t('find')}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('agent')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        errors={errors}
        options={[
          { value: '', label: t('choose') },
          ...matchingAgents(agents ?? [], search, value).map((agent) => ({
            value: String(agent.id),
            label: `${agent.name} (${agent.user_name})`,
          })),
        ]}
      />
    </div>
  );
}
