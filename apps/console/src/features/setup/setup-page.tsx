import type { FactorMethod } from '@zeya/contract/second-factor';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '@/shared/api/client';
import { agentFactorCall, consoleFactorCall, methodsWith, type FactorCall } from '@/shared/second-factor/api';
import { Enrolment } from '@/shared/second-factor/enrolment';
import { FactorProof } from '@/shared/second-factor/factor-proof';
import { StepMessage, useFactorStep } from '@/shared/second-factor/step';
import { saveSession, setFactorState } from '@/shared/session';
import { Button } from '@/shared/ui/button';
import { Field } from '@/shared/ui/field';
import { setUpAccount, useSetupLink, type SetupDone, type SetupLink } from './api';
import { useSetupTexts } from './texts';

type Stage =
  | { step: 'password' }
  | { step: 'factor'; done: SetupDone; call: FactorCall }
  | { step: 'ready'; userName: string };

function Title({ children }: { children: ReactNode }) {
  return <h1 className="text-lg font-semibold">{children}</h1>;
}

/** The new password, twice; the link is used up only when the server takes it. */
function PasswordStep({
  token,
  link,
  onSet,
}: {
  token: string;
  link: SetupLink;
  onSet: (done: SetupDone) => void;
}) {
  const { t } = useSetupTexts();
  const { errors, message, busy, attempt } = useFactorStep();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirmation = String(form.get('password_confirmation') ?? '');
    void attempt(
      async () => onSet((await setUpAccount({ token, password, password_confirmation: confirmation })).data),
      ['password', 'password_confirmation'],
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-4">
      <Title>{t(link.purpose === 'reset' ? 'title_reset' : 'title_setup')}</Title>
      <p className="text-sm text-stone-700">
        {t('for_whom', { name: link.name, user_name: link.user_name, role: t(link.role) })}
      </p>
      <StepMessage message={message} />
      <Field
        label={t('password')}
        name="password"
        type="password"
        autoComplete="new-password"
        autoFocus
        required
        errors={errors.password}
      />
      <Field
        label={t('password_again')}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
        errors={errors.password_confirmation}
      />
      <Button type="submit" disabled={busy}>
        {t('save_password')}
      </Button>
    </form>
  );
}

/** The link's check: who it is for, or the server's word that it is no good (used, expired, unknown). */
function LinkStep({ token, onSet }: { token: string; onSet: (done: SetupDone) => void }) {
  const { t } = useSetupTexts();
  const link = useSetupLink(token);
  if (link.data) return <PasswordStep token={token} link={link.data} onSet={onSet} />;
  return (
    <>
      <Title>{t('title_setup')}</Title>
      {link.isError ? (
        <StepMessage
          message={
            link.error instanceof ApiError && link.error.status !== 0 ? link.error.message : t('network')
          }
        />
      ) : (
        <p className="text-sm text-stone-600">{t('checking')}</p>
      )}
    </>
  );
}

/**
 * The page a one-time set-up link opens (`/console/setup#<token>`: the token after '#' reaches no server's logs, and
 * is taken out of the address bar once read). A new or reset staff member chooses their password, then enrols their
 * second factor (or, after a reset, proves the one they have) and keeps their recovery codes. A console user ends
 * signed in at the console; an agent, who has no console yet, is told the account is ready.
 */
export function SetupPage() {
  const { t } = useSetupTexts();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => hash.slice(1));
  const [stage, setStage] = useState<Stage>({ step: 'password' });
  useEffect(() => {
    if (hash) void navigate('/setup', { replace: true });
  }, [hash, navigate]);

  const begin = (done: SetupDone) => {
    if (done.scope === 'agent') {
      setStage({ step: 'factor', done, call: agentFactorCall(done.token) });
      return;
    }
    const role = done.user.role === 'admin' ? 'admin' : 'operator';
    // Kept as any console session is: a reload resumes the second factor on the sign-in page.
    saveSession(done.token, { ...done.user, role }, { second_factor: done.second_factor, methods: [] });
    setStage({ step: 'factor', done, call: consoleFactorCall });
  };
  const finish = (done: SetupDone, methods: FactorMethod[]) => {
    if (done.scope === 'agent') return setStage({ step: 'ready', userName: done.user.user_name });
    setFactorState('none', methods);
    void navigate('/', { replace: true });
  };

  return (
    <main className="grid min-h-screen place-items-center p-4">
      <div className="grid w-full max-w-xl gap-4 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        {stage.step === 'password' && <LinkStep token={token} onSet={begin} />}
        {stage.step === 'factor' && (
          <>
            <Title>{t('factor_title')}</Title>
            {stage.done.second_factor === 'enrol' ? (
              <>
                <p className="text-sm text-stone-700">{t('enrol_intro')}</p>
                <Enrolment
                  call={stage.call}
                  onDone={(enrolled) => finish(stage.done, methodsWith([], enrolled))}
                />
              </>
            ) : (
              <>
                <p className="text-sm text-stone-700">{t('verify_intro')}</p>
                <FactorProof
                  call={stage.call}
                  methods={[]}
                  autoFocus
                  onProven={(method) => finish(stage.done, [method])}
                />
              </>
            )}
          </>
        )}
        {stage.step === 'ready' && (
          <div role="status" className="grid gap-2">
            <Title>{t('agent_ready')}</Title>
            <p className="text-sm text-stone-700">{t('agent_ready_next', { user_name: stage.userName })}</p>
          </div>
        )}
      </div>
    </main>
  );
}
