import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SubmitButton, TextField } from '@/shared/ui/form-fields';
import { Modal } from '@/shared/ui/modal';
import { MIN_BET_KS } from '@/features/twod/api';
import { useTwodTexts } from '@/features/twod/messages';
import type { SavedBet } from '@/features/twod/saved-bets';

/** Changes the amount of one saved number (the number itself stays); under the minimum is refused with a toast. */
export function EditBetModal({
  bet,
  onSave,
  onClose,
}: {
  bet: SavedBet;
  onSave: (bet: SavedBet) => void;
  onClose: () => void;
}) {
  const { t } = useTwodTexts();
  const [amount, setAmount] = useState(String(bet.amount));

  const save = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (!(value >= MIN_BET_KS)) return void toast.error(t('min_amount'));
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
          value={amount}
          onValue={setAmount}
          autoFocus
        />
        <SubmitButton pending={false} label={t('save')} pendingLabel={t('save')} />
      </form>
    </Modal>
  );
}
