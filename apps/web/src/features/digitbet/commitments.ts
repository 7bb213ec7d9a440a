/**
 * The fingerprint (server seed hash) each round showed on this device, kept from the moment the round was first seen.
 * The check compares a revealed seed with what this device was shown, not with what the server says now: a server
 * that replaced a seed and its hash together after the rounds would still be caught here.
 */
const KEY = 'digitbet-commitments';
/** The history lists the latest rounds; far more than that is enough to cover every round it can show. */
const KEEP = 500;

type Remembered = Record<string, string>;

function read(): Remembered {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Remembered) : {};
  } catch {
    return {};
  }
}

/** Remembers each round's fingerprint the first time it is seen; a later, different one never replaces it. */
export function rememberCommitments(rounds: readonly { id: number; server_seed_hash: string }[]) {
  const remembered = read();
  const unseen = rounds.filter((round) => !(String(round.id) in remembered));
  if (unseen.length === 0) return;
  for (const round of unseen) remembered[String(round.id)] = round.server_seed_hash;
  const newest = Object.keys(remembered)
    .sort((a, b) => Number(b) - Number(a))
    .slice(0, KEEP);
  try {
    localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(newest.map((id) => [id, remembered[id]]))));
  } catch {
    // Storage full or refused (private mode): the check then compares with the fingerprint the server lists.
  }
}

/** The fingerprint this device was shown for the round, if it saw the round. */
export function rememberedCommitment(roundId: number): string | undefined {
  return read()[String(roundId)];
}
