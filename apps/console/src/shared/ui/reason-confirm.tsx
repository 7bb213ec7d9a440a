import { useRef, useState, type ReactNode } from 'react';
import { consoleTexts } from '@/shared/i18n/i18n';
import { ConfirmButton } from './confirm-button';
import { Field } from './field';

const useTexts = consoleTexts(
  'reason',
  {
    reason: 'Reason (for the audit log)',
    required_hint: 'Required: at least 3 characters.',
    required: 'Type a reason first: Confirm needs it.',
    too_short: 'At least 3 characters.',
  },
  {
    reason: 'အကြောင်းပြချက် (စစ်ဆေးမှတ်တမ်းအတွက်)',
    required_hint: 'မဖြစ်မနေ ရေးရန်: အနည်းဆုံး စာလုံး ၃ လုံး။',
    required: 'အတည်ပြုရန် အကြောင်းပြချက် အရင်ရေးပါ။',
    too_short: 'အနည်းဆုံး စာလုံး ၃ လုံး ရေးပါ။',
  },
);

/** What to say under the reason: the server's messages, else why Confirm cannot go on yet (once it was pressed). */
function reasonErrors(reason: string, pressed: boolean, t: (key: 'required' | 'too_short') => string) {
  if (reason.trim().length >= 3) return undefined;
  if (reason.trim() === '') return pressed ? [t('required')] : undefined;
  return [t('too_short')];
}

/**
 * A confirmed action that needs the operator's reason (and maybe more inputs, as children). The reason says it is
 * required; Confirm pressed without enough of it says so under the field and puts the cursor there, rather than being
 * a disabled button that tells nothing. The server's message for the field shows under it too.
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
  const [pressed, setPressed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  return (
    <ConfirmButton
      {...button}
      canConfirm={reason.trim().length >= 3}
      onBlocked={() => {
        setPressed(true);
        input.current?.focus();
      }}
      onConfirm={async () => {
        await onConfirm(reason.trim());
        setReason('');
        setPressed(false);
      }}
    >
      {children}
      <Field
        ref={input}
        label={t('reason')}
        hint={t('required_hint')}
        value={reason}
        maxLength={500}
        required
        aria-required="true"
        aria-invalid={pressed && reason.trim().length < 3}
        onChange={(event) => setReason(event.target.value)}
        errors={errors ?? reasonErrors(reason, pressed, t)}
      />
    </ConfirmButton>
  );
}
