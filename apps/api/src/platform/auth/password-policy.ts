import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MessageKey } from '@zeya/contract/messages';
import { ZxcvbnFactory, type DictionaryMatch, type MatchExtended, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { sourceDir } from '../../db/paths';
import { fieldError } from '../http/errors';

/**
 * zxcvbn's scores run 0 to 4; 3 is "safely unguessable" against an online attack that is throttled, ours being one:
 * sign-ins are rate-limited and locked per address (password-checks.ts). Below it, a password falls to the guesses an
 * attacker tries first (common passwords, sequences, the owner's own details).
 */
const MIN_SCORE = 3;

/** Words of this site that whoever guesses at its accounts tries first. */
const SITE_WORDS = ['zeya', 'demo'];

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

let estimator: ZxcvbnFactory | undefined;

/** Built on the first new password: ranking the dictionaries takes a moment the start need not wait for. */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({ graphs: adjacencyGraphs, dictionary });
  return estimator;
}

/** Whose password it is: what they (or anybody looking them up) would guess first. Unknown details are left out. */
export interface PasswordOwner {
  phone?: string | null | undefined;
  userName?: string | null | undefined;
  name?: string | null | undefined;
}

/** A Myanmar phone as it is written (09..., 959...) and its subscriber digits, each of which a password may carry. */
function phoneForms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '').replace(/^(?:95|0)/, '');
  return digits.length < 6 ? [] : [`0${digits}`, `95${digits}`, digits, digits.replace(/^9/, '')];
}

/** The owner's phone forms, and their names: the user name, the full name run together and each of its words. */
function ownerWords(owner: PasswordOwner): { phone: string[]; names: string[] } {
  const name = (owner.name ?? '').trim();
  const names = [owner.userName ?? '', name.replace(/\s+/g, ''), ...name.split(/\s+/)]
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3);
  return { phone: owner.phone ? phoneForms(owner.phone) : [], names };
}

/** zxcvbn's warning for the pattern that weighs most, as our message (in the person's language). */
const WARNINGS: Record<string, MessageKey> = {
  straightRow: 'password_weak_sequence',
  keyPattern: 'password_weak_sequence',
  sequences: 'password_weak_sequence',
  simpleRepeat: 'password_weak_repeat',
  extendedRepeat: 'password_weak_repeat',
  recentYears: 'password_weak_date',
  dates: 'password_weak_date',
  topTen: 'password_weak_common',
  topHundred: 'password_weak_common',
  common: 'password_weak_common',
  similarToCommon: 'password_weak_common',
  wordByItself: 'password_weak_common',
  pwned: 'password_weak_common',
};

/**
 * Why a weak password is weak, in the words a person can act on: their own details first (the phone, their names,
 * the site's name), as those are what someone who knows them tries; else what zxcvbn found weighs most.
 */
function reasonOf(result: ZxcvbnResult, words: { phone: string[]; names: string[] }): MessageKey {
  const own = result.sequence
    .filter(
      (match: MatchExtended): match is DictionaryMatch =>
        match.pattern === 'dictionary' && match.dictionaryName === 'userInputs',
    )
    .map((match) => match.matchedWord);
  if (own.some((word) => words.phone.includes(word))) return 'password_weak_phone';
  if (own.some((word) => words.names.includes(word))) return 'password_weak_name';
  if (own.some((word) => SITE_WORDS.includes(word))) return 'password_weak_site';
  return WARNINGS[result.feedback.warning ?? ''] ?? 'password_weak';
}

/**
 * A new password (a player's registration, change or reset; a staff member's set-up link or change; an agent's) that
 * an attacker would try first is refused with a 422 on `field` saying why: one of the most common breached
 * passwords or one character repeated (the shipped list), or anything zxcvbn scores below 3 when told the owner's
 * phone, names and the site's name. The password is judged as typed: the contract refuses spaces at either end
 * rather than trimming them, so what is stored is what the person will type at sign-in.
 */
export function refuseGuessablePassword(password: string, owner: PasswordOwner, field = 'password'): void {
  if (/^(.)\1*$/su.test(password) || commonPasswords().has(password.toLowerCase()))
    throw fieldError(field, 'password_common');
  const words = ownerWords(owner);
  const result = strength().check(password, [...words.phone, ...words.names, ...SITE_WORDS]);
  if (result.score < MIN_SCORE) throw fieldError(field, reasonOf(result, words));
}
