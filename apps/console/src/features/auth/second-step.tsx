import { consoleFactorCall, methodsWith } from '@/shared/second-factor/api';
import { Enrolment } from '@/shared/second-factor/enrolment';
import { FactorProof } from '@/shared/second-factor/factor-proof';
import { clearSession, setFactorState, type ConsoleSession } from '@/shared/session';
import { logOut } from './api';
import { useLoginTexts } from './texts';

/**
 * After the password: prove the second factor, or enrol one when the account must have one and has none. The server
 * opens nothing else to this session until then; proven or enrolled, the session needs nothing more and the console
 * opens. It can also be left, to sign in as someone else.
 */
export function SecondStep({ session }: { session: ConsoleSession }) {
  const { t } = useLoginTexts();
  const enrol = session.second_factor === 'enrol';
  const leave = async () => {
    await logOut().catch(() => undefined);
    clearSession();
  };
  return (
    <div className="grid gap-4">
      <h1 className="text-lg font-semibold">{t(enrol ? 'enrol_title' : 'verify_title')}</h1>
      <p className="text-sm text-stone-700">
        {t(enrol ? 'enrol_intro' : 'verify_intro', { name: session.user.user_name })}
      </p>
      {enrol ? (
        <Enrolment
          call={consoleFactorCall}
          onDone={(enrolled) => setFactorState('none', methodsWith(session.methods, enrolled))}
        />
      ) : (
        <FactorProof
          call={consoleFactorCall}
          methods={session.methods}
          autoFocus
          onProven={() => setFactorState('none')}
        />
      )}
      <button
        type="button"
        onClick={() => void leave()}
        className="justify-self-start text-sm text-stone-700 underline hover:text-stone-900"
      >
        {t('other_account')}
      </button>
    </div>
  );
}
