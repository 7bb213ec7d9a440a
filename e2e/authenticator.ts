import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

/**
 * The authenticator app a staff member set up, from the key the enrolment screen shows as text. The server takes
 * each 30-second step once only, and a code at most one step ahead of its clock (this machine's: the suite does not
 * move it), so each code is for the next step not used yet, waiting for the clock when that step is still too far.
 */
export function authenticatorApp(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const codeOf = (step: number) => totp.generate({ timestamp: step * PERIOD_MS });
  const stepNow = () => Math.floor(Date.now() / PERIOD_MS);
  let lastStep = 0;
  return {
    async nextCode(): Promise<string> {
      const step = Math.max(stepNow(), lastStep + 1);
      const wait = (step - 1) * PERIOD_MS - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
      lastStep = step;
      return codeOf(step);
    },
    /** Six digits the server takes for no step it would accept now. */
    wrongCode(): string {
      const near = [-1, 0, 1, 2].map((offset) => codeOf(stepNow() + offset));
      for (let n = 0; ; n += 1) {
        const code = String(n).padStart(6, '0');
        if (!near.includes(code)) return code;
      }
    },
  };
}
