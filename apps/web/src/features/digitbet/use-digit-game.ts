import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { isSignedIn } from '@/shared/api/user';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { useShortfall } from '@/shared/wallet/insufficient-balance';
import { COUNTDOWN_SECONDS, usePlaceBet, type BetType, type DigitBetRound } from '@/features/digitbet/api';
import { useDigitBetTexts } from '@/features/digitbet/messages';

/** What the player bets on: one digit, or Big (5-9), or Small (0-4). */
export type Choice = { type: 'digit'; digit: number } | { type: 'big' | 'small' } | null;

/** The message under the game: a win, a loss, or a refusal or failure. */
export interface Status {
  tone: 'win' | 'lose' | 'error';
  text: string;
  detail?: string;
}

/**
 * The state of a Digit Bet table. Choosing a digit, Big or Small clears the messages and the last result and starts
 * the 90-second countdown, which rolls at zero; `roll` rolls at once. The server draws the digit and settles the
 * round: the page only shows what it answers. After a roll the choice is cleared. `short` says the game balance
 * cannot cover the stake (bet amount times multiplier): nothing is sent, by the button or the countdown, until an
 * exchange covers it.
 */
export function useDigitGame({ betAmount, multiplier }: { betAmount: number; multiplier: number }) {
  const { t } = useDigitBetTexts();
  const placeBet = usePlaceBet();
  const short = useShortfall('game', betAmount * multiplier) > 0;
  const [choice, setChoice] = useState<Choice>(null);
  const [countdown, setCountdown] = useState<number | null>(null);
  // The seconds left, read by the timer between renders (several seconds can pass before the screen draws again).
  const secondsLeft = useRef<number | null>(null);
  // A new run of the countdown on every choice, even when it was already counting.
  const [run, setRun] = useState(0);
  const [status, setStatus] = useState<Status | null>(null);
  const [lastRound, setLastRound] = useState<DigitBetRound | null>(null);

  const choose = (next: NonNullable<Choice>) => {
    setChoice(next);
    setStatus(null);
    setLastRound(null);
    secondsLeft.current = COUNTDOWN_SECONDS;
    setCountdown(COUNTDOWN_SECONDS);
    setRun((value) => value + 1);
  };

  const roll = () => {
    if (placeBet.isPending) return;
    secondsLeft.current = null;
    setCountdown(null);
    if (short) return;
    if (!choice) return setStatus({ tone: 'error', text: t('place_bet_first') });
    if (!isSignedIn()) return setStatus({ tone: 'error', text: t('login_to_play') });
    const betType: BetType = choice.type;
    placeBet.mutate(
      {
        bet_type: betType,
        digit: choice.type === 'digit' ? choice.digit : null,
        bet_amount: betAmount,
        multiplier,
      },
      {
        onSuccess: (reply) => {
          const round = reply.data?.round;
          if (reply.success === false || !round)
            return setStatus({ tone: 'error', text: `❌ ${reply.message}` });
          setLastRound(round);
          const won = round.outcome === 'win';
          setStatus({
            tone: won ? 'win' : 'lose',
            text: `${won ? '✅' : '❌'} ${reply.message}`,
            detail: t(won ? 'won_detail' : 'lost_detail', {
              digit: round.rolledNumber,
              amount: formatKs(won ? round.win_amount : Math.abs(round.profit), 2),
            }),
          });
        },
        onError: (failure) => {
          if (!(failure instanceof ApiError) || failure.status === 0)
            return setStatus({ tone: 'error', text: t('no_connection') });
          const message = failure.message || Object.values(failure.errors)[0]?.[0] || '';
          // The server refused the bet (422 and the like): its message with a cross; a server fault otherwise.
          if (failure.status >= 400 && failure.status < 500 && message)
            return setStatus({ tone: 'error', text: `❌ ${message}` });
          setStatus({
            tone: 'error',
            text: t('backend_error', { message: message || t('common:something_went_wrong') }),
          });
        },
        onSettled: () => setChoice(null),
      },
    );
  };

  // A second passes: the count goes down, and the last second rolls.
  const tick = useEffectEvent(() => {
    if (secondsLeft.current === null) return;
    secondsLeft.current -= 1;
    if (secondsLeft.current > 0) setCountdown(secondsLeft.current);
    else roll();
  });
  const counting = countdown !== null;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [run, counting]);

  return { choice, choose, countdown, status, lastRound, roll, sending: placeBet.isPending, short };
}
