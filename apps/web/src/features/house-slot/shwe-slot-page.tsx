import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ApiError } from '@/shared/api/client';
import { isSignedIn } from '@/shared/api/user';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { FormAlert } from '@/shared/ui/form-fields';
import { Loading } from '@/shared/ui/loading';
import { GameBalances } from '@/shared/wallet/game-balances';
import { InsufficientBalance } from '@/shared/wallet/insufficient-balance';
import { useExchangeTexts } from '@/shared/wallet/messages';
import { useHouseSlotTexts } from '@/features/house-slot/messages';
import { Paytable } from '@/features/house-slot/paytable';
import { SlotWindow } from '@/features/house-slot/slot-window';
import { openFailureText, useShweSlot } from '@/features/house-slot/use-shwe-slot';

/** The game's name: a brand, the same in every language (the server sends it too). */
const GAME_NAME = 'Shwe Slot';
const HOME = '/?type=all';

/**
 * /play/shwe-slot?launch=<one-time token>, or /play/shwe-slot to launch afresh: our own slot. The launch token alone
 * opens a session, so the URL plays in any browser, signed in here or not (the server refuses it to a browser signed
 * in as another player, and once the sign-in that made it has ended), like a provider's game; without one,
 * visitors go to the home list. The player picks a bet and spins, and the server decides every outcome.
 */
export function ShweSlotPage() {
  const [params] = useSearchParams();
  // Decided on arrival: the page takes the token out of the address once the game is open.
  const [playable] = useState(() => isSignedIn() || params.has('launch'));
  if (!playable) return <Navigate to={HOME} replace />;
  return <ShweSlotGame />;
}

function ShweSlotGame() {
  const { t } = useHouseSlotTexts();
  const game = useShweSlot();
  const { table } = game;

  return (
    <section className="mx-auto max-w-5xl px-3 pt-3 pb-6">
      <header className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-black tracking-wide text-brand">{table?.game.name ?? GAME_NAME}</h1>
        {/* Launched by another client: the way back to its page, always in view. */}
        {table?.return_to && <BackToGames to={table.return_to} />}
        {table &&
          (game.own ? (
            <GameBalances testId="slot-balance" gameBalance={game.balance} />
          ) : (
            <PlayBalance balance={game.balance} />
          ))}
      </header>

      {!table ? (
        game.opening ? (
          <Loading />
        ) : (
          <ClosedGame
            message={openFailureText(game.openError, t)}
            // A refusal (422) already tells the player what to do; our own texts need the hint.
            hint={
              !(game.openError instanceof ApiError && game.openError.status === 422 && game.openError.message)
            }
          />
        )
      ) : (
        <div className="grid gap-4 md:grid-cols-[minmax(0,26rem)_minmax(0,1fr)] md:items-start">
          <div className="min-w-0 space-y-3 rounded-xl border border-amber-400/20 bg-[#2a1c05] p-3">
            <SlotWindow
              window={game.window}
              strips={table.reels}
              spinning={game.spinning}
              won={(game.result?.win ?? 0) > 0}
              landing={game.landing}
            />

            <div
              aria-live="polite"
              className="flex min-h-12 flex-col items-center justify-center text-center"
            >
              <p
                data-testid="slot-result"
                className={`text-lg font-black ${
                  game.result && game.result.win > 0 ? 'text-brand' : 'text-white/75'
                }`}
              >
                {game.spinning
                  ? ''
                  : !game.result
                    ? t('ready')
                    : game.result.win > 0
                      ? t('you_won', { amount: formatKs(game.result.win, 2) })
                      : t('no_win')}
              </p>
              {game.result && !game.spinning && (
                <p data-testid="slot-round" className="max-w-full truncate text-[11px] text-white/40">
                  {t('round', { code: game.result.round_code })}
                </p>
              )}
            </div>

            <div role="group" aria-label={t('bet')} className="grid grid-cols-5 gap-1">
              {table.bets.map((amount) => (
                <button
                  key={amount}
                  type="button"
                  aria-pressed={game.bet === amount}
                  disabled={game.spinning}
                  onClick={() => game.setBet(amount)}
                  className={`rounded-lg border px-0.5 py-2 text-xs font-bold whitespace-nowrap tabular-nums transition-colors disabled:opacity-60 ${
                    game.bet === amount
                      ? 'border-brand bg-brand text-ink'
                      : 'border-amber-400/30 bg-black/40 text-white hover:border-brand'
                  }`}
                >
                  {formatKs(amount)}
                </button>
              ))}
            </div>

            <button
              type="button"
              onClick={() => void game.spin()}
              disabled={game.spinning || game.short}
              className="w-full rounded-full bg-linear-to-b from-amber-300 to-amber-500 px-4 py-3 text-lg font-black tracking-wider text-ink shadow-lg transition-transform active:scale-[0.98] disabled:opacity-60"
            >
              {t('spin')}
            </button>

            {game.own && <InsufficientBalance uses="game" need={game.bet} />}

            {game.failure && (
              <div data-testid="slot-error" className="space-y-2">
                <FormAlert message={game.failure.message} />
                {game.failure.sessionEnded && <BackToGames to={table.return_to} />}
              </div>
            )}
          </div>

          <Paytable lines={table.paytable} rtp={table.rtp} bet={game.bet} />
        </div>
      )}
    </section>
  );
}

/**
 * No game to play: why (the server's message, or that a reload ends the session), what to do when the message does
 * not say, and the way back.
 */
function ClosedGame({ message, hint }: { message: string; hint: boolean }) {
  const { t } = useHouseSlotTexts();
  return (
    <div
      data-testid="slot-closed"
      className="mx-auto max-w-md space-y-3 rounded-xl border border-amber-400/20 bg-[#2a1c05] p-5 text-center"
    >
      <p role="alert" className="font-semibold text-red-300">
        {message}
      </p>
      {hint && <p className="text-sm text-white/70">{t('launch_again')}</p>}
      <BackToGames />
    </div>
  );
}

/** The game balance of a session opened from its URL alone: what the game's replies say, nothing to exchange here. */
function PlayBalance({ balance }: { balance: number | undefined }) {
  const { t } = useExchangeTexts();
  return (
    <p className="rounded-full border border-brand/50 bg-black/40 px-3 py-1 text-sm">
      <span className="text-amber-100/70">{t('game_balance')}: </span>
      <span data-testid="slot-balance" className="font-bold text-brand tabular-nums">
        {formatKs(balance, 2)}
      </span>
    </p>
  );
}

const BACK_STYLE =
  'inline-block rounded-full bg-brand px-5 py-2 text-sm font-bold text-ink hover:brightness-110';

/** Back to our games, or to the page of the client that launched the game (`to`, as the server confirmed it). */
function BackToGames({ to }: { to?: string | null }) {
  const { t } = useHouseSlotTexts();
  if (to)
    return (
      <a href={to} className={BACK_STYLE}>
        {t('back')}
      </a>
    );
  return (
    <Link to={HOME} className={BACK_STYLE}>
      {t('back')}
    </Link>
  );
}
