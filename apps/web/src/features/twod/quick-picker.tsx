import { useState } from 'react';
import type { Language } from '@zeya/contract/constants';
import {
  expandQuick,
  QUICK_SET_DIGITS,
  QUICK_SET_NAMES,
  QUICK_SET_RULES,
  QUICK_SETS,
  withReverses,
  type QuickSet,
} from '@zeya/contract/twod-quick';
import { Modal } from '@/shared/ui/modal';
import { useTwodTexts } from '@/features/twod/messages';

const DIGITS = '0123456789';

function useLanguage(): Language {
  return useTwodTexts().language;
}

/** The numbers a choice adds, each shown before the player adds them (closed ones are left out by the board). */
function Preview({ numbers }: { numbers: readonly string[] }) {
  const { t } = useTwodTexts();
  return (
    <div>
      <p className="mb-1 text-sm text-white/70">{t('quick_preview', { count: numbers.length })}</p>
      <p data-testid="quick-preview" className="font-mono text-sm leading-6 tracking-wider text-amber-200">
        {numbers.join(' ')}
      </p>
    </div>
  );
}

/** Adds `numbers` and closes, or does nothing when they are none. */
function AddButton({ numbers, onAdd }: { numbers: readonly string[]; onAdd: (nums: string[]) => void }) {
  const { t } = useTwodTexts();
  return (
    <button
      type="button"
      disabled={numbers.length === 0}
      onClick={() => onAdd([...numbers])}
      className="w-full rounded-full bg-brand px-6 py-2.5 font-bold text-ink disabled:opacity-50"
    >
      {t('quick_add')}
    </button>
  );
}

/** Digit toggles: one at a time for head, tail, contains and brake; several for kway. */
function DigitPicker({
  set,
  digits,
  onDigits,
}: {
  set: QuickSet;
  digits: string;
  onDigits: (d: string) => void;
}) {
  const { t } = useTwodTexts();
  const many = QUICK_SET_DIGITS[set] === 'many';
  const toggle = (digit: string) => {
    if (!many) return onDigits(digit);
    onDigits(digits.includes(digit) ? digits.replace(digit, '') : [...digits, digit].sort().join(''));
  };
  return (
    <div role="group" aria-label={t('quick_digits')} className="grid grid-cols-5 gap-2">
      {[...DIGITS].map((digit) => (
        <button
          key={digit}
          type="button"
          aria-pressed={digits.includes(digit)}
          onClick={() => toggle(digit)}
          className="rounded-lg border border-amber-400/30 py-2 font-bold aria-pressed:bg-brand aria-pressed:text-ink"
        >
          {digit}
        </button>
      ))}
    </div>
  );
}

/**
 * The quick-bet picker: the sets players know by name (defined once in the contract, with the server's expansion),
 * the digits a set needs, and the numbers it becomes, added to the board's choice only when the player says so.
 */
export function QuickBetPicker({ onAdd, onClose }: { onAdd: (nums: string[]) => void; onClose: () => void }) {
  const { t } = useTwodTexts();
  const language = useLanguage();
  const [set, setSet] = useState<QuickSet | null>(null);
  const [digits, setDigits] = useState('');
  const numbers = set ? expandQuick({ set, digits }) : [];
  const choose = (next: QuickSet) => {
    setSet(next);
    setDigits('');
  };
  return (
    <Modal title={t('quick_bet')} onClose={onClose}>
      <div className="space-y-4">
        <div role="group" aria-label={t('quick_sets')} className="grid grid-cols-3 gap-2">
          {QUICK_SETS.map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={each === set}
              onClick={() => choose(each)}
              className="rounded-lg border border-amber-400/30 px-2 py-2 text-sm font-bold aria-pressed:bg-brand aria-pressed:text-ink"
            >
              {QUICK_SET_NAMES[each][language]}
            </button>
          ))}
        </div>
        {set && <p className="text-sm text-white/80">{QUICK_SET_RULES[set][language]}</p>}
        {set && QUICK_SET_DIGITS[set] !== 'none' && (
          <DigitPicker set={set} digits={digits} onDigits={setDigits} />
        )}
        {numbers.length > 0 && <Preview numbers={numbers} />}
        <AddButton numbers={numbers} onAdd={onAdd} />
      </div>
    </Modal>
  );
}

/** The round-bet ("R") picker: the chosen numbers with their reverses, added when the player says so. */
export function RoundBetPicker({
  selected,
  onAdd,
  onClose,
}: {
  selected: readonly string[];
  onAdd: (nums: string[]) => void;
  onClose: () => void;
}) {
  const { t } = useTwodTexts();
  const numbers = withReverses([...selected].sort());
  return (
    <Modal title={t('round_bet')} onClose={onClose}>
      <div className="space-y-4">
        <p className="text-sm text-white/80">{selected.length === 0 ? t('round_none') : t('round_rule')}</p>
        {numbers.length > 0 && <Preview numbers={numbers} />}
        <AddButton numbers={numbers} onAdd={onAdd} />
      </div>
    </Modal>
  );
}
