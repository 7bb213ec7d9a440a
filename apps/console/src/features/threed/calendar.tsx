import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { isAdmin } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import {
  addCalendarEntry,
  removeCalendarEntry,
  THREED_KEY,
  useThreedCalendar,
  type CalendarEntry,
} from './api';
import { useThreedTexts } from './texts';

/** The days that differ from the 1st and the 16th: a draw taken off or one added; admins change them. */
export function CalendarScreen() {
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
