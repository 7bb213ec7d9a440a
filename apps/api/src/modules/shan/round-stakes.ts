import type { FastifyBaseLogger } from 'fastify';
import { providerRoundsOf } from './provider-reports';
import type { ShanSettings } from './signing';

/** How long a callback waits for the provider's rows: the provider gives the whole callback 10 s. */
const STAKE_LOOKUP_MS = 2_000;
/** The round is the player's newest row when its callback comes; a few more cover a late callback. */
const ROWS_LOOKED_AT = 10;

/**
 * What each of our players bet on a round, in pya by member account. The callback carries balances only, so a won
 * hand would look like a win with no bet and add nothing to the player's turnover; the provider's own rows of the
 * round (member-transactions, `bet_amount`) hold the stake, and it commits them before it calls us. A player whose
 * row cannot be read is left out and logged: their round then counts what they lost as its stake, as before.
 */
export async function roundStakes(
  settings: ShanSettings,
  wagerCode: string,
  members: string[],
  log: FastifyBaseLogger,
): Promise<Map<string, number>> {
  const found = await Promise.all(
    members.map(async (member): Promise<[string, number][]> => {
      try {
        const rows = await providerRoundsOf(settings, member, {
          limit: ROWS_LOOKED_AT,
          timeoutMs: STAKE_LOOKUP_MS,
        });
        const row = rows.find((round) => round.wagerCode === wagerCode);
        if (row) return [[member, row.stake]];
        log.warn({ member_account: member, wager_code: wagerCode }, 'Shan round not in the provider rows');
      } catch (error) {
        log.warn({ err: error, member_account: member, wager_code: wagerCode }, 'Shan stake not read');
      }
      return [];
    }),
  );
  return new Map(found.flat());
}
