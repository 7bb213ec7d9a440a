import { ThreedBetPage } from '@/features/threed/threed-bet-page';
import { WalletCard } from '@/features/wallet/wallet-card';

/** /3d/bet with the wallet feature's card (3D bets spend the main balance), put together in the app layer. */
export function ThreedBetRoute() {
  return <ThreedBetPage walletCard={<WalletCard />} />;
}
