import { useState } from 'react';
import { useConsoleAction } from '@/shared/api/use-action';
import { myanmarToday } from '@/shared/format';
import { ConfirmButton } from '@/shared/ui/confirm-button';
import { Field } from '@/shared/ui/field';
import { QueryView } from '@/shared/ui/page';
import { saveInformational, TWOD_KEY, useInformational, type Informational } from './api';
import { useTwodTexts } from './texts';

const TIMES = ['09:30', '14:00'] as const;

function NumbersAt({ entry }: { entry: Informational }) {
  const { t } = useTwodTexts();
  const { run, errors } = useConsoleAction(TWOD_KEY);
  const [modern, setModern] = useState(entry.modern ?? '');
  const [internet, setInternet] = useState(entry.internet ?? '');
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-md border border-stone-200 bg-white p-3">
      <legend className="px-1 text-sm font-semibold">{entry.time}</legend>
      <Field
        label={t('modern')}
        value={modern}
        errors={errors.modern}
        onChange={(e) => setModern(e.target.value)}
      />
      <Field
        label={t('internet')}
        value={internet}
        errors={errors.internet}
        onChange={(e) => setInternet(e.target.value)}
      />
      <ConfirmButton
        label={t('save')}
        question={t('save_informational_question', { ...entry })}
        onConfirm={() =>
          saveInformational(run, {
            ...entry,
            modern: modern.trim() || null,
            internet: internet.trim() || null,
          })
        }
      />
    </fieldset>
  );
}

/** The 9:30 and 14:00 modern and internet numbers of a day. */
export function InformationalNumbers() {
  const { t } = useTwodTexts();
  const [date, setDate] = useState(myanmarToday());
  const entries = useInformational(date);
  return (
    <div className="grid max-w-2xl gap-4">
      <p className="text-sm text-stone-600">{t('informational_help')}</p>
      <div className="max-w-48">
        <Field
          label={t('date')}
          type="date"
          value={date}
          onChange={(e) => e.target.value && setDate(e.target.value)}
        />
      </div>
      <QueryView query={entries}>
        {(rows) => (
          <>
            {TIMES.map((time) => {
              const entry = rows.find((row) => row.time === time) ?? {
                date,
                time,
                modern: null,
                internet: null,
              };
              return <NumbersAt key={`${date}-${time}-${entry.modern}-${entry.internet}`} entry={entry} />;
            })}
          </>
        )}
      </QueryView>
    </div>
  );
}
