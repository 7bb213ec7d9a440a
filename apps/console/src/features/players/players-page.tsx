import { Route, Routes } from 'react-router';
import { PlayerDetail } from './player-detail';
import { PlayerList } from './player-list';

/** /players: the search; /players/:id: one player. */
export function PlayersPage() {
  return (
    <Routes>
      <Route index element={<PlayerList />} />
      <Route path=":id" element={<PlayerDetail />} />
    </Routes>
  );
}
