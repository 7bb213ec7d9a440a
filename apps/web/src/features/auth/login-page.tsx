import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoginDialog } from '@/features/auth/login-dialog';
import { RegisterDialog } from '@/features/auth/register-dialog';

/**
 * /login: where the spec sends signed-out visits to player-only screens (2D daily winners and bets) and their 401s.
 * The sign-in dialogs open on their own; closing them goes to the home list.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'login' | 'register'>('login');
  const home = () => navigate('/?type=all', { replace: true });
  return dialog === 'login' ? (
    <LoginDialog onClose={home} onRegister={() => setDialog('register')} />
  ) : (
    <RegisterDialog onClose={home} onLogin={() => setDialog('login')} />
  );
}
