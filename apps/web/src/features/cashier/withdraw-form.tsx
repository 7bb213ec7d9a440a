import { useId, useState } from 'react';
import { useUser } from '@/shared/api/user';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { FieldError, FormAlert, SubmitButton, TextField } from '@/shared/ui/form-fields';
import { BonusForfeitWarning } from '@/shared/wallet/bonus-balance';
import { useBanks, useUserPayments, useWithdraw, type Bank, type UserPayment } from '@/features/cashier/api';
import { AmountField, BankLogo, LoadedBanks, useRequestForm } from '@/features/cashier/form-parts';
import { useGameMoney } from '@/features/cashier/game-money-note';
import { PendingNote, useAmountLimits } from '@/features/cashier/limits-note';
import { useCashierTexts } from '@/features/cashier/messages';

export const WITHDRAW_LOG = '/information?tab=logs&type=withdraw';

interface Form {
  payment_type_id: number | null;
  account_name: string;
  account_number: string;
  amount: string;
  password: string;
}

const EMPTY: Form = { payment_type_id: null, account_name: '', account_number: '', amount: '', password: '' };

/** The channel a saved payout account belongs to, by its payment type's name. */
function channelOf(account: UserPayment, banks: Bank[]) {
  const name = account.payment_type.name.trim().toLowerCase();
  return banks.find(
    (bank) => bank.payment_type.trim().toLowerCase() === name || bank.bank_name.trim().toLowerCase() === name,
  );
}

/**
 * The withdraw form: a payment method (one of the operator's channels), the player's own account there (a saved one
 * fills it in), the amount and the player's password. Without a method nothing is sent.
 */
export function WithdrawForm() {
  const { t } = useCashierTexts();
  const banks = useBanks();
  const user = useUser().data;
  const limits = useAmountLimits('withdraw');
  const { form, setForm, set, field, errors, message, pending, submit } = useRequestForm(useWithdraw(), {
    empty: EMPTY,
    log: WITHDRAW_LOG,
    texts: { success: t('withdraw_success'), network: t('withdraw_network_error') },
  });
  const [methodMissing, setMethodMissing] = useState(false);
  const gameMoney = useGameMoney(user?.balance);

  const body = () => {
    const { payment_type_id, ...rest } = form;
    setMethodMissing(payment_type_id === null);
    return payment_type_id === null ? undefined : { payment_type_id, ...rest };
  };

  const fillFromSaved = (account: UserPayment) => {
    const channel = channelOf(account, banks.data ?? []);
    setForm((current) => ({
      ...current,
      payment_type_id: channel?.id ?? current.payment_type_id,
      account_name: account.account_name,
      account_number: account.account_no,
    }));
    if (channel) setMethodMissing(false);
  };

  return (
    <>
      <form
        onSubmit={(event) => submit(event, body)}
        noValidate
        aria-label={t('withdraw')}
        className="space-y-4"
      >
        <FormAlert message={message} />
        <p className="rounded-lg bg-white/5 px-3 py-2 text-sm text-white/70">
          {t('main_balance')}:{' '}
          <span data-testid="withdraw-main-balance" className="font-semibold text-white tabular-nums">
            {formatKs(user?.main_balance, 2)}
          </span>
        </p>
        {gameMoney.note}
        <PendingNote kind="withdraw" />
        <PaymentMethods
          banks={banks}
          selected={form.payment_type_id}
          onSelect={(id) => {
            set('payment_type_id', id);
            setMethodMissing(false);
          }}
          missing={methodMissing}
          error={errors.payment_type_id}
        />
        <SavedAccounts onUse={fillFromSaved} />
        <TextField {...field('account_name')} label={t('account_name')} autoComplete="name" />
        <TextField
          {...field('account_number')}
          label={t('account_number')}
          inputMode="numeric"
          autoComplete="off"
        />
        <AmountField
          {...field('amount')}
          min={limits.min}
          max={limits.max}
          hint={`${limits.hint} ${t('withdraw_hold')}`}
        />
        <TextField
          {...field('password')}
          label={t('password')}
          type="password"
          autoComplete="current-password"
        />
        <BonusForfeitWarning />
        <SubmitButton pending={pending} label={t('confirm_withdraw')} pendingLabel={t('submitting')} />
      </form>
      {gameMoney.dialog}
    </>
  );
}

function PaymentMethods({
  banks,
  selected,
  onSelect,
  missing,
  error,
}: {
  banks: ReturnType<typeof useBanks>;
  selected: number | null;
  onSelect: (id: number) => void;
  missing: boolean;
  error: string | undefined;
}) {
  const { t, language } = useCashierTexts();
  const id = useId();
  const invalid = missing || Boolean(error);

  return (
    <fieldset aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend className="mb-2 text-sm font-semibold text-amber-200">{t('payment_method')}</legend>
      <LoadedBanks banks={banks}>
        {(list) => (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {list.map((bank) => (
              <label
                key={bank.id}
                className={`relative flex cursor-pointer items-center gap-2 rounded-xl border p-2 text-sm font-semibold transition-colors focus-within:ring-2 focus-within:ring-brand/60 ${
                  selected === bank.id
                    ? 'border-brand bg-amber-400/15 text-white'
                    : invalid
                      ? 'border-red-400/60 bg-[#2a1c05] text-white/80'
                      : 'border-amber-400/20 bg-[#2a1c05] text-white/80'
                }`}
              >
                <input
                  type="radio"
                  name={`${id}-method`}
                  value={bank.id}
                  checked={selected === bank.id}
                  onChange={() => onSelect(bank.id)}
                  className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
                />
                <BankLogo bank={bank} className="h-7 w-14" />
                <span className="min-w-0 break-words">{bank.payment_type || bank.bank_name}</span>
              </label>
            ))}
          </div>
        )}
      </LoadedBanks>
      <FieldError id={`${id}-error`}>
        {missing ? (
          <>
            {/* The spec's message is Burmese; other languages also get it in their own words. */}
            <span lang="my">{t('choose_payment_method', { lng: 'mm' })}</span>
            {language !== 'mm' && <span className="block text-xs">{t('choose_payment_method')}</span>}
          </>
        ) : (
          error
        )}
      </FieldError>
    </fieldset>
  );
}

/** The player's payout accounts from earlier withdrawals: one tap fills in the method, the name and the number. */
function SavedAccounts({ onUse }: { onUse: (account: UserPayment) => void }) {
  const { t } = useCashierTexts();
  const saved = useUserPayments();
  if (!saved.data?.length) return null;
  return (
    <section aria-labelledby="saved-accounts-title">
      <h3 id="saved-accounts-title" className="text-sm font-semibold text-amber-200">
        {t('saved_accounts')}
      </h3>
      <p className="mb-2 text-xs text-white/55">{t('saved_accounts_hint')}</p>
      <ul className="flex flex-wrap gap-2">
        {saved.data.map((account) => (
          <li key={account.id}>
            <button
              type="button"
              onClick={() => onUse(account)}
              className="rounded-full border border-amber-400/30 bg-white/5 px-3 py-1.5 text-left text-xs text-white/85 hover:border-brand"
            >
              <span className="font-semibold text-amber-100">{account.payment_type.name}</span> ·{' '}
              {account.account_name} · <span className="tabular-nums">{account.account_no}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
