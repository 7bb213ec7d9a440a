import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { Field, SelectField } from '@/shared/ui/field';
import { ReasonConfirmButton } from '@/shared/ui/reason-confirm';
import { SecondPersonNote } from '@/shared/ui/second-person-note';
import { createOperator, OPERATORS_KEY, type NewOperator } from './api';
import { useOperatorTexts } from './texts';

const EMPTY: NewOperator = { user_name: '', name: '', phone: '', role: 'operator' };

/**
 * A new operator or admin, asked for with a reason: a second admin approves it, and only then is the account made
 * and its one-time set-up link sent to the phone. Nobody here chooses the person's password. The server's per-field
 * messages show under each field.
 */
export function CreateForm() {
  const { t } = useOperatorTexts();
  const { run, errors } = useConsoleAction(OPERATORS_KEY);
  const [form, setForm] = useState(EMPTY);
  const [asked, setAsked] = useState<number | null>(null);
  const create = async (reason: string) => {
    const reply = await createOperator(run, { ...form, reason });
    if (!reply) return;
    setAsked(reply.request_id);
    setForm(EMPTY);
  };
  const field = (key: 'user_name' | 'name' | 'phone', label: string) => (
    <Field
      label={label}
      type={key === 'phone' ? 'tel' : 'text'}
      autoComplete="off"
      value={form[key]}
      errors={errors[key]}
      onChange={(e) => setForm({ ...form, [key]: e.target.value })}
    />
  );
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      className="mb-4 grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <h2 className="font-semibold sm:col-span-2 lg:col-span-5">{t('new_user')}</h2>
      <p className="text-sm text-stone-700 sm:col-span-2 lg:col-span-5">{t('new_user_help')}</p>
      {field('user_name', t('user_name'))}
      {field('name', t('name'))}
      {field('phone', t('phone'))}
      <SelectField
        label={t('role')}
        value={form.role}
        onChange={(e) => setForm({ ...form, role: e.target.value })}
        options={[
          { value: 'operator', label: t('operator') },
          { value: 'admin', label: t('admin') },
        ]}
      />
      <div>
        <ReasonConfirmButton
          label={t('create')}
          question={t('create_question', { name: form.user_name, phone: form.phone })}
          errors={errors.reason}
          onConfirm={create}
        />
      </div>
      {asked !== null && (
        <div className="sm:col-span-2 lg:col-span-5">
          <SecondPersonNote requestId={asked} admin />
        </div>
      )}
    </form>
  );
}
