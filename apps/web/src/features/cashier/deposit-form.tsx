import { useId, useRef, type ChangeEvent } from 'react';
import { showToast } from '@/shared/ui/toast';
import { FieldError, FormAlert, SubmitButton, TextField } from '@/shared/ui/form-fields';
import {
  useBanks,
  useDeposit,
  useDepositAllowance,
  type Bank,
  type DepositForm as Form,
} from '@/features/cashier/api';
import { DepositClosed, depositRoomHint, useAmountRefusal } from '@/features/cashier/deposit-allowance';
import { AmountField, BankLogo, LoadedBanks, useRequestForm } from '@/features/cashier/form-parts';
import { Loading } from '@/shared/ui/loading';
import { PendingNote, useAmountLimits } from '@/features/cashier/limits-note';
import { useCashierTexts } from '@/features/cashier/messages';

export const DEPOSIT_LOG = '/information?tab=logs&type=deposit';
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

const EMPTY: Form = { agent_payment_type_id: null, amount: '', refrence_no: '', receipt: null };

/**
 * The deposit form: the player transfers to one of the operator's channels (copying its number), then sends the
 * amount, the last 6 digits of the receipt's transaction number and, optionally, the receipt image. The server is
 * asked first whether it would take a deposit at all: when not, the channels are not shown, only why and until when;
 * an amount above what the player may deposit is refused next to the amount box as it is typed.
 */
export function DepositForm() {
  const { t } = useCashierTexts();
  const limits = useAmountLimits('deposit');
  const allowance = useDepositAllowance();
  const { form, set, field, errors, setErrors, message, pending, submit } = useRequestForm(useDeposit(), {
    empty: EMPTY,
    log: DEPOSIT_LOG,
    texts: { success: t('deposit_success'), network: t('deposit_network_error') },
  });
  const amountRefusal = useAmountRefusal(form.amount, allowance.data?.allowed === true);

  // Nothing to pay into shows before the server has answered; when it cannot answer, the form shows as it always
  // did rather than stay shut, and the deposit route still decides.
  if (allowance.isPending) return <Loading />;
  const closed = allowance.data?.allowed === false ? allowance.data.refusal : null;
  if (closed)
    return (
      <div className="space-y-4">
        {closed.reason !== 'deposit_pending_limit' && <PendingNote kind="deposit" />}
        <DepositClosed refusal={closed} />
      </div>
    );
  const room = depositRoomHint(allowance.data, t);

  return (
    <form
      onSubmit={(event) => submit(event, () => form)}
      noValidate
      aria-label={t('deposit')}
      className="space-y-4"
    >
      <FormAlert message={message} />
      <PendingNote kind="deposit" />
      <Channels
        selected={form.agent_payment_type_id}
        onSelect={(id) => set('agent_payment_type_id', id)}
        error={errors.agent_payment_type_id}
      />
      <AmountField
        {...field('amount')}
        error={errors.amount ?? amountRefusal}
        min={limits.min}
        max={limits.max}
        hint={room ? `${limits.hint} ${room}` : limits.hint}
      />
      <TextField
        {...field('refrence_no')}
        onValue={(value) => set('refrence_no', value.replace(/\D/g, ''))}
        label={t('refrence_no')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        placeholder="123456"
        hint={t('refrence_no_hint')}
      />
      <ReceiptField
        file={form.receipt}
        onFile={(file) => {
          set('receipt', file);
          setErrors((current) => ({ ...current, receipt: undefined }));
        }}
        onInvalid={() => {
          set('receipt', null);
          setErrors((current) => ({ ...current, receipt: t('receipt_invalid') }));
        }}
        error={errors.receipt}
      />
      <SubmitButton pending={pending} label={t('confirm_deposit')} pendingLabel={t('submitting')} />
    </form>
  );
}

/** The operator's channels as cards: choosing one picks where the money went; each number can be copied. */
function Channels({
  selected,
  onSelect,
  error,
}: {
  selected: number | null;
  onSelect: (id: number) => void;
  error: string | undefined;
}) {
  const { t } = useCashierTexts();
  const banks = useBanks();
  const id = useId();

  return (
    <fieldset aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}>
      <legend className="mb-1 text-sm font-semibold text-amber-200">{t('channels')}</legend>
      <p id={`${id}-hint`} className="mb-2 text-xs text-white/55">
        {t('channels_hint')}
      </p>
      <LoadedBanks banks={banks}>
        {(list) => (
          <ul className="grid gap-2 sm:grid-cols-2">
            {list.map((bank) => (
              <ChannelCard
                key={bank.id}
                bank={bank}
                group={id}
                checked={selected === bank.id}
                onSelect={() => onSelect(bank.id)}
              />
            ))}
          </ul>
        )}
      </LoadedBanks>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  );
}

function ChannelCard({
  bank,
  group,
  checked,
  onSelect,
}: {
  bank: Bank;
  group: string;
  checked: boolean;
  onSelect: () => void;
}) {
  const { t } = useCashierTexts();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(bank.no);
      showToast('success', t('copied'));
    } catch {
      showToast('error', t('copy_failed'));
    }
  };

  return (
    <li
      data-testid="deposit-channel"
      className={`flex flex-wrap items-center gap-2 rounded-xl border p-3 transition-colors focus-within:ring-2 focus-within:ring-brand/60 ${
        checked ? 'border-brand bg-amber-400/15' : 'border-amber-400/20 bg-[#2a1c05]'
      }`}
    >
      {/* The holder's name and the number wrap instead of being cut: the player checks whom they pay. On a narrow
          phone the Copy button moves under them. */}
      <label className="flex min-w-0 flex-1 basis-52 cursor-pointer items-center gap-3">
        <input
          type="radio"
          name={`${group}-channel`}
          value={bank.id}
          checked={checked}
          onChange={onSelect}
          className="h-4 w-4 shrink-0 accent-[#ffc83d]"
        />
        <BankLogo bank={bank} className="h-9 w-14" />
        <span className="min-w-0 flex-1">
          <span className="block break-words font-semibold text-white">
            {bank.payment_type || bank.bank_name}
          </span>
          <span data-testid="channel-holder" className="block break-words text-sm text-white/80">
            {bank.name}
          </span>
          <span className="block break-all font-mono text-sm tracking-wide text-amber-200 tabular-nums">
            {bank.no}
          </span>
        </span>
      </label>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t('copy_number', { number: bank.no })}
        className="ml-auto shrink-0 rounded-full border border-amber-400/40 px-3 py-1.5 text-xs font-semibold text-amber-200 hover:bg-amber-400/10"
      >
        {t('copy')}
      </button>
    </li>
  );
}

/** The optional receipt image, checked here for its type and size before anything is sent. */
function ReceiptField({
  file,
  onFile,
  onInvalid,
  error,
}: {
  file: File | null;
  onFile: (file: File | null) => void;
  onInvalid: () => void;
  error: string | undefined;
}) {
  const { t } = useCashierTexts();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return onFile(null);
    if (!RECEIPT_TYPES.includes(chosen.type) || chosen.size > RECEIPT_MAX_BYTES || chosen.size === 0) {
      event.target.value = '';
      return onInvalid();
    }
    onFile(chosen);
  };

  const remove = () => {
    if (input.current) input.current.value = '';
    onFile(null);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm text-white/80">
        {t('receipt')}
      </label>
      {/* The native control's own texts follow the browser's language: a styled label opens it instead. */}
      <input
        ref={input}
        id={id}
        name="receipt"
        type="file"
        accept={RECEIPT_TYPES.join(',')}
        onChange={change}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-amber-400/40 bg-amber-400/10 px-4 py-2 text-sm font-semibold text-amber-100 peer-focus-visible:ring-2 peer-focus-visible:ring-brand"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-4 w-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <rect x="3" y="5" width="18" height="14" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 16-5-5-8 8" />
        </svg>
        {t('choose_image')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-xs text-white/55">
        {t('receipt_hint')}
      </p>
      {file && (
        <p className="mt-2 flex items-center justify-between gap-2 rounded-lg bg-white/5 px-3 py-2 text-sm">
          <span className="min-w-0 break-all text-white/85" data-testid="receipt-name">
            {file.name} · {(file.size / 1024 / 1024).toFixed(2)} MB
          </span>
          <button
            type="button"
            onClick={remove}
            className="shrink-0 text-xs font-semibold text-red-300 underline"
          >
            {t('remove_receipt')}
          </button>
        </p>
      )}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
