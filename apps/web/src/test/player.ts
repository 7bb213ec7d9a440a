import type { UserProfile } from '@zeya/contract/auth';

/** The signed-in player of component tests: the demo player's profile as the API returns it. */
export const PLAYER: UserProfile = {
  id: 1,
  user_name: 'demo',
  name: 'Demo Player',
  phone: '09123456789',
  member_account: 'demo',
  balance: 10000,
  main_balance: 100000,
};

/** Stores a session as the app does after login. */
export function signIn(player: UserProfile = PLAYER) {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('userProfile', JSON.stringify(player));
}
