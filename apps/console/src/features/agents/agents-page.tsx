import { Route, Routes } from 'react-router';
import { AgentDetail } from './agent-detail';
import { AgentList } from './agent-list';

/** /agents: the list (admins create agents); /agents/:id: one agent's codes and players. */
export function AgentsPage() {
  return (
    <Routes>
      <Route index element={<AgentList />} />
      <Route path=":id" element={<AgentDetail />} />
    </Routes>
  );
}
