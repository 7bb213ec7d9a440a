import { useState } from 'react';
import { isSignedIn } from '@/shared/api/user';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { GameBalances } from '@/shared/wallet/game-balances';
import { InsufficientBalance } from '@/shared/wallet/insufficient-balance';
import {
  BIG_DIGITS,
  MODAL_MULTIPLIER,
  MULTIPLIERS,
  SMALL_DIGITS,
  useDigitBetHistory,
} from '@/features/digitbet/api';
import { BetHistory } from '@/features/digitbet/bet-history';
import { BetMultiplierModal, type ModalBet } from '@/features/digitbet/bet-multiplier-modal';
import { FairnessPanel } from '@/features/digitbet/fairness-panel';
import { useDigitBetTexts } from '@/features/digitbet/messages';
import { useDigitGame, type Choice, type Status } from '@/features/digitbet/use-digit-game';

const pressedLook = 'border-brand bg-brand text-ink';
const idleLook = 'border-amber-400/30 bg-black/40 text-white hover:border-brand';

/**
 * /digitbet: bet on one digit (pays 9x), Big 5-9 or Small 0-4; the stake is the bet amount times the multiplier,
 * taken from the game balance. The server draws the digit (provably fair) and settles the round.
 */
export function DigitBetPage() {
  const { t } = useDigitBetTexts();
  const signedIn = isSignedIn();
  const history = useDigitBetHistory(signedIn);
  const [betAmount, setBetAmount] = useState(1);
  const [multiplier, setMultiplier] = useState(1);
  const [modalBet, setModalBet] = useState<ModalBet>({ bet: 1, coinValue: 1 });
  const [modalOpen, setModalOpen] = useState(false);
  const game = useDigitGame({ betAmount, multiplier });
  const { choice } = game;
  const digitChosen = choice?.type === 'digit';

  return (
    <section className="mx-auto max-w-6xl px-3 pt-3 pb-4">
      <header className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-brand">{t('title')}</h1>
        {signedIn && <GameBalances testId="digitbet-balance" />}
      </header>

      <div className="grid gap-4 md:grid-cols-[22rem_minmax(0,1fr)] md:items-start lg:grid-cols-[24rem_minmax(0,1fr)]">
        <div className="min-w-0 space-y-3 rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4">
          <ResultBox digit={game.lastRound?.rolledNumber} rolling={game.sending} />
          {/* The countdown and the outcome under the die, in a reserved space so the controls never move. */}
          <div className="flex min-h-14 flex-col justify-center text-center">
            {game.countdown !== null && (
              <p
                role="timer"
                data-testid="digitbet-countdown"
                className="text-base font-bold text-amber-200 tabular-nums"
              >
                {t('countdown', { seconds: game.countdown })}
              </p>
            )}
            <StatusLine status={game.status} />
          </div>

          <div role="group" aria-label={t('pick_digit')} className="grid grid-cols-5 gap-2">
            {[SMALL_DIGITS, BIG_DIGITS].flat().map((digit) => {
              const pressed = choice?.type === 'digit' && choice.digit === digit;
              return (
                <button
                  key={digit}
                  type="button"
                  aria-pressed={pressed}
                  disabled={game.sending}
                  onClick={() => game.choose({ type: 'digit', digit })}
                  className={`h-10 rounded-lg border text-lg font-bold tabular-nums transition-colors disabled:opacity-50 ${
                    pressed ? pressedLook : idleLook
                  }`}
                >
                  {digit}
                </button>
              );
            })}
          </div>

          <div role="group" aria-label={t('big_small')} className="grid grid-cols-2 gap-2">
            {(['big', 'small'] as const).map((type) => {
              const pressed = choice?.type === type;
              return (
                <button
                  key={type}
                  type="button"
                  aria-pressed={pressed}
                  disabled={digitChosen || game.sending}
                  onClick={() => game.choose({ type })}
                  className={`rounded-lg border py-2.5 font-bold transition-colors disabled:opacity-40 ${
                    pressed ? pressedLook : idleLook
                  }`}
                >
                  {t(type)}
                </button>
              );
            })}
          </div>

          <div>
            <label htmlFor="digitbet-amount" className="mb-1 block text-sm text-white/80">
              {t('bet_amount')}
            </label>
            <input
              id="digitbet-amount"
              name="bet_amount"
              readOnly
              value={betAmount.toFixed(2)}
              aria-haspopup="dialog"
              onClick={() => setModalOpen(true)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  setModalOpen(true);
                }
              }}
              className="w-full cursor-pointer rounded-lg border border-amber-400/30 bg-black/40 px-3 py-2.5 text-white tabular-nums outline-none focus:border-brand"
            />
          </div>

          <div role="group" aria-label={t('multiplier')} className="grid grid-cols-6 gap-1.5">
            {MULTIPLIERS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={multiplier === value}
                onClick={() => setMultiplier(value)}
                className={`rounded-lg border py-2 text-sm font-bold transition-colors ${
                  multiplier === value ? pressedLook : idleLook
                }`}
              >
                x{value}
              </button>
            ))}
          </div>
          <p data-testid="digitbet-total" className="text-sm text-amber-100/80 tabular-nums">
            {t('total_line', {
              amount: formatKs(betAmount, 2),
              multiplier,
              total: formatKs(betAmount * multiplier, 2),
            })}
          </p>

          <button
            type="button"
            onClick={game.roll}
            disabled={game.sending || game.short}
            className="w-full rounded-full bg-brand px-4 py-3 text-base font-black text-ink shadow-lg disabled:opacity-60"
          >
            {game.sending ? t('rolling') : t('roll')}
          </button>
          <InsufficientBalance uses="game" need={betAmount * multiplier} />

          <p data-testid="digitbet-current-bet" className="text-sm text-white/70">
            {t('current_bet', { bet: choiceLabel(choice, t) })}
          </p>
        </div>

        <div className="min-w-0 space-y-4">
          <BetHistory rounds={history.data} loading={signedIn && history.isPending} />
          <FairnessPanel />
        </div>
      </div>

      {modalOpen && (
        <BetMultiplierModal
          initial={modalBet}
          onClose={() => setModalOpen(false)}
          onConfirm={(bet) => {
            setModalBet(bet);
            setBetAmount(bet.bet * bet.coinValue);
            setMultiplier(MODAL_MULTIPLIER);
            setModalOpen(false);
          }}
        />
      )}
    </section>
  );
}

function choiceLabel(choice: Choice, t: ReturnType<typeof useDigitBetTexts>['t']): string {
  if (!choice) return t('current_none');
  return choice.type === 'digit' ? t('current_digit', { digit: choice.digit }) : t(choice.type);
}

/** The rolled digit drawn as a die face; a question mark before the first roll. */
function ResultBox({ digit, rolling }: { digit: number | undefined; rolling: boolean }) {
  const { t } = useDigitBetTexts();
  const rolled = digit !== undefined;
  return (
    <div className="flex justify-center">
      <div
        role="img"
        aria-label={rolled ? t('result', { digit }) : t('not_rolled')}
        data-testid="digitbet-result"
        className={`flex h-20 w-20 items-center justify-center rounded-2xl border-4 border-brand bg-gradient-to-br from-amber-300 via-amber-500 to-amber-700 text-5xl font-black text-ink shadow-[0_0_24px_rgba(255,200,61,0.45)] ${
          rolling ? 'animate-pulse' : ''
        }`}
      >
        {rolled ? digit : '?'}
      </div>
    </div>
  );
}

function StatusLine({ status }: { status: Status | null }) {
  const tone = !status
    ? ''
    : status.tone === 'win'
      ? 'border-green-500/40 bg-green-500/10 text-green-300'
      : 'border-red-500/40 bg-red-500/10 text-red-300';
  return (
    <div aria-live="polite" data-testid="digitbet-status">
      {status && (
        <div className={`rounded-lg border px-3 py-1.5 text-sm leading-snug ${tone}`}>
          <p className="font-semibold">{status.text}</p>
          {status.detail && <p className="mt-0.5">{status.detail}</p>}
        </div>
      )}
    </div>
  );
}
