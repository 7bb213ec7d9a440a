import { describe, expect, it } from 'vitest';
import {
  kindsOf,
  PLAY_KINDS,
  STAKE_KINDS,
  STAKE_RETURN_KINDS,
  TRANSFER_GAMES,
  TRANSFER_KIND_ROLES,
  TRANSFER_KINDS,
  TRANSFER_ROLES,
  WAGERING_AT_COMMIT_KINDS,
  WAGERING_AT_POSTING_KINDS,
  WAGERING_KINDS,
  WIN_KINDS,
  WIN_RETURN_KINDS,
} from './transfer-kinds';

describe('the transfer vocabulary', () => {
  it('gives every kind a known role and game', () => {
    for (const kind of TRANSFER_KINDS) {
      const meaning = TRANSFER_KIND_ROLES[kind] as { role: unknown; game: unknown };
      expect(TRANSFER_ROLES, kind).toContain(meaning.role);
      expect([...TRANSFER_GAMES, null], kind).toContain(meaning.game);
    }
    // Play has a game and only play has one: a figure of a game can never count a deposit.
    for (const kind of TRANSFER_KINDS)
      expect(TRANSFER_KIND_ROLES[kind].game !== null, kind).toBe(PLAY_KINDS.includes(kind as never));
  });

  it('keeps the order of the database check, which a reordering would rewrite', () => {
    expect(TRANSFER_KINDS.slice(0, 3)).toEqual(['deposit', 'withdrawal', 'withdrawal_hold']);
    expect(TRANSFER_KINDS.slice(-3)).toEqual(['commission', 'agent_float_in', 'agent_float_out']);
    expect(TRANSFER_KINDS).toHaveLength(27);
  });

  it('counts every game alike: each game that stakes also wins and returns stakes, 3D as 2D', () => {
    expect(STAKE_KINDS).toEqual(['game_bet', 'twod_bet', 'threed_bet']);
    expect(STAKE_RETURN_KINDS).toEqual(['game_bet_reversal', 'twod_refund', 'threed_refund']);
    expect(WIN_KINDS).toEqual(['game_win', 'twod_win', 'threed_win']);
    expect(WIN_RETURN_KINDS).toEqual(['game_win_reversal']);
    for (const game of TRANSFER_GAMES) {
      expect(kindsOf(['stake'], [game]), game).toHaveLength(1);
      expect(kindsOf(['stake_return'], [game]), game).toHaveLength(1);
      expect(kindsOf(['win'], [game]), game).toHaveLength(1);
    }
  });

  it('splits wagering into what counts at commit (2D, by risk) and as it posts (everything else)', () => {
    expect([...WAGERING_AT_COMMIT_KINDS, ...WAGERING_AT_POSTING_KINDS].sort()).toEqual(
      [...WAGERING_KINDS].sort(),
    );
    expect(WAGERING_AT_COMMIT_KINDS).toEqual(['twod_bet', 'twod_refund']);
    expect(WAGERING_AT_POSTING_KINDS).toContain('threed_bet');
  });
});
