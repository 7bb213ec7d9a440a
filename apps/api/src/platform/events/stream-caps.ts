import { Slots } from '../runtime/slots';

/**
 * How many event streams one party may hold open on this instance. A stream keeps a socket and a response for hours,
 * so without a cap one address could take hundreds and the instance's memory and sockets with them. A signed-out
 * stream counts against its client address; a signed-in one against its user wherever it comes from, because the
 * players behind one carrier's shared address must not use up each other's streams.
 */
export class StreamCaps {
  private readonly slots = new Slots();

  constructor(private readonly limits: { perAddress: number; perUser: number }) {}

  /**
   * A slot for a new stream of `ownerId` (0: signed out) from `address`, as the function that gives it back when the
   * stream ends (once, however often it is called); null when that party has all its streams open already.
   */
  take(ownerId: number, address: string): (() => void) | null {
    if (ownerId === 0) return this.slots.take(`address:${address}`, this.limits.perAddress);
    return this.slots.take(`user:${ownerId}`, this.limits.perUser);
  }
}
