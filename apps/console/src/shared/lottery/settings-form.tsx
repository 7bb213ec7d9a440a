import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { isAdmin } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { saveLotterySettings, useLotterySettings } from './api';
import { lotteryKey, type LotteryGame, type SettingKinds } from './lottery';

type SettingsGame<Settings> = LotteryGame & { settings: SettingKinds<Settings> };
type Value = number | null | readonly string[];

const toText = (value: Value) =>
  value === null ? '' : Array.isArray(value) ? value.join(', ') : String(value);

/** Typed text goes to the server as it is: the server's per-field messages say what is wrong with it. */
function toValue(kind: 'list' | 'optional' | 'number', text: string): Value {
  if (kind === 'list') return text.split(/[\s,]+/).filter(Boolean);
  if (kind === 'optional' && text.trim() === '') return null;
  return Number(text);
}

function SettingsFields<Settings>({
  lottery,
  settings,
}: {
  lottery: SettingsGame<Settings>;
  settings: Settings;
}) {
  const { t } = lottery.useTexts();
  const { run, errors } = useConsoleAction(lotteryKey(lottery));
  const kinds = Object.entries(lottery.settings) as [
    keyof Settings & string,
    'list' | 'optional' | 'number',
  ][];
  const [form, setForm] = useState(() =>
    Object.fromEntries(kinds.map(([key]) => [key, toText(settings[key] as Value)])),
  );
  const body = Object.fromEntries(kinds.map(([key, kind]) => [key, toValue(kind, form[key]!)])) as Settings;
  const admin = isAdmin();
  // A list's messages name its entries (closed_numbers.3): they show under the list.
  const errorsOf = (key: string) =>
    Object.entries(errors)
      .filter(([field]) => field === key || field.startsWith(`${key}.`))
      .flatMap(([, messages]) => messages);
  return (
    <form className="grid max-w-xl gap-3" onSubmit={(event) => event.preventDefault()}>
      {kinds.map(([key]) => (
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
            onConfirm={() => saveLotterySettings(run, lottery, body)}
          />
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t('admin_only')}</p>
      )}
    </form>
  );
}

/** A game's break limit, odds, closing minutes, closed numbers and the rest: admins change them. */
export function SettingsForm<Settings>({ lottery }: { lottery: SettingsGame<Settings> }) {
  const settings = useLotterySettings<Settings>(lottery);
  return (
    <QueryView query={settings}>
      {(current) => <SettingsFields lottery={lottery} settings={current} />}
    </QueryView>
  );
}
