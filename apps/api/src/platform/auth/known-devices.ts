import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { signInKeys } from './login-challenge';

/**
 * A device an account signed in from keeps a cookie saying so, signed by the server: a player's mobile address
 * changes all the time, their phone does not. Such a device is spared the challenge of an account under attack and
 * has a failure budget of its own, which guesses from its address (a shared mobile gateway) cannot spend.
 */
const COOKIE_PREFIX = 'zeya_device_';
const DEVICE_DAYS = 180;

function mac(key: Buffer, userId: number, device: string, issued: number) {
  return createHmac('sha256', key).update(`${userId}.${device}.${issued}`).digest('base64url');
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The id of the device the request's cookie proves for this account, when it carries a valid, recent one. */
export async function knownDevice(
  deps: AppDeps,
  userId: number,
  cookieHeader: string | undefined,
): Promise<string | null> {
  const value = cookieValue(cookieHeader, `${COOKIE_PREFIX}${userId}`);
  const [device, issuedText, signature] = value?.split('.') ?? [];
  if (!device || !issuedText || !signature || !/^\d{1,12}$/.test(issuedText)) return null;
  const issued = Number(issuedText);
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  if (issued > now + 300 || now - issued > DEVICE_DAYS * 86_400) return null;
  const expected = Buffer.from(mac((await signInKeys(deps)).device, userId, device, issued));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
}

/**
 * After a right password: the account's device cookie, renewed (the same device keeps its id, so its failure budget
 * stays its own) or new. Sent only to `path`, the sign-in route it is for, so no other request carries it.
 */
export async function rememberDevice(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  device: string | null,
  path: string,
) {
  const id = device ?? randomBytes(12).toString('base64url');
  const issued = Math.floor(deps.clock.now().getTime() / 1000);
  const signature = mac((await signInKeys(deps)).device, userId, id, issued);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'set-cookie',
    `${COOKIE_PREFIX}${userId}=${id}.${issued}.${signature}; Path=${path}; Max-Age=${DEVICE_DAYS * 86_400}; HttpOnly; SameSite=Strict${secure}`,
  );
}
