import type { Game } from '@/shared/games/api';
import { LaunchingOverlay } from '@/shared/games/game-ui';
import { mediaUrl } from '@/shared/format';
import { useHomeTexts } from '@/features/home/messages';

/** A launch failure, above the grid. */
export function LaunchError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      className="mb-3 rounded-lg border border-red-500 bg-red-950/80 px-3 py-2 text-sm text-red-200"
    >
      {message}
    </div>
  );
}

/** Game cards, 3 a row on small screens, 4 on medium, 6 on large: image, name and 'Play Game'. */
export function GameCardGrid({
  games,
  launchingId,
  onPlay,
}: {
  games: Game[];
  launchingId: number | null;
  onPlay: (game: Game) => void;
}) {
  const { t } = useHomeTexts();
  return (
    <ul className="grid grid-cols-3 gap-2 md:grid-cols-4 md:gap-3 lg:grid-cols-6">
      {games.map((game) => {
        const launching = launchingId === game.id;
        return (
          <li
            key={game.id}
            data-testid="game-card"
            aria-busy={launching}
            className="relative flex flex-col overflow-hidden rounded-lg border border-amber-900/50 bg-[#2a1c05]"
          >
            <img
              src={mediaUrl(game.image_url)}
              alt={game.game_name}
              loading="lazy"
              className="aspect-square w-full object-cover"
            />
            <p
              className="truncate px-1.5 pt-1 text-center text-xs font-semibold text-amber-100"
              title={game.game_name}
            >
              {game.game_name}
            </p>
            <button
              type="button"
              disabled={launchingId !== null}
              onClick={() => onPlay(game)}
              className="m-1.5 rounded-full bg-brand py-1 text-xs font-bold text-ink disabled:cursor-not-allowed"
            >
              {t('play_game')}
            </button>
            {launching && <LaunchingOverlay />}
          </li>
        );
      })}
    </ul>
  );
}
