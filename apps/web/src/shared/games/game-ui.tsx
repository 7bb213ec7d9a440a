import { useCallback } from 'react';
import type { GameType } from '@/shared/games/api';
import { Spinner } from '@/shared/ui/spinner';
import { useCatalogueTexts } from '@/shared/games/messages';

/** A game type's name in the player's language, or the server's name for a type this client does not know. */
export function useTypeName() {
  const { t } = useCatalogueTexts();
  return useCallback(
    (type: Pick<GameType, 'code' | 'name'>) => t(`type_${type.code}`, { defaultValue: type.name }),
    [t],
  );
}

/** 'Load More', with a spinner while the next page loads. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useCatalogueTexts();
  return (
    <div className="mt-5 flex justify-center">
      <button
        type="button"
        onClick={onClick}
        disabled={loading}
        className="flex min-w-36 items-center justify-center gap-2 rounded-full bg-brand px-6 py-2 font-semibold text-ink disabled:opacity-60"
      >
        {loading && <Spinner className="h-4 w-4" />}
        {t('load_more')}
      </button>
    </div>
  );
}

/** Dims a game card while it launches and shows a spinner over it. */
export function LaunchingOverlay() {
  const { t } = useCatalogueTexts();
  return (
    <span className="absolute inset-0 flex items-center justify-center bg-black/60 text-brand">
      <Spinner className="h-8 w-8" />
      <span className="sr-only">{t('launching')}</span>
    </span>
  );
}
