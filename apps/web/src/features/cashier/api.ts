import type {
  AccountLogRow,
  Bank,
  CashierLimits,
  DepositAllowance,
  UserPayment,
} from '@zeya/contract/cashier';
import {
  DEPOSIT_MIN_KS,
  MAX_PENDING_DEPOSITS,
  MAX_TRANSACTION_KS,
  WITHDRAW_MIN_KS,
} from '@zeya/contract/constants';
import type { GameLogPeriod } from '@zeya/contract/constants';
import type { GameLogRow, GameRoundRow } from '@zeya/contract/game-logs';
import type { Replay } from '@zeya/contract/gscplus-console';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiData } from '@/shared/api/client';
import { USER_QUERY_KEY } from '@/shared/api/user';

export type {
  AccountLogRow,
  Bank,
  CashierLimits,
  DepositAllowance,
  UserPayment,
} from '@zeya/contract/cashier';

export type AccountLogKind = 'deposit' | 'withdraw';

const LOG_PATH: Record<AccountLogKind, string> = {
  deposit: '/depositlogfinicial',
  withdraw: '/withdrawlogfinicial',
};

// Under `cashier`: a pushed decision on a request (shared/api/events.ts) loads every one of them again.
const logKey = (kind: AccountLogKind) => ['cashier', 'account-log', kind] as const;
const LIMITS_KEY = ['cashier', 'limits'] as const;
const ALLOWANCE_KEY = ['cashier', 'deposit-allowance'] as const;

/** The server's default limits, shown until it has said which are in force (nothing pending known yet). */
const DEFAULT_LIMITS: CashierLimits = {
  deposit: {
    min: DEPOSIT_MIN_KS,
    max: MAX_TRANSACTION_KS,
    max_pending: MAX_PENDING_DEPOSITS,
    pending: 0,
    pending_amount: 0,
  },
  withdraw: { min: WITHDRAW_MIN_KS, max: MAX_TRANSACTION_KS, pending: 0, pending_amount: 0 },
};

/**
 * GET /api/cashier-limits: the minimum and maximum in force and what the player has waiting. `limits` is always
 * there (the defaults until the server answers); `known` says whether the pending counts are the server's.
 */
export function useCashierLimits() {
  const query = useQuery({
    queryKey: LIMITS_KEY,
    queryFn: ({ signal }) => apiData<CashierLimits>('/cashier-limits', { signal }),
    staleTime: 0,
  });
  return { limits: query.data ?? DEFAULT_LIMITS, known: query.isSuccess };
}

/**
 * GET /api/deposit-allowance: whether the server would take a deposit now, of `amount` kyat when one is typed (else of
 * the smallest deposit), in the deposit route's own words. Read again on every visit: a limit or a break may have
 * changed since.
 */
export function useDepositAllowance(amount?: number) {
  const query = amount === undefined ? '' : `?amount=${amount}`;
  return useQuery({
    queryKey: [...ALLOWANCE_KEY, amount ?? null],
    queryFn: ({ signal }) => apiData<DepositAllowance>(`/deposit-allowance${query}`, { signal }),
    staleTime: 0,
  });
}

/** GET /api/banks: the operator's receiving channels, for deposits and as the withdraw payment methods. */
export function useBanks() {
  return useQuery({
    queryKey: ['banks'],
    queryFn: ({ signal }) => apiData<Bank[]>('/banks', { signal }),
  });
}

/** GET /api/user-payment: the player's payout accounts remembered from earlier withdrawals. */
export function useUserPayments() {
  return useQuery({
    queryKey: ['user-payments'],
    queryFn: ({ signal }) => apiData<UserPayment[]>('/user-payment', { signal }),
  });
}

/** GET /api/player/game-logs?type=period: the player's rounds per game over the period. */
export function useGameLogs(period: GameLogPeriod) {
  return useQuery({
    queryKey: ['cashier', 'game-logs', period],
    queryFn: ({ signal }) => apiData<GameLogRow[]>(`/player/game-logs?type=${period}`, { signal }),
    // Read again on each visit: a player back from a game's page (another site, or another tab) looks for the round
    // just played, which the app's 30-second freshness would hide.
    staleTime: 0,
  });
}

/** The rounds behind one game log row, fetched when the player opens them. */
export function useGameRounds(period: GameLogPeriod, row: GameLogRow, enabled: boolean) {
  const query = new URLSearchParams({
    type: period,
    game_code: row.game_code,
    free_round: row.free_round ? '1' : '0',
    ...(row.product_code ? { product_code: row.product_code } : {}),
  });
  return useQuery({
    queryKey: ['cashier', 'game-rounds', query.toString()],
    queryFn: ({ signal }) => apiData<GameRoundRow[]>(`/player/game-logs/rounds?${query}`, { signal }),
    enabled,
  });
}

/** A round's replay at its provider: a page to open or HTML to show. */
export const fetchReplay = (roundId: number) => apiData<Replay>(`/player/rounds/${roundId}/replay`);

/** GET /api/depositlogfinicial or /api/withdrawlogfinicial, newest first. */
export function useAccountLog(kind: AccountLogKind) {
  return useQuery({
    queryKey: logKey(kind),
    queryFn: ({ signal }) => apiData<AccountLogRow[]>(LOG_PATH[kind], { signal }),
    staleTime: 0,
  });
}

export interface DepositForm {
  agent_payment_type_id: number | null;
  amount: string;
  refrence_no: string;
  receipt: File | null;
}

/** The deposit as the server takes it: JSON, or multipart/form-data when a receipt image comes with it. */
export function depositBody({ agent_payment_type_id, amount, refrence_no, receipt }: DepositForm) {
  if (!receipt)
    return {
      agent_payment_type_id: agent_payment_type_id ?? undefined,
      amount: amount.trim() === '' ? undefined : Number(amount),
      refrence_no,
    };
  const body = new FormData();
  if (agent_payment_type_id !== null) body.append('agent_payment_type_id', String(agent_payment_type_id));
  body.append('amount', amount.trim());
  body.append('refrence_no', refrence_no);
  body.append('receipt', receipt, receipt.name);
  return body;
}

/** POST /api/depositfinicial. */
export function useDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: DepositForm) =>
      api<unknown>('/depositfinicial', { method: 'POST', body: depositBody(form) }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: logKey('deposit') });
      void queryClient.invalidateQueries({ queryKey: LIMITS_KEY });
      void queryClient.invalidateQueries({ queryKey: ALLOWANCE_KEY });
    },
  });
}

export interface WithdrawForm {
  payment_type_id: number;
  account_name: string;
  account_number: string;
  amount: string;
  password: string;
}

/** POST /api/withdrawfinicial; the amount leaves the main balance at once, so the player is fetched again. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: WithdrawForm) =>
      api<unknown>('/withdrawfinicial', {
        method: 'POST',
        body: { ...form, amount: form.amount.trim() === '' ? undefined : Number(form.amount) },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: logKey('withdraw') });
      void queryClient.invalidateQueries({ queryKey: ['user-payments'] });
      void queryClient.invalidateQueries({ queryKey: LIMITS_KEY });
    },
  });
}
