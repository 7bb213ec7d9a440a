import { visibleGameTypes, type GameType } from '@/shared/games/api';
import { useTypeName } from '@/shared/games/game-ui';
import { catalogueImage } from '@/shared/ui/catalogue-image';
import { useHomeTexts } from '@/features/home/messages';
import { useCatalogueTexts } from '@/shared/games/messages';

function FlameIcon({ active }: { active: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`h-7 w-7 ${active ? 'text-ink' : 'text-orange-400'}`}
    >
      <path
        fill="currentColor"
        d="M12 2c.5 3.2-1.4 5-2.9 6.7C7.6 10.4 6 12.2 6 15a6 6 0 0 0 12 0c0-2.6-1.3-4.6-2.6-6-.2 1.6-.9 2.8-2 3.4.4-3.6-.3-7.6-1.4-10.4Z"
      />
    </svg>
  );
}

const BUTTON =
  'flex w-20 shrink-0 flex-col items-center gap-1 rounded-xl border px-1 py-2 text-center text-xs font-semibold';
const ACTIVE = 'border-brand bg-brand text-ink';
const IDLE = 'border-amber-900/60 bg-[#2a1c05] text-amber-100';

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
  const { t } = useHomeTexts();
  const { t: tc } = useCatalogueTexts();
  const typeName = useTypeName();
  return (
    <nav aria-label={t('categories')} className="-mx-3 mt-4 overflow-x-auto px-3">
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
