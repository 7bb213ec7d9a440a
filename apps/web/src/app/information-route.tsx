import { lazy } from 'react';
import { InformationPage } from '@/features/information/information-page';

// The cashier feature's tabs load when first opened: the profile tab does not carry their code.
const TransferTab = lazy(() =>
  import('@/features/cashier/transfer-tab').then((m) => ({ default: m.TransferTab })),
);
const LogsTab = lazy(() => import('@/features/cashier/logs-tab').then((m) => ({ default: m.LogsTab })));

/**
 * /information: the account page with the cashier feature's Wallet (deposit, withdraw) and Logs tabs plugged in.
 * Features never import each other, so the two are put together here in the app layer.
 */
export function InformationRoute() {
  return <InformationPage transferTab={<TransferTab />} logsTab={<LogsTab />} />;
}
