import type { FormEvent } from 'react';
import { showToast } from '@/shared/ui/toast';
import { SubmitButton, TextField } from '@/shared/ui/form-fields';
import { Modal } from '@/shared/ui/modal';
import { amountCap, useCappedAmount } from '@/shared/lottery/amount-cap';
import { ownBetLimit, useProtectionState } from '@/shared/lottery/bet-standing';
import { MIN_BET_KS, type TwodNumbers } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';
import type { SavedBet } from '@/features/twod/saved-bets';

/**
 * Changes the amount of one saved number (the number itself stays); under the minimum is refused with a toast, above
 * what the number has left (or the break limit) is lowered to it and says so.
 */
export function EditBetModal({
  bet,
  numbers,
  onSave,
  onClose,
}: {
  bet: SavedBet;
  numbers: TwodNumbers | undefined;
  onSave: (bet: SavedBet) => void;
  onClose: () => void;
}) {
  const { t } = useTwodTexts();
  const board = numbers?.numbers.find((number) => number.num === bet.num);
  const amount = useCappedAmount(
    bet.amount,
    amountCap(numbers?.break_limit ?? Infinity, ownBetLimit(useProtectionState().data), board ? [board] : []),
  );

  const save = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.value);
    if (!(value >= MIN_BET_KS)) return void showToast('error', t('min_amount'));
    onSave({ num: bet.num, amount: value });
  };

  return (
    <Modal title={t('edit_title')} onClose={onClose}>
      <form onSubmit={save} noValidate className="space-y-3">
        <TextField name="num" label={t('col_number')} value={bet.num} readOnly onValue={() => undefined} />
        <TextField
          name="amount"
          label={t('col_amount')}
          type="number"
          inputMode="numeric"
          min={MIN_BET_KS}
          max={board?.remaining}
          value={amount.value}
          onValue={amount.setValue}
          error={amount.note}
          autoFocus
        />
        <SubmitButton pending={false} label={t('save')} pendingLabel={t('save')} />
      </form>
    </Modal>
  );
}
