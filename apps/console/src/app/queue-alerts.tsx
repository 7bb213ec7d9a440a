import type { QueueEvent } from '@zeya/contract/events';
import { useQueryClient } from '@tanstack/react-query';
import { followEvents } from '@zeya/ui-kit/event-stream';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useShellTexts } from '@/app/messages';
import { sessionHeaders } from '@/shared/api/client';

const SOUND_KEY = 'zeya.console.sound';

/** Requests that arrived since the operator last looked at the money queues, for the menu's badge. */
let arrived = 0;
const listeners = new Set<() => void>();
function setArrived(count: number) {
  arrived = count;
  for (const listener of listeners) listener();
}
export const useArrivedCount = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => arrived,
  );

/** A short two-note chime, made here: no sound file to fetch. */
function chime() {
  const context = new AudioContext();
  [880, 1320].forEach((frequency, index) => {
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.15, context.currentTime + index * 0.15);
    volume.gain.exponentialRampToValueAtTime(0.001, context.currentTime + index * 0.15 + 0.3);
    tone.connect(volume).connect(context.destination);
    tone.start(context.currentTime + index * 0.15);
    tone.stop(context.currentTime + index * 0.15 + 0.3);
  });
}

/**
 * The console's event stream: a deposit or withdrawal that arrives or is decided anywhere refreshes the queues and
 * counts at once, and a new one adds to the Money badge and plays a chime (unless the operator turned it off).
 */
export function useQueueAlerts() {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const onMoney = pathname.startsWith('/money');
  useEffect(() => {
    if (onMoney) setArrived(0);
  }, [onMoney]);
  useEffect(
    () =>
      followEvents(
        '/api/console/events',
        sessionHeaders,
        (name, data) => {
          if (name !== 'queue') return;
          void queryClient.invalidateQueries({
            predicate: (query) => ['money', 'dashboard'].includes(String(query.queryKey[0])),
          });
          if (!(data as QueueEvent).arrived) return;
          if (!window.location.pathname.startsWith('/console/money')) setArrived(arrived + 1);
          if (localStorage.getItem(SOUND_KEY) !== 'off') chime();
        },
        () => undefined,
      ),
    [queryClient],
  );
}

/** The header's switch for the chime, remembered on this computer. */
export function SoundToggle() {
  const { t } = useShellTexts();
  const [on, setOn] = useState(() => localStorage.getItem(SOUND_KEY) !== 'off');
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => {
        localStorage.setItem(SOUND_KEY, on ? 'off' : 'on');
        setOn(!on);
      }}
      className="rounded-md border border-stone-300 px-2 py-1 hover:bg-stone-100"
    >
      {t('new_request_sound')}
    </button>
  );
}
