import { Loading } from '@/shared/ui/loading';

/** Routes whose features arrive in later releases (cashier, wallet, Digit Bet, Shan, 2D) show the loading state. */
export function PendingPage() {
  return <Loading />;
}
