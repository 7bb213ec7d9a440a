import { Secret, TOTP } from 'otpauth';
import type { ProductServer } from './server';

const PERIOD_MS = 30_000;

/** The server's clock as a test reads and moves it (a server started with `clockControlledFrom`). */
export type ServerClock = Pick<ProductServer, 'now' | 'moveClockTo'>;

/**
 * The authenticator app a staff member set up, from the key the enrolment screen shows as text. The server takes
 * each 30-second step once only, and a code at most one step ahead of its clock, so each code is for the next step
 * not used yet; when that step is still too far, the server's clock is moved on to it instead of the test waiting
 * for real time.
 */
export function authenticatorApp(secret: string, clock: ServerClock) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const codeOf = (step: number) => totp.generate({ timestamp: step * PERIOD_MS });
  const serverStep = async () => Math.floor((await clock.now()).getTime() / PERIOD_MS);
  let lastStep = 0;
  return {
    async nextCode(): Promise<string> {
      const current = await serverStep();
      const step = Math.max(current, lastStep + 1);
      if (step - 1 > current) await clock.moveClockTo(new Date((step - 1) * PERIOD_MS + 1_000).toISOString());
      lastStep = step;
      return codeOf(step);
    },
    /** Six digits the server takes for no step it would accept now. */
    async wrongCode(): Promise<string> {
      const current = await serverStep();
      const near = [-1, 0, 1, 2].map((offset) => codeOf(current + offset));
      for (let n = 0; ; n += 1) {
        const code = String(n).padStart(6, '0');
        if (!near.includes(code)) return code;
      }
    },
  };
}
