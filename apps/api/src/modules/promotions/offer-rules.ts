import type { OFFER_KINDS } from '@zeya/contract/promotions';
import type { StaffRules } from '../../platform/authority/rules';
import type { Offer } from './eligibility';

/** The most one claim of an offer may pay (pya): a free credit its amount, a bonus or cashback its cap; null: no bound. */
export const perClaim = (offer: Pick<Offer, 'kind' | 'amount' | 'cap'>) =>
  offer.kind === 'free_credit' ? offer.amount : offer.cap;

/** An offer that may pay more per claim than the staff rule allows (unbounded is more) needs a second admin to go live. */
export function paysAboveRule(offer: Pick<Offer, 'kind' | 'amount' | 'cap'>, rules: StaffRules) {
  const most = perClaim(offer);
  return most === null || most > rules.offerAbove;
}

/**
 * The least wagering an offer may ask (and its default): a free credit, money for nothing, the staff rule's floor;
 * any other at least once, never none.
 */
export const minWageringOf = (kind: (typeof OFFER_KINDS)[number], rules: StaffRules) =>
  kind === 'free_credit' ? rules.freeCreditMinWagering : 1;
