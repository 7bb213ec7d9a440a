/**
 * Counted slots per key in this process (password checks in flight per address, event streams open per player): a
 * slot is taken while fewer than the limit are, and given back by the function `take` answers, once however often it
 * is called.
 */
export class Slots {
  private readonly taken = new Map<string, number>();

  /** A slot for `key` when fewer than `limit` are taken, as the function that gives it back; null otherwise. */
  take(key: string, limit: number): (() => void) | null {
    const taken = this.taken.get(key) ?? 0;
    if (taken >= limit) return null;
    this.taken.set(key, taken + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.taken.get(key) ?? 1) - 1;
      if (left > 0) this.taken.set(key, left);
      else this.taken.delete(key);
    };
  }
}
