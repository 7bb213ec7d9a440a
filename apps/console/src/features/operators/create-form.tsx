import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field, SelectField } from '@/shared/ui/field';
import { createOperator, OPERATORS_KEY, type NewOperator } from './api';
import { useOperatorTexts } from './texts';

const EMPTY: NewOperator = { user_name: '', name: '', password: '', role: 'operator' };

/** A new operator or admin; the server's per-field messages show under each field. */
export function CreateForm() {
  const { t } = useOperatorTexts();
  const { run, errors } = useConsoleAction(OPERATORS_KEY);
  const [form, setForm] = useState(EMPTY);
  const create = async () => {
    if (await createOperator(run, form)) setForm(EMPTY);
  };
  const field = (key: 'user_name' | 'name' | 'password', label: Parameters<typeof t>[0]) => (
    <Field
      label={t(label)}
      type={key === 'password' ? 'password' : 'text'}
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
      {field('user_name', 'user_name')}
      {field('name', 'name')}
      {field('password', 'password')}
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
        <ConfirmButton
          label={t('create')}
          question={t('create_question', { name: form.user_name })}
          onConfirm={create}
        />
      </div>
    </form>
  );
}
