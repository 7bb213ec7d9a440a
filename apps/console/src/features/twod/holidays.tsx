import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { isAdmin } from '@/shared/session';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { DataTable } from '@/shared/ui/data-table';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { addHoliday, deleteHoliday, TWOD_KEY, useHolidays, type Holiday } from './api';
import { useTwodTexts } from './texts';

function AddHoliday() {
  const { t } = useTwodTexts();
  const { run, errors } = useConsoleAction(TWOD_KEY);
  const [holiday, setHoliday] = useState<Holiday>({ date: '', name: '' });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field
        label={t('date')}
        type="date"
        value={holiday.date}
        errors={errors.date}
        onChange={(event) => setHoliday({ ...holiday, date: event.target.value })}
      />
      <Field
        label={t('holiday_name')}
        value={holiday.name}
        errors={errors.name}
        onChange={(event) => setHoliday({ ...holiday, name: event.target.value })}
      />
      <ConfirmButton
        label={t('add_holiday')}
        question={t('add_holiday_question', { ...holiday })}
        disabled={!holiday.date || !holiday.name.trim()}
        onConfirm={async () => {
          if (await addHoliday(run, holiday)) setHoliday({ date: '', name: '' });
        }}
      />
    </div>
  );
}

/** The calendar of days without draws besides weekends; admins add and delete. */
export function Holidays() {
  const { t } = useTwodTexts();
  const holidays = useHolidays();
  const { run } = useConsoleAction(TWOD_KEY);
  const admin = isAdmin();
  return (
    <div className="grid gap-4">
      {admin ? <AddHoliday /> : <p className="text-sm text-stone-600">{t('admin_only')}</p>}
      <QueryView query={holidays}>
        {(rows) => (
          <DataTable<Holiday>
            rows={rows}
            rowKey={(row) => row.date}
            columns={[
              { key: 'date', header: t('date'), cell: (row) => row.date },
              { key: 'name', header: t('holiday_name'), cell: (row) => row.name },
              ...(admin
                ? [
                    {
                      key: 'delete',
                      header: '',
                      cell: (row: Holiday) => (
                        <ConfirmButton
                          label={t('delete')}
                          look="danger"
                          question={t('delete_holiday_question', { ...row })}
                          onConfirm={() => deleteHoliday(run, row.date)}
                        />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </QueryView>
    </div>
  );
}
