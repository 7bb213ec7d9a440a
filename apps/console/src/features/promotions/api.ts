import { useQuery } from '@tanstack/react-query';
import type { CommissionStatement } from '@zeya/contract/commission';
import type { ConsoleOffer, ContributionChoice } from '@zeya/contract/promotions';
import { consoleData } from '@/shared/api/client';
import type { ConsoleRun } from '@/shared/api/use-action';

export const OFFERS_KEY = ['promotions', 'offers'] as const;
export const CONTRIBUTIONS_KEY = ['promotions', 'contributions'] as const;
const CHOICES_KEY = ['promotions', 'contribution-choices'] as const;
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

/** Creating or starting an offer whose claims may pay above the staff rule opens a request for a second admin. */
interface OfferChange {
  request_id: number | null;
}

export const createOffer = (run: ConsoleRun, body: unknown) => run<OfferChange>('/promotions', { body });

/** Stopping is immediate; starting may wait for a second admin, who reads `reason`. */
export const setOfferActive = (run: ConsoleRun, offerId: number, active: boolean, reason?: string) =>
  run<OfferChange>(`/promotions/${offerId}/active`, { body: { active, reason } });

export const useContributions = () =>
  useQuery({
    queryKey: CONTRIBUTIONS_KEY,
    queryFn: ({ signal }) => consoleData<Contribution[]>('/bonus/contributions', { signal }),
  });

/** The game types a contribution may be set for: our own games and the catalogue's providers and products. */
export const useContributionChoices = () =>
  useQuery({
    queryKey: CHOICES_KEY,
    queryFn: ({ signal }) => consoleData<ContributionChoice[]>('/bonus/contribution-choices', { signal }),
  });

export const saveContributions = (run: ConsoleRun, contributions: Contribution[]) =>
  run('/bonus/contributions', { body: { contributions } });

export const useStatements = () =>
  useQuery({
    queryKey: STATEMENTS_KEY,
    queryFn: ({ signal }) => consoleData<CommissionStatement[]>('/commission/statements', { signal }),
  });

export const computeStatements = (run: ConsoleRun) => run('/commission/statements/compute');

/** Above the staff rule the first approval pays nothing: a second admin's approval pays. */
export const approveStatement = (run: ConsoleRun, statementId: number) =>
  run(`/commission/statements/${statementId}/approve`);

export interface CommissionPlan {
  basis: string;
  percent: number;
  period: string;
  carry_forward: boolean;
  reason: string;
}

/** Always a request: the plan in force stays until a second admin approves the new one. */
export const setCommissionPlan = (run: ConsoleRun, agentId: number, body: CommissionPlan) =>
  run<{ request_id: number }>(`/agents/${agentId}/commission-plan`, { body });
