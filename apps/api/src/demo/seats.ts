import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import { sessions, users } from '../db/schema';

/** The cookie by which a browser holds the demo seats it opened; the demo providers are served under /demo. */
const BROWSER_COOKIE = 'zeya_demo_browser';
const COOKIE_PATH = '/demo';
/** Seats kept at most (oldest dropped first): a demo in one process, not a service. */
const MAX_SEATS = 10_000;

interface Held<T> {
  seat: T;
  /** Our member account the launch was for. */
  member: string;
  launchedAt: Date;
  /** The browser that opened the link, once one has. */
  browser: string | null;
}

function browserOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BROWSER_COOKIE && value) return value;
  }
  return null;
}

/**
 * The game pages of the in-process demo providers (never in production), kept to the player a launch was made for,
 * as our own games' links are (modules/providers/house/sessions.ts): a link opens once, within GAME_LAUNCH_MINUTES,
 * in the browser that opens it first, which holds the seat by a cookie (the page's address is worth nothing in
 * another); every page and play wants the player still signed in by a sign-in made before the launch. A provider is
 * told the member, not the sign-in, so a sign-out ends the seats when it ends the player's last such sign-in.
 */
export class DemoSeats<T> {
  private readonly seats = new Map<string, Held<T>>();

  constructor(private readonly deps: AppDeps) {}

  /** A seat for a launch of `member`; `make` builds it with the token its page's address carries. */
  launch(member: string, make: (token: string) => T): string {
    const token = randomBytes(18).toString('base64url');
    if (this.seats.size >= MAX_SEATS) this.seats.delete(this.seats.keys().next().value!);
    this.seats.set(token, { seat: make(token), member, launchedAt: this.deps.clock.now(), browser: null });
    return token;
  }

  /** The seat of `token` in this browser, taken on the link's first opening while fresh; null when not to be had. */
  async take(request: FastifyRequest, reply: FastifyReply, token: string): Promise<T | null> {
    const held = this.seats.get(token);
    if (!held) return null;
    const now = this.deps.clock.now();
    let browser = browserOf(request);
    if (held.browser === null) {
      const fresh = now.getTime() - held.launchedAt.getTime() < this.deps.config.GAME_LAUNCH_MINUTES * 60_000;
      if (!fresh) return null;
      if (!browser) {
        browser = randomBytes(18).toString('base64url');
        const secure = request.protocol === 'https' ? '; Secure' : '';
        reply.header(
          'set-cookie',
          `${BROWSER_COOKIE}=${browser}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}`,
        );
      }
      // Taken before the sign-in is read: of two first openings at once, one browser holds it.
      held.browser = browser;
    } else if (held.browser !== browser) return null;
    if (await this.signedIn(held, now)) return held.seat;
    this.seats.delete(token);
    return null;
  }

  private async signedIn(held: Held<T>, now: Date): Promise<boolean> {
    const [live] = await this.deps.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(users.memberAccount, held.member),
          eq(users.status, 'active'),
          eq(sessions.scope, 'player'),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          lte(sessions.createdAt, held.launchedAt),
        ),
      )
      .limit(1);
    return live !== undefined;
  }
}
