/**
 * How many event streams one party may hold open on this instance. A stream keeps a socket and a response for hours,
 * so without a cap one address could take hundreds and the instance's memory and sockets with them. A signed-out
 * stream counts against its client address; a signed-in one against its user wherever it comes from, because the
 * players behind one carrier's shared address must not use up each other's streams.
 */
export class StreamCaps {
  private readonly open = new Map<string, number>();

  constructor(private readonly limits: { perAddress: number; perUser: number }) {}

  /**
   * A slot for a new stream of `ownerId` (0: signed out) from `address`, as the function that gives it back when the
   * stream ends (once, however often it is called); null when that party has all its streams open already.
   */
  take(ownerId: number, address: string): (() => void) | null {
    const key = ownerId === 0 ? `address:${address}` : `user:${ownerId}`;
    const limit = ownerId === 0 ? this.limits.perAddress : this.limits.perUser;
    const taken = this.open.get(key) ?? 0;
    if (taken >= limit) return null;
    this.open.set(key, taken + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.open.get(key) ?? 1) - 1;
      if (left > 0) this.open.set(key, left);
      else this.open.delete(key);
    };
  }
}
