import { useQuery } from '@tanstack/react-query';
import type { CommissionStatement } from '@zeya/contract/commission';
import type { ConsoleOffer } from '@zeya/contract/promotions';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';

export const OFFERS_KEY = ['promotions', 'offers'] as const;
export const CONTRIBUTIONS_KEY = ['promotions', 'contributions'] as const;
export const STATEMENTS_KEY = ['promotions', 'statements'] as const;

/** A game type's share of a stake that counts towards wagering, in percent. */
export interface Contribution {
  game_type: string;
  percent: number;
}

export const useOffers = () =>
  useQuery({
    queryKey: OFFERS_KEY,
    queryFn: ({ signal }) => consoleData<ConsoleOffer[]>('/promotions', { signal }),
  });

export const createOffer = (run: ConsoleRun, body: unknown) => run('/promotions', { body });

export const setOfferActive = (run: ConsoleRun, offerId: number, active: boolean) =>
  run(`/promotions/${offerId}/active`, { body: { active } });

export const useContributions = () =>
  useQuery({
    queryKey: CONTRIBUTIONS_KEY,
    queryFn: ({ signal }) => consoleData<Contribution[]>('/bonus/contributions', { signal }),
  });

export const saveContributions = (run: ConsoleRun, contributions: Contribution[]) =>
  run('/bonus/contributions', { body: { contributions } });

export const useStatements = () =>
  useQuery({
    queryKey: STATEMENTS_KEY,
    queryFn: ({ signal }) => consoleData<CommissionStatement[]>('/commission/statements', { signal }),
  });

export const computeStatements = (run: ConsoleRun) => run('/commission/statements/compute');

export const approveStatement = (run: ConsoleRun, statementId: number) =>
  run(`/commission/statements/${statementId}/approve`);

export interface CommissionPlan {
  basis: string;
  percent: number;
  period: string;
  carry_forward: boolean;
}

export const setCommissionPlan = (run: ConsoleRun, agentId: number, body: CommissionPlan) =>
  run(`/agents/${agentId}/commission-plan`, { body });
