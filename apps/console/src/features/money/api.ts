import { downloadFile } from '@/shared/api/download';
import type { Query } from '@/shared/api/client';
import type { QueueKind } from '@/shared/money-queue/queue-table';

/** Saves the deposits or withdrawals the filter selects (every page) as a CSV file. */
export const exportQueue = (kind: QueueKind, filter: Query) => downloadFile(`/${kind}/export`, filter);
