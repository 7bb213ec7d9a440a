import { startRegistration } from '@simplewebauthn/browser';
import { useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { useUiTexts } from '@/shared/ui/messages';
import {
  confirmTotp,
  passkeyCreationOptions,
  registerPasskey,
  startTotp,
  type Enrolled,
  type FactorCall,
} from './api';
import { RecoveryCodes } from './recovery-codes';
import { StepMessage, useFactorStep } from './step';
import { useFactorTexts } from './texts';

type Stage =
  | { step: 'choose' }
  | { step: 'totp'; secret: string; qrSvg: string }
  | { step: 'codes'; enrolled: Enrolled; codes: string[] };

/** The QR code the server drew, as an image (the console's CSP allows data: images, not inline SVG markup). */
const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function Choice({
  title,
  hint,
  action,
  disabled,
  onChoose,
}: {
  title: string;
  hint: string;
  action: string;
  disabled: boolean;
  onChoose: () => void;
}) {
  return (
    <div className="grid content-between gap-2 rounded-md border border-stone-200 p-3">
      <div>
        <p className="font-medium text-stone-900">{title}</p>
        <p className="text-sm text-stone-600">{hint}</p>
      </div>
      <Button className="justify-self-start" disabled={disabled} onClick={onChoose}>
        {action}
      </Button>
    </div>
  );
}

/**
 * Adds a second factor: named, then an authenticator app (its QR code, its key as text for typing, and a code from
 * it to show the app has it) or a passkey (one button, the browser does the rest); after the first one, the recovery
 * codes, shown once. `onDone` comes after all that; `onCancel`, where given, leaves before a choice is made. Used at
 * the first sign-in that must enrol, on the set-up link's page and on the security page.
 */
export function Enrolment({
  call,
  onDone,
  onCancel,
}: {
  call: FactorCall;
  onDone: (enrolled: Enrolled) => void;
  onCancel?: () => void;
}) {
  const { t } = useFactorTexts();
  const ui = useUiTexts();
  const [stage, setStage] = useState<Stage>({ step: 'choose' });
  const [label, setLabel] = useState(() => t('default_label'));
  const { errors, message, busy, attempt, clear } = useFactorStep();

  const enrolled = (result: Enrolled) => {
    if (result.recovery_codes) setStage({ step: 'codes', enrolled: result, codes: result.recovery_codes });
    else onDone(result);
  };
  const chooseApp = () =>
    void attempt(async () => {
      const { data } = await startTotp(call, label);
      setStage({ step: 'totp', secret: data.secret, qrSvg: data.qr_svg });
    }, ['label']);
  const choosePasskey = () =>
    void attempt(async () => {
      const options = await passkeyCreationOptions(call);
      const response = await startRegistration({ optionsJSON: options.data });
      enrolled((await registerPasskey(call, { response, label })).data);
    }, ['label']);
  const confirmApp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    void attempt(async () => enrolled((await confirmTotp(call, code)).data), ['code']);
  };

  if (stage.step === 'codes')
    return <RecoveryCodes codes={stage.codes} onSaved={() => onDone(stage.enrolled)} />;

  if (stage.step === 'totp')
    return (
      <form onSubmit={confirmApp} className="grid gap-3">
        <p className="text-sm text-stone-700">{t('scan')}</p>
        <img
          src={svgImage(stage.qrSvg)}
          alt={t('qr_alt')}
          width={192}
          height={192}
          className="rounded-md border border-stone-200 bg-white p-2"
        />
        <p className="text-sm text-stone-700">
          {t('type_key')}{' '}
          <code data-testid="totp-secret" className="font-mono break-all text-stone-900 select-all">
            {stage.secret}
          </code>
        </p>
        <StepMessage message={message} />
        <Field
          label={t('totp_code')}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          autoFocus
          required
          errors={errors.code}
        />
        <div className="flex gap-2">
          <Button
            look="secondary"
            disabled={busy}
            onClick={() => {
              clear();
              setStage({ step: 'choose' });
            }}
          >
            {t('back')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('add')}
          </Button>
        </div>
      </form>
    );

  const named = label.trim() !== '';
  return (
    <div className="grid gap-3">
      <p className="text-sm text-stone-700">{t('enrol_intro')}</p>
      <StepMessage message={message} />
      <Field
        label={t('label')}
        value={label}
        maxLength={60}
        autoFocus
        required
        errors={errors.label}
        onChange={(event) => setLabel(event.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Choice
          title={t('totp')}
          hint={t('totp_hint')}
          action={t('choose_totp')}
          disabled={busy || !named}
          onChoose={chooseApp}
        />
        <Choice
          title={t('passkey')}
          hint={t('passkey_hint')}
          action={t('choose_passkey')}
          disabled={busy || !named}
          onChoose={choosePasskey}
        />
      </div>
      {onCancel && (
        <Button look="secondary" className="justify-self-start" onClick={onCancel}>
          {ui.t('cancel')}
        </Button>
      )}
    </div>
  );
}
