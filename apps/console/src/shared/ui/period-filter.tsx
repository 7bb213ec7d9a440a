import { Field } from './field';
import { useUiTexts } from './messages';

export interface PeriodValue {
  from: string;
  to: string;
}

/** Two Myanmar business days, first and last included (YYYY-MM-DD); the server says when they make no period. */
export function PeriodFilter({
  value,
  onChange,
  errors = {},
}: {
  value: PeriodValue;
  onChange: (period: PeriodValue) => void;
  errors?: Record<string, string[]>;
}) {
  const { t } = useUiTexts();
  return (
    <div className="flex flex-wrap items-end gap-3">
      {(['from', 'to'] as const).map((key) => (
        <Field
          key={key}
          label={t(`period_${key}`)}
          type="date"
          value={value[key]}
          errors={errors[key]}
          onChange={(event) => event.target.value && onChange({ ...value, [key]: event.target.value })}
        />
      ))}
    </div>
  );
}
