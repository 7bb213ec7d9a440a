import { TwodBetPage } from '@/features/twod/twod-bet-page';
import { WalletCard } from '@/features/wallet/wallet-card';

/**
 * /2d/bet with the wallet feature's card: 2D bets spend the main balance, and the card shows only that one here.
 * Features never import each other, so the two are put together in the app layer.
 */
export function TwodBetRoute() {
  return <TwodBetPage walletCard={<WalletCard />} />;
}
