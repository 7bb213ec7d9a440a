import { useState, type ReactNode } from 'react';
import { consoleTexts } from '@/shared/i18n/i18n';
import { ConfirmButton } from './confirm-button';
import { Field } from './field';

const useTexts = consoleTexts(
  'reason',
  { reason: 'Reason (for the audit log)', too_short: 'At least 3 characters.' },
  { reason: 'အကြောင်းပြချက် (စစ်ဆေးမှတ်တမ်းအတွက်)', too_short: 'အနည်းဆုံး စာလုံး ၃ လုံး ရေးပါ။' },
);

/**
 * A confirmed action that needs the operator's reason (and maybe more inputs, as children): Confirm stays off until the reason has a few words, and the
 * server's message for the field shows under it.
 */
export function ReasonConfirmButton({
  onConfirm,
  errors,
  children,
  ...button
}: {
  label: string;
  question: string;
  look?: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
  errors?: string[];
  onConfirm: (reason: string) => Promise<unknown>;
  /** Other inputs the action needs, above the reason. */
  children?: ReactNode;
}) {
  const { t } = useTexts();
  const [reason, setReason] = useState('');
  const enough = reason.trim().length >= 3;
  return (
    <ConfirmButton
      {...button}
      canConfirm={enough}
      onConfirm={async () => {
        await onConfirm(reason.trim());
        setReason('');
      }}
    >
      {children}
      <Field
        label={t('reason')}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        errors={errors ?? (reason && !enough ? [t('too_short')] : undefined)}
      />
    </ConfirmButton>
  );
}
