import { useState, type FormEvent } from 'react';
import { Loading, NoData } from '@/shared/ui/loading';
import { FormAlert, SubmitButton, TextField } from '@/shared/ui/form-fields';
import {
  useAddPaymentAccount,
  usePaymentAccounts,
  useTogglePaymentAccount,
  type NewPaymentAccount,
  type PaymentAccount,
} from '@/features/agent-desk/api';
import { Card, DeskButton, DeskHeading, failureText, fieldErrors } from '@/features/agent-desk/desk-ui';
import { RequireAbility } from '@/features/agent-desk/require-ability';
import { useDeskTexts } from '@/features/agent-desk/messages';

const EMPTY: NewPaymentAccount = { payment_type: '', account_name: '', account_no: '' };

/** /agent/accounts: the agent's own payment accounts, the only ones its players see and pay into. */
export function AccountsPage() {
  return (
    <RequireAbility needs="agentOnly">
      <PaymentAccounts />
    </RequireAbility>
  );
}

function PaymentAccounts() {
  const { t, failure } = useDeskTexts();
  const accounts = usePaymentAccounts();
  return (
    <>
      <DeskHeading title={t('accounts_title')} />
      <p className="mb-3 text-sm text-white/70">{t('accounts_note')}</p>
      <div className="space-y-3">
        {accounts.isPending ? (
          <Loading />
        ) : accounts.isError ? (
          <FormAlert message={failureText(accounts.error, failure)} />
        ) : accounts.data.length === 0 ? (
          <NoData text={t('accounts_empty')} />
        ) : (
          <ul className="space-y-2">
            {accounts.data.map((account) => (
              <li key={account.id}>
                <AccountRow account={account} />
              </li>
            ))}
          </ul>
        )}
        <AddAccount />
      </div>
    </>
  );
}

function AccountRow({ account }: { account: PaymentAccount }) {
  const { t, failure } = useDeskTexts();
  const toggle = useTogglePaymentAccount();
  return (
    <Card>
      <div data-testid="payment-account" className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-bold text-white">{account.payment_type}</p>
          <p className="truncate text-sm text-white/75">{account.account_name}</p>
          <p className="text-sm text-white/75 tabular-nums">{account.account_no}</p>
          <p className={`text-xs font-semibold ${account.enabled ? 'text-emerald-300' : 'text-white/50'}`}>
            {t(account.enabled ? 'account_enabled' : 'account_disabled')}
          </p>
        </div>
        <DeskButton
          look={account.enabled ? 'danger' : 'secondary'}
          disabled={toggle.isPending}
          onClick={() => toggle.mutate({ id: account.id, enabled: !account.enabled })}
        >
          {t(account.enabled ? 'disable' : 'enable')}
        </DeskButton>
      </div>
      <FormAlert className="mt-2" message={toggle.error ? failureText(toggle.error, failure) : null} />
    </Card>
  );
}

function AddAccount() {
  const { t, failure } = useDeskTexts();
  const add = useAddPaymentAccount();
  const [form, setForm] = useState(EMPTY);
  const errors = fieldErrors(add.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!add.isPending) add.mutate(form, { onSuccess: () => setForm(EMPTY) });
  };
  const field = (name: keyof NewPaymentAccount) => ({
    name,
    value: form[name],
    error: errors[name],
    onValue: (value: string) => setForm((current) => ({ ...current, [name]: value })),
  });
  return (
    <Card>
      <h2 className="mb-3 font-bold text-amber-200">{t('add_account')}</h2>
      <form onSubmit={submit} noValidate className="space-y-3" aria-label={t('add_account')}>
        <FormAlert
          message={add.error && Object.keys(errors).length === 0 ? failureText(add.error, failure) : null}
        />
        {add.isSuccess && (
          <p role="status" className="text-sm text-emerald-300">
            {t('account_added')}
          </p>
        )}
        <TextField {...field('payment_type')} label={t('payment_type')} hint={t('payment_type_hint')} />
        <TextField {...field('account_name')} label={t('account_name')} />
        <TextField {...field('account_no')} label={t('account_no')} inputMode="tel" />
        <SubmitButton pending={add.isPending} label={t('save_account')} pendingLabel={t('saving')} />
      </form>
    </Card>
  );
}
