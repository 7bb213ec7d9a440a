import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { isSignedIn } from '@/shared/api/user';

/**
 * A screen of the signed-in player: visitors go to `to`, by default the home list, where the top bar offers Login.
 */
export function SignedInOnly({ to = '/?type=all', children }: { to?: string; children: ReactNode }) {
  if (!isSignedIn()) return <Navigate to={to} replace />;
  return children;
}
