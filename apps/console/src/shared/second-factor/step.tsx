import { useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { useFactorTexts } from './texts';

/**
 * One step of proving or enrolling a factor (or of the set-up link before it): `attempt` runs it (busy meanwhile) and
 * keeps what went wrong as the person reads it: the server's message under each field it names, and one message above for the rest (a refusal,
 * the network, a passkey the browser did not use).
 */
export function useFactorStep() {
  const { t } = useFactorTexts();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const fail = (error: unknown, fields: string[]) => {
    if (!(error instanceof ApiError)) {
      // Thrown by the browser's passkey ceremony: cancelled, timed out, or no passkey at hand.
      setErrors({});
      setMessage(t('passkey_not_used'));
      return;
    }
    setErrors(error.errors);
    if (error.status === 0) setMessage(t('network'));
    else setMessage(fields.some((field) => error.errors[field]) ? '' : error.message);
  };
  const clear = () => {
    setErrors({});
    setMessage('');
  };
  /** `fields` are those on screen: a message shown under one of them is not repeated above. */
  const attempt = async (step: () => Promise<void>, fields: string[]) => {
    setBusy(true);
    clear();
    try {
      await step();
    } catch (error) {
      fail(error, fields);
    } finally {
      setBusy(false);
    }
  };
  return { errors, message, busy, attempt, clear };
}

/** The step's message above its fields, read out when it appears. */
export function StepMessage({ message }: { message: string }) {
  return message ? (
    <p role="alert" className="text-sm text-red-700">
      {message}
    </p>
  ) : null;
}
