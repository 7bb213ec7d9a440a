import type { ConsoleMoneyRequest } from '@zeya/contract/cashier';
import type { SecondFactorStatus } from '@zeya/contract/second-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deskApi, deskData, idempotent } from '@/features/agent-desk/client';
import { useDeskLive } from '@/features/agent-desk/desk-events';
import { DESK } from '@/features/agent-desk/keys';

/**
 * How often an open queue asks again when the desk's event stream is closed (a proxy that drops it, a server
 * without it), so a new request shows within this long without a reload anyway; while it is open, rarely.
 */
export const QUEUE_POLL_MS = 3_000;
const QUEUE_POLL_LIVE_MS = 60_000;

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}

export type QueueKind = 'deposits' | 'withdrawals';
export type QueueStatus = 'pending' | 'awaiting_second' | 'approved' | 'rejected';

export function useFloat() {
  return useQuery({
    queryKey: [DESK, 'float'],
    queryFn: ({ signal }) => deskData<{ float: number }>('/agent/float', { signal }),
    refetchInterval: QUEUE_POLL_MS * 5,
  });
}

export function useQueue(kind: QueueKind, status: QueueStatus, page = 1) {
  const live = useDeskLive();
  return useQuery({
    queryKey: [DESK, kind, status, page],
    queryFn: ({ signal }) =>
      deskData<Paged<ConsoleMoneyRequest>>(`/agent/${kind}`, { signal, query: { status, page } }),
    refetchInterval: live ? QUEUE_POLL_LIVE_MS : QUEUE_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export type Decision = { kind: QueueKind; id: number } & (
  { verdict: 'approve'; reason?: string } | { verdict: 'reject'; reason: string }
);

/** Approve or reject one request; the server's words (approved, first approval recorded) come back as `message`. */
export function useDecide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      deskApi<{ id: number; status: string; completed: boolean }>(
        `/agent/${decision.kind}/${decision.id}/${decision.verdict}`,
        {
          method: 'POST',
          body: decision.reason ? { reason: decision.reason } : {},
          headers: idempotent(),
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [DESK] }),
  });
}

export interface PaymentAccount {
  id: number;
  payment_type: string;
  account_name: string;
  account_no: string;
  enabled: boolean;
}

export interface NewPaymentAccount {
  payment_type: string;
  account_name: string;
  account_no: string;
}

export function usePaymentAccounts() {
  return useQuery({
    queryKey: [DESK, 'payment-accounts'],
    queryFn: ({ signal }) => deskData<PaymentAccount[]>('/agent/payment-accounts', { signal }),
  });
}

export function useAddPaymentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: NewPaymentAccount) =>
      deskApi<PaymentAccount>('/agent/payment-accounts', { method: 'POST', body: account }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DESK, 'payment-accounts'] }),
  });
}

export function useTogglePaymentAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      deskApi<PaymentAccount>(`/agent/payment-accounts/${id}/${enabled ? 'enable' : 'disable'}`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [DESK, 'payment-accounts'] }),
  });
}

export interface CommissionStatement {
  id: number;
  period_from: string;
  period_to: string;
  basis: 'ngr' | 'turnover';
  percent: number;
  turnover: number;
  ngr: number;
  commission: number;
  status: 'pending' | 'approved';
}

export interface Commission {
  balance: number;
  plan: { basis: 'ngr' | 'turnover'; percent: number; period: 'week' | 'month' } | null;
  statements: CommissionStatement[];
}

export function useCommission() {
  return useQuery({
    queryKey: [DESK, 'commission'],
    queryFn: ({ signal }) => deskData<Commission>('/agent/commission', { signal }),
  });
}

export const FACTOR_KEY = [DESK, 'second-factor'] as const;

export function useFactorStatus() {
  return useQuery({
    queryKey: FACTOR_KEY,
    queryFn: ({ signal }) => deskData<SecondFactorStatus>('/agent/second-factor', { signal }),
  });
}
