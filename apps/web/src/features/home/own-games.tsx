import { Link } from 'react-router';
import { useSiteSettings } from '@/shared/api/site-settings';
import { isSignedIn } from '@/shared/api/user';
import { useHomeTexts } from '@/features/home/messages';

type TileKey = 'twod' | 'threed' | 'digitbet' | 'shwe_slot' | 'shan';

interface Tile {
  key: TileKey;
  to: string;
  /** The screen sends visitors away: their tap opens the sign-in instead (/login). */
  signInFirst?: boolean;
  /** A small drawing of the game, inline so the row costs no request. */
  glyph: string;
  hue: number;
}

const TILES: Tile[] = [
  { key: 'twod', to: '/2d', glyph: 'M5 7h14v10H5zM8.5 10.5h2v3h-2zM13.5 10.5h2v3h-2z', hue: 200 },
  {
    key: 'threed',
    to: '/3d',
    glyph: 'M4 7h16v10H4zM7 10.5h2v3H7zM11 10.5h2v3h-2zM15 10.5h2v3h-2z',
    hue: 160,
  },
  {
    key: 'digitbet',
    to: '/digitbet',
    glyph: 'M5 5h14v14H5zM9 9h.01M15 9h.01M12 12h.01M9 15h.01M15 15h.01',
    hue: 320,
  },
  {
    key: 'shwe_slot',
    to: '/play/shwe-slot',
    signInFirst: true,
    glyph: 'M4 6h16v12H4zM9.5 6v12M14.5 6v12',
    hue: 10,
  },
  { key: 'shan', to: '/shan', glyph: 'M6 4.5h8l2 2V19.5H6zM10 9.5l2 3-2 3-2-3z', hue: 45 },
];

/**
 * Our own games as a row of tiles, each opening its screen: 2D, 3D, Digit Bet, Shwe Slot and Shan. Shan only while
 * the site lists it among its mini games: a server with no Shan provider drops it there, and offers no game it cannot
 * open.
 */
export function OwnGames() {
  const { t } = useHomeTexts();
  const signedIn = isSignedIn();
  const settings = useSiteSettings();
  const shanOffered = settings.data?.mini_games.some((game) => game.url === '/shan') ?? true;
  const tiles = TILES.filter((tile) => tile.key !== 'shan' || shanOffered);
  return (
    <section aria-labelledby="own-games-title" className="mt-4">
      <h2 id="own-games-title" className="mb-2 text-base font-bold text-brand">
        {t('our_games')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 min-[480px]:grid-cols-4 md:gap-3">
        {tiles.map((tile) => (
          <li key={tile.key} className="min-w-0">
            <Link
              to={tile.signInFirst && !signedIn ? '/login' : tile.to}
              style={{ backgroundColor: `hsl(${tile.hue} 45% 22%)` }}
              className="flex h-full min-w-0 items-center gap-2 rounded-xl border border-brand/30 p-2.5 hover:border-brand"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="h-8 w-8 shrink-0 text-brand"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={tile.glyph} />
              </svg>
              <span className="min-w-0">
                <span className="block text-sm leading-normal font-bold break-words text-white">
                  {t(tile.key)}
                </span>
                <span className="block text-xs leading-relaxed break-words text-amber-100/80">
                  {t(`${tile.key}_note`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
