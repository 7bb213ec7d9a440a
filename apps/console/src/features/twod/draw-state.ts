import type { ConsoleDraw } from '@zeya/contract/twod-console';
import { useEffect, useState } from 'react';
import { formatTime } from '@/shared/format';
import { useTwodTexts } from './texts';

/**
 * What is true of a draw now. The server's status stays 'open' from the morning until a result is entered; the
 * operator needs to know whether players can still bet, whether the draw time has passed and a result is due.
 */
export type DrawState =
  'betting_open' | 'betting_closed' | 'awaiting_result' | 'result_entered' | 'held' | 'settled' | 'void';

type StateFacts = Pick<ConsoleDraw, 'status' | 'closes_at' | 'draw_at' | 'held'>;

/** A result that differs from the feed's reading, held by an admin, waits for a second admin rather than anyone. */
export function drawState(draw: StateFacts, now: number): DrawState {
  if (draw.status === 'result_entered' && draw.held) return 'held';
  if (draw.status !== 'open') return draw.status;
  if (now < Date.parse(draw.closes_at)) return 'betting_open';
  if (now < Date.parse(draw.draw_at)) return 'betting_closed';
  return 'awaiting_result';
}

/** The words of a state need these times (Myanmar HH:MM). */
export const stateTimes = (draw: Pick<ConsoleDraw, 'closes_at' | 'draw_at'>) => ({
  closes: formatTime(draw.closes_at).slice(11),
  draws: formatTime(draw.draw_at).slice(11),
});

/** The time, re-read every `everyMs`, so a state that depends on the clock changes on screen when it comes true. */
export function useNow(everyMs = 15_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** A draw's state in the operator's words, as of the clock's last tick. */
export function useDrawStateText(): (draw: StateFacts) => string {
  const { t } = useTwodTexts();
  const now = useNow();
  return (draw) => t(`state_${drawState(draw, now)}`, stateTimes(draw));
}
