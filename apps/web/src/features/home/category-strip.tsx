import type { GameType } from '@/shared/games/api';
import { useTypeName } from '@/shared/games/game-ui';
import { useCatalogueTexts } from '@/shared/games/messages';
import { visibleGameTypes } from '@/shared/games/visible-types';
import { catalogueImage } from '@/shared/ui/catalogue-image';
import {
  CATEGORY_ACTIVE as ACTIVE,
  CATEGORY_BUTTON as BUTTON,
  CATEGORY_IDLE as IDLE,
  CATEGORY_STRIP,
  FLAME_PATH,
  flameClass,
} from '@/features/home/category-style';

function FlameIcon({ active }: { active: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={flameClass(active)}>
      <path fill="currentColor" d={FLAME_PATH} />
    </svg>
  );
}

/** 'Hot Games' and one button per listed game type (ids 6, 12, 13, 14 never show), each with its icon. */
export function CategoryStrip({
  types,
  selected,
  onSelect,
}: {
  types: GameType[] | undefined;
  selected: string;
  onSelect: (type: string) => void;
}) {
  const { t: tc } = useCatalogueTexts();
  const typeName = useTypeName();
  return (
    <nav aria-label={tc('categories')} className={CATEGORY_STRIP}>
      <div className="flex gap-2 pb-1">
        <button
          type="button"
          aria-pressed={selected === 'hot'}
          onClick={() => onSelect('hot')}
          className={`${BUTTON} ${selected === 'hot' ? ACTIVE : IDLE}`}
        >
          <FlameIcon active={selected === 'hot'} />
          {tc('hot_games')}
        </button>
        {visibleGameTypes(types).map((type) => {
          const active = selected === String(type.id);
          return (
            <button
              key={type.id}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(String(type.id))}
              className={`${BUTTON} ${active ? ACTIVE : IDLE}`}
            >
              <img
                src={
                  active
                    ? catalogueImage(type.img_active, type.img_active_sprite)
                    : catalogueImage(type.img, type.img_sprite)
                }
                alt=""
                className="h-7 w-7 object-contain"
              />
              {typeName(type)}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
