import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '@/shared/api/client';
import type { Game } from '@/shared/games/api';
import { useCatalogueTexts } from '@/shared/games/messages';

/** What the aggregator's launch answers: a URL to go to, or an HTML page to write into a new window. */
interface LaunchReply {
  code?: number | string;
  url?: string | null;
  content?: string | null;
  message?: string;
}

/** Where a launch sends the browser; a seam so tests can watch it (a test DOM cannot navigate). */
export const launchNavigation = {
  goTo: (url: string) => window.location.assign(url),
};

/**
 * Launches a game through POST /api/seamless/launch-game. While one launch runs, `launchingId` names its game and
 * further launches are ignored. A URL replaces the page; HTML content goes into a new window. Failures become the
 * spec's texts, passed to `onError` when given (the /games page alerts them), else kept in `error` (home shows
 * them in a red box).
 */
export function useLaunchGame(options: { onError?: (message: string) => void } = {}) {
  const { t } = useCatalogueTexts();
  const [launchingId, setLaunchingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const onError = useRef(options.onError);
  useEffect(() => {
    onError.current = options.onError;
  });

  const launch = useCallback(
    async (game: Game) => {
      if (running.current) return;
      running.current = true;
      setLaunchingId(game.id);
      setError(null);
      const fail = (message: string) => (onError.current ? onError.current(message) : setError(message));
      try {
        const body = (await api<LaunchReply | null>('/seamless/launch-game', {
          method: 'POST',
          body: { game_code: game.game_code, product_code: game.product_code, game_type: game.game_type },
        })) as unknown as LaunchReply & { data?: LaunchReply | null };
        // The reply's fields may sit at the top level (as the aggregator sends them) or inside `data`.
        const inner = body.data && typeof body.data === 'object' ? body.data : {};
        const code = body.code ?? inner.code;
        const url = body.url ?? inner.url;
        const content = body.content ?? inner.content;
        const message = body.message || inner.message;
        if (Number(code) !== 200) return fail(message || t('launch_failed'));
        if (url) return launchNavigation.goTo(url);
        if (content) {
          const opened = window.open('', '_blank');
          if (!opened) return fail(t('popup_blocked'));
          opened.opener = null;
          opened.document.open();
          opened.document.write(content);
          opened.document.close();
          return;
        }
        fail(message || t('launch_no_url'));
      } catch (cause) {
        if (cause instanceof ApiError && cause.status === 0) fail(t('common:network_error'));
        else fail((cause instanceof ApiError && cause.message) || t('launch_failed'));
      } finally {
        running.current = false;
        setLaunchingId(null);
      }
    },
    [t],
  );

  return { launch, launchingId, error, dismissError: () => setError(null) };
}
