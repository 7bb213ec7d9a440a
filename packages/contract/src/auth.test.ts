import { describe, expect, it } from 'vitest';
import { normalizePhone, registerRequest } from './auth';

describe('phone numbers', () => {
  it.each([
    ['09123456789', '09123456789'],
    ['+959123456789', '09123456789'],
    ['959123456789', '09123456789'],
    ['09 1234-5678', '0912345678'],
    ['091234567', '091234567'],
  ])('%s is stored as %s', (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
  });

  it.each(['12345', '0812345678', '09123', '091234567890', '+66912345678', 'demo'])(
    '%s is not a phone',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );
});

describe('registration', () => {
  const valid = {
    name: 'Ma Ma',
    phone: '09123456789',
    password: 'abcdefgh',
    password_confirmation: 'abcdefgh',
  };

  it('treats an empty referral code as none', () => {
    expect(registerRequest.parse({ ...valid, referral_code: '' }).referral_code).toBeUndefined();
    expect(registerRequest.parse({ ...valid, referral_code: ' AB12 ' }).referral_code).toBe('AB12');
  });

  it('puts a confirmation mismatch on password_confirmation', () => {
    const issue = registerRequest.safeParse({ ...valid, password_confirmation: 'other' }).error?.issues[0];
    expect(issue?.path).toEqual(['password_confirmation']);
    expect(issue?.message).toBe('password_confirmation_mismatch');
  });

  it('refuses spaces at either end of a password rather than trimming them; spaces inside are fine', () => {
    for (const password of ['12345678 ', ' a-good-secret', '\ta-good-secret', 'a-good-secret\u00a0']) {
      const issues = registerRequest.safeParse({ ...valid, password, password_confirmation: password }).error
        ?.issues;
      expect(
        issues?.map((issue) => [issue.path, issue.message]),
        password,
      ).toEqual([[['password'], 'password_edge_space']]);
    }
    const inside = 'an old river bridge';
    expect(
      registerRequest.parse({ ...valid, password: inside, password_confirmation: inside }).password,
    ).toBe(inside);
  });
});
