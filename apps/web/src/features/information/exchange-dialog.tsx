// The dialog lives in shared/wallet so that games can open it too; the profile tab keeps importing it from here.
export { ExchangeDialog } from '@/shared/wallet/exchange-dialog';
