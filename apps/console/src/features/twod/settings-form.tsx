import type { TwodSettingsBody } from '@zeya/contract/twod-console';
import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { isAdmin } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { saveTwodSettings, TWOD_KEY, useTwodSettings } from './api';
import { useTwodTexts } from './texts';

type Form = Record<keyof TwodSettingsBody, string>;

const toForm = (settings: TwodSettingsBody): Form => ({
  break_limit: String(settings.break_limit),
  player_limit: settings.player_limit === null ? '' : String(settings.player_limit),
  odds: String(settings.odds),
  close_minutes: String(settings.close_minutes),
  closed_heads: settings.closed_heads.join(', '),
  closed_numbers: settings.closed_numbers.join(', '),
});

const list = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Typed text goes to the server as it is: the server's per-field messages say what is wrong with it. */
const toBody = (form: Form) => ({
  break_limit: Number(form.break_limit),
  player_limit: form.player_limit.trim() === '' ? null : Number(form.player_limit),
  odds: Number(form.odds),
  close_minutes: Number(form.close_minutes),
  closed_heads: list(form.closed_heads),
  closed_numbers: list(form.closed_numbers),
});

function SettingsFields({ settings }: { settings: TwodSettingsBody }) {
  const { t } = useTwodTexts();
  const { run, errors } = useConsoleAction(TWOD_KEY);
  const [form, setForm] = useState(() => toForm(settings));
  const admin = isAdmin();
  const errorsOf = (key: keyof Form) =>
    Object.entries(errors)
      .filter(([field]) => field === key || field.startsWith(`${key}.`))
      .flatMap(([, messages]) => messages);
  return (
    <form className="grid max-w-xl gap-3" onSubmit={(event) => event.preventDefault()}>
      {(Object.keys(form) as (keyof Form)[]).map((key) => (
        <Field
          key={key}
          label={t(key)}
          value={form[key]}
          errors={errorsOf(key)}
          disabled={!admin}
          onChange={(event) => setForm({ ...form, [key]: event.target.value })}
        />
      ))}
      {admin ? (
        <div>
          <ConfirmButton
            label={t('save_settings')}
            question={t('save_settings_question')}
            onConfirm={() => saveTwodSettings(run, toBody(form))}
          />
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t('admin_only')}</p>
      )}
    </form>
  );
}

/** Break limit, per-player limit, odds, closing minutes, closed heads and numbers: admins change them. */
export function SettingsForm() {
  const settings = useTwodSettings();
  return <QueryView query={settings}>{(current) => <SettingsFields settings={current} />}</QueryView>;
}
