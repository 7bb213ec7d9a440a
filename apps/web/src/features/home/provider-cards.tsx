import { Link } from 'react-router';
import type { GameType } from '@/shared/games/api';
import { useTypeName } from '@/shared/games/game-ui';
import { catalogueImage } from '@/shared/ui/catalogue-image';
import { NoData } from '@/shared/ui/loading';

/** A game type's name and a card per provider, each opening that provider's games on home. */
export function TypeProviders({ type, level = 2 }: { type: GameType; level?: 2 | 3 }) {
  const typeName = useTypeName();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="mt-5" aria-label={typeName(type)}>
      <Heading className="mb-2 flex items-center gap-2 text-base font-bold text-brand">
        <img src={catalogueImage(type.img_active, type.img_active_sprite)} alt="" className="h-6 w-6" />
        {typeName(type)}
      </Heading>
      {type.providers.length === 0 ? (
        <NoData />
      ) : (
        <ul className="grid grid-cols-3 gap-2 md:grid-cols-4 md:gap-3 lg:grid-cols-6">
          {type.providers.map((provider) => (
            <li key={provider.id}>
              <Link
                to={`/?type=${type.id}&provider=${provider.id}`}
                className="block overflow-hidden rounded-lg border border-amber-900/50 bg-[#2a1c05] hover:border-brand"
              >
                <img
                  src={catalogueImage(provider.img_url, provider.img_sprite)}
                  alt={provider.provider_name}
                  loading="lazy"
                  className="aspect-[2/1] w-full object-cover"
                />
                <span
                  aria-hidden="true"
                  className="block px-1.5 py-1 text-center text-xs font-semibold break-words text-amber-100"
                >
                  {provider.provider_name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
