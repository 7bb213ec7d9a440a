/**
 * Codes that say the database was not there: not a fault of the request, nor of our code, and over once it is back.
 * A backend ended under us (57P01 terminated by an administrator or a fast shutdown, 57P02 a crash), a server
 * starting or stopping (57P03), no connection slot left (53300), and the socket errors of a host that is gone.
 * Class 08 (connection exceptions) counts too.
 */
const UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * node-postgres and its pool say the same in words only: a socket that ended, a client that lost its connection
 * earlier in the transaction (its ROLLBACK fails with this), a connection or checkout that did not come in time.
 */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Query read timeout)/;

/**
 * Why the database could not be reached, when that is what `error` (or an error it wraps, as Drizzle wraps the
 * driver's) says: its code or the driver's words. Undefined for every other failure.
 */
export function databaseUnavailable(error: unknown): string | undefined {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return code;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return message;
  }
  return undefined;
}
