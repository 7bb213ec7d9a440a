/**
 * The aggregator's game types and ours (the spec's fourteen) differ in a few names: a synced game is filed under ours,
 * and a launch names the aggregator's.
 */
const OURS_BY_THEIRS: Record<string, string> = {
  LIVE_CASINO_PREMIUM: 'LIVE_CASINO',
  QIPAI: 'TABLE',
};
const THEIRS_BY_OURS: Record<string, string> = {
  TABLE: 'QIPAI',
  ARCADE: 'OTHERS',
};

export const ourGameType = (theirs: string) => OURS_BY_THEIRS[theirs] ?? theirs;
export const theirGameType = (ours: string) => THEIRS_BY_OURS[ours] ?? ours;
