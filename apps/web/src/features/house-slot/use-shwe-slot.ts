import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/client';
import { useUser } from '@/shared/api/user';
import { useShortfall } from '@/shared/wallet/insufficient-balance';
import { useLaunchShweSlot, useOpenSlot, useSpin, type SlotSpin } from '@/features/house-slot/api';
import { useHouseSlotTexts } from '@/features/house-slot/messages';

/**
 * How long the reels run at least, in ms, so a quick reply still reads as a spin. A seam for tests; players who ask
 * for reduced motion get the result as soon as it arrives.
 */
export const spinTiming = { minMs: 600 };

function minSpinMs(): number {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return reduced ? 0 : spinTiming.minMs;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** A refused or failed spin: the text under the Spin button, and whether the game session is gone. */
export interface SpinFailure {
  message: string;
  sessionEnded: boolean;
}

/**
 * The state of a Shwe Slot page. On load the one-time `launch` token of the address is traded for a session (once,
 * even when React runs effects twice), then removed from the address; the session lives in this component only and
 * needs no sign-in.
 * Without a token in the address (the menu's link, a reload) the page launches the game itself first. Every spin's outcome is the server's: the page shows its window, win and balance.
 * `short` says the game balance cannot cover the bet: Spin waits for an exchange.
 */
export function useShweSlot() {
  const { t } = useHouseSlotTexts();
  const [params, setParams] = useSearchParams();
  const [launchToken, setLaunchToken] = useState(() => params.get('launch'));
  const { mutate: openSlot, ...open } = useOpenSlot();
  const { mutate: relaunch, ...launch } = useLaunchShweSlot();
  const { mutateAsync: sendSpin } = useSpin();
  const opening = useRef(false);

  // Opened without a token (from the menu, or reloaded): the page asks for a launch of its own, once.
  useEffect(() => {
    if (opening.current || launchToken) return;
    opening.current = true;
    relaunch(undefined, { onSuccess: setLaunchToken });
  }, [launchToken, relaunch]);

  const sentToken = useRef<string | null>(null);
  useEffect(() => {
    if (!launchToken || sentToken.current === launchToken) return;
    sentToken.current = launchToken;
    openSlot(launchToken);
  }, [launchToken, openSlot]);

  const table = open.data;
  const launchInAddress = params.has('launch');
  // The token has done its work: it leaves the address bar (and the history entry) once the game is open.
  useEffect(() => {
    if (!table || !launchInAddress) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('launch');
        return next;
      },
      { replace: true },
    );
  }, [table, launchInAddress, setParams]);

  const [chosenBet, setBet] = useState<number | null>(null);
  const [result, setResult] = useState<SlotSpin | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [failure, setFailure] = useState<SpinFailure | null>(null);
  const [landing, setLanding] = useState(0);
  const busy = useRef(false);

  const bet = chosenBet ?? (table && table.bets.length > 0 ? Math.min(...table.bets) : 0);
  // A session of the signed-in player plays the shared game balance: an exchange beside the game shows here at once.
  // Opened from a launch URL alone (another client, no sign-in here), the game's own replies are the balance.
  const user = useUser().data;
  const own = table !== undefined && user?.user_name === table.player;
  const shortfall = useShortfall('game', bet);
  const short = own && shortfall > 0;

  const spin = async () => {
    if (!table || busy.current || short) return;
    busy.current = true;
    setSpinning(true);
    setFailure(null);
    const started = Date.now();
    try {
      const reply = await sendSpin({ session: table.session, bet, own });
      await wait(minSpinMs() - (Date.now() - started));
      setResult(reply);
      setLanding((count) => count + 1);
    } catch (cause) {
      setFailure(describeFailure(cause, t));
    } finally {
      busy.current = false;
      setSpinning(false);
    }
  };

  // Before the first spin the reels rest at their first stop: [last, first, second] of each strip.
  const shown =
    result?.window ?? table?.reels.map((strip) => [strip[strip.length - 1]!, strip[0]!, strip[1]!]) ?? [];

  return {
    opening: launch.isPending || open.isPending || (!launch.isError && open.isIdle),
    openError: launch.error ?? open.error,
    table,
    balance: (own ? user?.balance : undefined) ?? result?.balance ?? table?.balance,
    own,
    bet,
    short,
    setBet,
    spin,
    spinning,
    result,
    failure,
    window: shown,
    landing,
  };
}

function describeFailure(cause: unknown, t: ReturnType<typeof useHouseSlotTexts>['t']): SpinFailure {
  if (!(cause instanceof ApiError)) return { message: t('common:unexpected_error'), sessionEnded: false };
  if (cause.status === 0) return { message: t('common:network_error'), sessionEnded: false };
  const message = cause.message || Object.values(cause.errors)[0]?.[0];
  return {
    message: message || t('common:something_went_wrong'),
    sessionEnded: 'session' in cause.errors,
  };
}

/** The text for a failed open: the server's message, or the shared texts when it sent none. */
export function openFailureText(cause: unknown, t: ReturnType<typeof useHouseSlotTexts>['t']): string {
  if (cause instanceof ApiError && cause.status === 0) return t('common:network_error');
  return (cause instanceof ApiError && cause.message) || t('common:something_went_wrong');
}
