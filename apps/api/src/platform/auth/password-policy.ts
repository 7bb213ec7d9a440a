import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceDir } from '../../db/paths';
import { fieldError } from '../errors';

let common: ReadonlySet<string> | undefined;

/** The shipped list of the most common breached passwords, read once, on the first new password. */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(path.join(sourceDir(), 'platform', 'auth', 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/**
 * A new password (registration, change, a console account's) that an attacker would try first is refused with a 422
 * on `field`: one of the most common breached passwords, in any letter case, or one character repeated.
 */
export function refuseGuessablePassword(password: string, field = 'password'): void {
  if (/^(.)\1*$/su.test(password) || commonPasswords().has(password.toLowerCase()))
    throw fieldError(field, 'password_common');
}
