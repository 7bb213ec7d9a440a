import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '@/shared/ui/toast';
import { ApiError } from '@/shared/api/client';
import { FormAlert, SubmitButton, TextField } from '@/shared/ui/form-fields';
import { useChangePassword, type ChangePasswordForm as Form } from '@/features/information/api';
import { useInformationTexts } from '@/features/information/messages';

const EMPTY: Form = { current_password: '', password: '', password_confirmation: '' };

const FIELDS: { name: keyof Form; label: string; autoComplete: string }[] = [
  { name: 'current_password', label: 'current_password', autoComplete: 'current-password' },
  { name: 'password', label: 'new_password', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'confirm_password', autoComplete: 'new-password' },
];

/** Change password: the server checks every rule; its errors show per field and its message at the top. */
export function ChangePasswordForm() {
  const { t } = useInformationTexts();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changePassword.isPending) return;
    setErrors({});
    setMessage(null);
    changePassword.mutate(form, {
      onSuccess: (reply) => {
        showToast('success', reply.message || t('password_changed'), { autoClose: 5000 });
        setForm(EMPTY);
        navigate('/information?tab=profile');
      },
      onError: (failure) => {
        if (!(failure instanceof ApiError)) return setMessage(t('common:unexpected_error'));
        if (failure.status === 0) return setMessage(t('common:network_error'));
        const fieldErrors = Object.fromEntries(
          FIELDS.flatMap(({ name }) => {
            const first = failure.errors[name]?.[0];
            return first ? [[name, first]] : [];
          }),
        );
        setErrors(fieldErrors);
        const general = failure.message || t('common:unexpected_error');
        // A 422's message repeats its first field error: show it once, next to its field.
        setMessage(Object.values(fieldErrors).includes(general) ? null : general);
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="change-password-title"
      className="rounded-xl border border-amber-400/20 bg-[#2a1c05] p-4"
    >
      <h2 id="change-password-title" className="mb-3 font-bold text-amber-200">
        {t('change_password')}
      </h2>
      <FormAlert message={message} className="mb-3" />
      <div className="space-y-3">
        {FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            name={name}
            label={t(label)}
            type="password"
            autoComplete={autoComplete}
            value={form[name]}
            onValue={(value) => setForm((current) => ({ ...current, [name]: value }))}
            error={errors[name]}
          />
        ))}
      </div>
      <SubmitButton
        pending={changePassword.isPending}
        label={t('update_password')}
        pendingLabel={t('updating')}
        className="mt-4"
      />
    </form>
  );
}
