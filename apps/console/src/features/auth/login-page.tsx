import { Navigate } from 'react-router';
import { useSession } from '@/shared/session';
import { PasswordForm } from './password-form';
import { SecondStep } from './second-step';

/**
 * Signing in, in as many steps as the session needs: the password, then the second factor (proven, or enrolled when
 * the account must have one). A session kept between the steps (a reload) resumes at its step; one that needs
 * nothing more opens the console.
 */
export function LoginPage() {
  const session = useSession();
  if (session?.second_factor === 'none') return <Navigate to="/" replace />;
  return (
    <main className="grid min-h-screen place-items-center p-4">
      <div
        className={`w-full ${session?.second_factor === 'enrol' ? 'max-w-xl' : 'max-w-sm'} rounded-lg border border-stone-200 bg-white p-6 shadow-sm`}
      >
        {session ? <SecondStep session={session} /> : <PasswordForm />}
      </div>
    </main>
  );
}
