import type { ThreedConsoleDraw, ThreedSettingsBody } from '@zeya/contract/threed';
import { useState } from 'react';
import { Route, Routes, useSearchParams } from 'react-router';
import { useConsoleAction } from '@/shared/api/use-action';
import { formatKs } from '@zeya/ui-kit/format-ks';
import { isAdmin } from '@/shared/session';
import { Button } from '@/shared/ui/button';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { PageHeader, QueryView } from '@/shared/ui/page';
import { TabNav } from '@/shared/ui/tab-nav';
import {
  addCalendarEntry,
  removeCalendarEntry,
  saveThreedSettings,
  THREED_KEY,
  useThreedCalendar,
  useThreedDraws,
  useThreedSettings,
  type CalendarEntry,
} from './api';
import { DrawPanel } from './draw-panel';
import { useThreedTexts, type ThreedTextKey } from './texts';

const TABS: { to: string; label: ThreedTextKey }[] = [
  { to: '', label: 'tab_draws' },
  { to: 'settings', label: 'tab_settings' },
  { to: 'calendar', label: 'tab_calendar' },
];

/** The 3D lottery: draws (result, confirmation, void, exposure), settings and the calendar. */
export function ThreedPage() {
  const { t } = useThreedTexts();
  return (
    <>
      <PageHeader title={t('title')} />
      <TabNav tabs={TABS.map((tab) => ({ to: tab.to, label: t(tab.label) }))} />
      <Routes>
        <Route index element={<DrawsScreen />} />
        <Route path="settings" element={<SettingsScreen />} />
        <Route path="calendar" element={<CalendarScreen />} />
      </Routes>
    </>
  );
}

function DrawsScreen() {
  const { t } = useThreedTexts();
  const [params, setParams] = useSearchParams();
  const draws = useThreedDraws();
  return (
    <QueryView query={draws}>
      {(rows) => {
        if (rows.length === 0) return <p className="text-sm text-stone-600">{t('no_draws')}</p>;
        const draw = rows.find((row) => row.id === Number(params.get('draw'))) ?? rows[0]!;
        return (
          <div className="grid gap-4">
            <DataTable<ThreedConsoleDraw>
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { key: 'date', header: t('date'), cell: (row) => row.date },
                { key: 'status', header: t('status'), cell: (row) => t(`status_${row.status}`) },
                { key: 'result', header: t('result'), cell: (row) => row.result ?? '—' },
                { key: 'slips', header: t('slips'), cell: (row) => row.slips, align: 'right' },
                { key: 'staked', header: t('staked'), cell: (row) => formatKs(row.staked), align: 'right' },
                { key: 'paid', header: t('paid'), cell: (row) => formatKs(row.paid), align: 'right' },
                {
                  key: 'open',
                  header: '',
                  cell: (row) => (
                    <Button
                      look={row.id === draw.id ? 'primary' : 'secondary'}
                      aria-pressed={row.id === draw.id}
                      aria-label={`${t('open_draw')} ${row.date}`}
                      onClick={() => setParams({ draw: String(row.id) })}
                    >
                      {t('open_draw')}
                    </Button>
                  ),
                },
              ]}
            />
            <DrawPanel draw={draw} />
          </div>
        );
      }}
    </QueryView>
  );
}

type SettingsForm = Record<keyof ThreedSettingsBody, string>;
const optional = (text: string) => (text.trim() === '' ? null : Number(text));

function SettingsFields({ settings }: { settings: ThreedSettingsBody }) {
  const { t } = useThreedTexts();
  const { run, errors } = useConsoleAction(THREED_KEY);
  const [form, setForm] = useState<SettingsForm>({
    break_limit: String(settings.break_limit),
    player_limit: settings.player_limit === null ? '' : String(settings.player_limit),
    odds: String(settings.odds),
    tote_odds: settings.tote_odds === null ? '' : String(settings.tote_odds),
    close_minutes: String(settings.close_minutes),
    closed_numbers: settings.closed_numbers.join(', '),
  });
  const admin = isAdmin();
  // Typed text goes to the server as it is: its per-field messages say what is wrong.
  const body = {
    break_limit: Number(form.break_limit),
    player_limit: optional(form.player_limit),
    odds: Number(form.odds),
    tote_odds: optional(form.tote_odds),
    close_minutes: Number(form.close_minutes),
    closed_numbers: form.closed_numbers.split(/[\s,]+/).filter(Boolean),
  };
  return (
    <form className="grid max-w-xl gap-3" onSubmit={(event) => event.preventDefault()}>
      {(Object.keys(form) as (keyof SettingsForm)[]).map((key) => (
        <Field
          key={key}
          label={t(key)}
          value={form[key]}
          errors={Object.entries(errors)
            .filter(([field]) => field === key || field.startsWith(`${key}.`))
            .flatMap(([, messages]) => messages)}
          disabled={!admin}
          onChange={(event) => setForm({ ...form, [key]: event.target.value })}
        />
      ))}
      {admin ? (
        <div>
          <ConfirmButton
            label={t('save_settings')}
            question={t('save_settings_question')}
            onConfirm={() => saveThreedSettings(run, body)}
          />
        </div>
      ) : (
        <p className="text-sm text-stone-600">{t('admin_only')}</p>
      )}
    </form>
  );
}

function SettingsScreen() {
  const settings = useThreedSettings();
  return <QueryView query={settings}>{(current) => <SettingsFields settings={current} />}</QueryView>;
}

function CalendarScreen() {
  const { t } = useThreedTexts();
  const calendar = useThreedCalendar();
  const { run, errors } = useConsoleAction(THREED_KEY);
  const [entry, setEntry] = useState<CalendarEntry>({ date: '', kind: 'skip', name: '' });
  const admin = isAdmin();
  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-700">{t('calendar_note')}</p>
      {admin && (
        <div className="flex flex-wrap items-end gap-3">
          <Field
            label={t('date')}
            type="date"
            value={entry.date}
            errors={errors.date}
            onChange={(event) => setEntry({ ...entry, date: event.target.value })}
          />
          <label className="grid gap-1 text-sm">
            <span className="font-medium text-stone-700">{t('kind')}</span>
            <select
              value={entry.kind}
              onChange={(event) => setEntry({ ...entry, kind: event.target.value as CalendarEntry['kind'] })}
              className="rounded-md border border-stone-300 px-2 py-1.5"
            >
              <option value="skip">{t('kind_skip')}</option>
              <option value="extra">{t('kind_extra')}</option>
            </select>
          </label>
          <Field
            label={t('name')}
            value={entry.name}
            errors={errors.name}
            onChange={(event) => setEntry({ ...entry, name: event.target.value })}
          />
          <ConfirmButton
            label={t('add_entry')}
            question={t('add_entry_question', { date: entry.date })}
            onConfirm={() => addCalendarEntry(run, entry)}
          />
        </div>
      )}
      <QueryView query={calendar}>
        {(rows) => (
          <DataTable<CalendarEntry>
            rows={rows}
            rowKey={(row) => row.date}
            columns={[
              { key: 'date', header: t('date'), cell: (row) => row.date },
              { key: 'kind', header: t('kind'), cell: (row) => t(`kind_${row.kind}`) },
              { key: 'name', header: t('name'), cell: (row) => row.name },
              {
                key: 'remove',
                header: '',
                cell: (row) =>
                  admin && (
                    <ConfirmButton
                      label={t('remove')}
                      look="danger"
                      question={t('remove_question', { date: row.date })}
                      onConfirm={() => removeCalendarEntry(run, row.date)}
                    />
                  ),
              },
            ]}
          />
        )}
      </QueryView>
    </div>
  );
}
