import { randomBytes } from 'node:crypto';

/** Which server process this is: several run behind a load balancer (WORKERS), and an operator or a test may ask. */
export const INSTANCE = randomBytes(4).toString('hex');
