import { Link } from 'react-router';
import { isSignedIn, useUser } from '@/shared/api/user';
import type { GameType } from '@/shared/games/api';
import { visibleGameTypes } from '@/shared/games/visible-types';
import { useTypeName } from '@/shared/games/game-ui';
import { catalogueImage } from '@/shared/ui/catalogue-image';
import { NoData } from '@/shared/ui/loading';
import { useSiteSettings } from '@/shared/api/site-settings';
import { useGamesTexts } from '@/features/games/messages';

/**
 * A mini game's address, carrying the signed-in player's user_name. The balance is deliberately not sent (the
 * spec's client put it in the URL, where any page the game links to could read it from the referrer or logs).
 */
export function miniGameUrl(url: string, userName: string | undefined): string {
  if (!userName) return url;
  try {
    const address = new URL(url, window.location.origin);
    address.searchParams.set('user_name', userName);
    return address.toString();
  } catch {
    return url;
  }
}

function MiniGames() {
  const { t } = useGamesTexts();
  const settings = useSiteSettings();
  const user = useUser();
  const userName = isSignedIn() ? user.data?.user_name : undefined;
  const links = settings.data?.mini_games ?? [];
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="mini-games" className="mt-4">
      <h2 id="mini-games" className="mb-2 text-base font-bold text-brand">
        {t('mini_games')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={miniGameUrl(link.url, userName)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex h-14 items-center justify-center rounded-xl border border-brand/70 bg-gradient-to-b from-amber-700/40 to-[#2a1c05] px-2 text-center text-sm font-bold text-amber-100"
            >
              {link.name}
              <span className="sr-only"> {t('opens_new_tab')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProviderCards({ type }: { type: GameType }) {
  const { t } = useGamesTexts();
  const typeName = useTypeName();
  return (
    <section className="mt-5" aria-label={typeName(type)}>
      <h2 className="mb-2 text-base font-bold text-brand">{typeName(type)}</h2>
      {type.providers.length === 0 ? (
        <NoData />
      ) : (
        <ul className="grid grid-cols-2 gap-2 md:grid-cols-4 lg:grid-cols-6">
          {type.providers.map((provider) => (
            <li
              key={provider.id}
              className="flex flex-col overflow-hidden rounded-lg border border-amber-900/50 bg-[#2a1c05]"
            >
              <img
                src={catalogueImage(provider.img_url, provider.img_sprite)}
                alt={provider.provider_name}
                loading="lazy"
                className="aspect-[2/1] w-full object-cover"
              />
              <div className="flex flex-1 flex-col px-2 pt-1.5 pb-2">
                <p className="text-sm font-semibold break-words text-amber-100">{provider.provider_name}</p>
                <p className="text-xs text-white/60">{provider.short_name}</p>
                <Link
                  to={`/games?type=${encodeURIComponent(type.code)}&provider=${encodeURIComponent(provider.code)}`}
                  className="mt-2 rounded-full bg-brand py-1 text-center text-xs font-bold text-ink"
                >
                  {t('view_games')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** tab=all: the mini games, then every listed game type with its provider cards. */
export function AllTab({ types }: { types: GameType[] }) {
  const visible = visibleGameTypes(types);
  return (
    <>
      <MiniGames />
      {visible.length === 0 ? <NoData /> : visible.map((type) => <ProviderCards key={type.id} type={type} />)}
    </>
  );
}
