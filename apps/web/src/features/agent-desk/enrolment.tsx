import { useState, type FormEvent } from 'react';
import { FormAlert, SubmitButton, TextField } from '@/shared/ui/form-fields';
import { DeskButton, failureText, fieldErrors } from '@/features/agent-desk/desk-ui';
import { confirmAuthenticator, startAuthenticator, type Enrolled } from '@/features/agent-desk/factor-api';
import { useDeskTexts } from '@/features/agent-desk/messages';

type Stage =
  | { step: 'label' }
  | { step: 'app'; secret: string; qrSvg: string }
  | { step: 'codes'; enrolled: Enrolled; codes: string[] };

const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * Adding an authenticator app: a name for it, then its key (a QR code, and the same key as text to type in), then its
 * first code; the first factor also brings ten recovery codes, shown this once.
 */
export function Enrolment({ onDone }: { onDone: (enrolled: Enrolled) => void }) {
  const { t, failure } = useDeskTexts();
  const [stage, setStage] = useState<Stage>({ step: 'label' });
  const [label, setLabel] = useState(() => t('default_factor_label'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const errors = fieldErrors(error);
  const attempt = async (event: FormEvent, step: () => Promise<void>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await step();
    } catch (failed) {
      setError(failed);
    } finally {
      setPending(false);
    }
  };
  const alert = (field: string) => (error && !errors[field] ? failureText(error, failure) : null);

  if (stage.step === 'codes')
    return (
      <div className="space-y-3">
        <h2 className="font-bold text-amber-200">{t('recovery_codes_title')}</h2>
        <p className="text-sm text-white/80">{t('recovery_codes_note')}</p>
        <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
          {stage.codes.map((item) => (
            <li key={item} className="rounded bg-black/40 px-2 py-1 text-center select-all">
              {item}
            </li>
          ))}
        </ul>
        <DeskButton className="w-full" onClick={() => onDone(stage.enrolled)}>
          {t('codes_saved')}
        </DeskButton>
      </div>
    );

  if (stage.step === 'app')
    return (
      <form
        className="space-y-3"
        noValidate
        onSubmit={(event) =>
          void attempt(event, async () => {
            const enrolled = await confirmAuthenticator(code);
            if (enrolled.recovery_codes)
              setStage({ step: 'codes', enrolled, codes: enrolled.recovery_codes });
            else onDone(enrolled);
          })
        }
      >
        <p className="text-sm text-white/80">{t('scan_qr')}</p>
        <img
          src={svgImage(stage.qrSvg)}
          alt={t('qr_alt')}
          width={176}
          height={176}
          className="rounded-md bg-white p-2"
        />
        <p className="text-sm text-white/80">
          {t('type_key')}{' '}
          <code data-testid="totp-secret" className="font-mono break-all text-amber-200 select-all">
            {stage.secret}
          </code>
        </p>
        <FormAlert message={alert('code')} />
        <TextField
          name="code"
          label={t('authenticator_code')}
          value={code}
          onValue={setCode}
          error={errors.code}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
        />
        <SubmitButton pending={pending} label={t('add_authenticator')} pendingLabel={t('checking')} />
      </form>
    );

  return (
    <form
      className="space-y-3"
      noValidate
      onSubmit={(event) =>
        void attempt(event, async () => {
          const started = await startAuthenticator(label);
          setStage({ step: 'app', secret: started.secret, qrSvg: started.qr_svg });
        })
      }
    >
      <FormAlert message={alert('label')} />
      <TextField
        name="label"
        label={t('factor_label')}
        value={label}
        onValue={setLabel}
        error={errors.label}
      />
      <SubmitButton pending={pending} label={t('use_authenticator_app')} pendingLabel={t('checking')} />
    </form>
  );
}
