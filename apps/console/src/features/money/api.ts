import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsoleUserRow } from '@zeya/contract/console-users';
import type { StaffRequestRow, StaffRules } from '@zeya/contract/staff-requests';
import { downloadFile } from '@/shared/api/download';
import { consoleData, type Query } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';
import { QUEUE_REFRESH_MS, type QueueKind } from '@/shared/money-queue/queue-table';
import type { Paged } from '@/shared/ui/pager';
import { isAdmin } from '@/shared/session';

/** Saves the deposits or withdrawals the filter selects (every page) as a CSV file. */
export const exportQueue = (kind: QueueKind, filter: Query) => downloadFile(`/${kind}/export`, filter);

/** Every staff-requests query lives under this key: a decision refetches the list and the tab's count. */
export const STAFF_REQUESTS_KEY = ['staff-requests'] as const;

export type StaffRequestFilter = 'pending' | 'decided';

/**
 * A page of staff requests. Nothing announces a new one, so an open list asks again as often as the money queues;
 * the pending first page is also the tab's count, from the same query.
 */
export const useStaffRequests = (status: StaffRequestFilter, page: number) =>
  useQuery({
    queryKey: [...STAFF_REQUESTS_KEY, status, page],
    queryFn: ({ signal }) =>
      consoleData<Paged<StaffRequestRow>>('/staff-requests', { query: { status, page }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: QUEUE_REFRESH_MS,
  });

/** The rules in force, so a request to change them shows what it changes. */
export const useRulesInForce = () =>
  useQuery({
    queryKey: [...STAFF_REQUESTS_KEY, 'rules'],
    queryFn: ({ signal }) => consoleData<StaffRules>('/staff-rules', { signal }),
  });

/**
 * Console users' names by id, for the requests that name an account only by its id. Admins only (the list is
 * theirs), and every request about a console account is an admin's to decide.
 */
export const useAccountNames = () =>
  useQuery({
    queryKey: [...STAFF_REQUESTS_KEY, 'accounts'],
    queryFn: ({ signal }) => consoleData<ConsoleUserRow[]>('/operators', { signal }),
    select: (rows) => new Map(rows.map((row) => [row.id, row.user_name])),
    enabled: isAdmin(),
  });

export const approveStaffRequest = (run: ConsoleRun, id: number, reason: string) =>
  run(`/staff-requests/${id}/approve`, { body: { reason } });

export const rejectStaffRequest = (run: ConsoleRun, id: number, reason: string) =>
  run(`/staff-requests/${id}/reject`, { body: { reason } });

/** Only the one who asked withdraws a request. */
export const cancelStaffRequest = (run: ConsoleRun, id: number) =>
  run(`/staff-requests/${id}/cancel`, { body: {} });
