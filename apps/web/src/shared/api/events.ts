import type { BalanceEvent, RequestEvent } from '@zeya/contract/events';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { setBalancePushed } from '@/shared/api/balance-push';
import { showRequestNews, useRequestNewsTexts } from '@/shared/api/request-news';
import { USER_QUERY_KEY } from '@/shared/api/user';
import { readProfile, readToken, saveProfile } from '@/shared/session';
import { followEvents, type EventHandler } from '@zeya/ui-kit/event-stream';

/** Follows the event stream while mounted and `enabled`; answers whether it is open now. */
export function useEventStream(topics: string[], onEvent: EventHandler, enabled = true): boolean {
  const [live, setLive] = useState(false);
  const key = topics.join(',');
  // Read when an event arrives: a new handler each render does not reopen the stream.
  const handle = useEffectEvent(onEvent);
  useEffect(() => {
    if (!enabled) return;
    const token = readToken();
    const stop = followEvents(
      `/api/events${key ? `?topics=${key}` : ''}`,
      (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {}),
      (name, data) => handle(name, data),
      setLive,
    );
    return () => {
      stop();
      setLive(false);
    };
  }, [key, enabled]);
  return live;
}

/**
 * The signed-in player's pushes, applied to what the screens show: a balance replaces the cached profile's, a
 * decision on a deposit or withdrawal makes everything that shows requests (the logs, histories, pending notes and
 * the deposit allowance: query keys under `cashier` and `wallet`) load again, and `news` tells the player of it.
 */
export function playerEventHandler(
  queryClient: QueryClient,
  news: (event: RequestEvent) => void = () => undefined,
): EventHandler {
  return (name, data) => {
    if (name === 'balance') {
      const balances = data as BalanceEvent;
      queryClient.setQueryData(
        USER_QUERY_KEY,
        (user: object | undefined) => user && { ...user, ...balances },
      );
      const profile = readProfile();
      if (profile) saveProfile({ ...profile, ...balances });
    }
    if (name === 'request') {
      void queryClient.invalidateQueries({
        predicate: (query) => ['cashier', 'wallet'].includes(String(query.queryKey[0])),
      });
      news(data as RequestEvent);
    }
  };
}

/** The player's own stream, for the frame to hold open while signed in; while it is open the balance poll rests. */
export function usePlayerEvents(signedIn: boolean) {
  const queryClient = useQueryClient();
  const { t } = useRequestNewsTexts();
  const news = (event: RequestEvent) => showRequestNews(event, t);
  const live = useEventStream([], playerEventHandler(queryClient, news), signedIn);
  useEffect(() => setBalancePushed(live), [live]);
}
