import { LANGUAGES } from '@zeya/contract/constants';
import { describe, expect, it } from 'vitest';
import type { Messages } from '@/shared/i18n/define-messages';

/** Every messages file of the app, shell and features alike. */
const modules = import.meta.glob<Record<string, unknown>>(
  ['../**/*messages.ts', '../shared/i18n/common.ts'],
  {
    eager: true,
  },
);
const isMessages = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && LANGUAGES.every((language) => language in value);
const namespaces = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isMessages(value))
    .map(([name, value]) => [`${file} ${name}`, value as Messages] as const),
);

it('finds the texts of every feature', () => {
  expect(namespaces.length).toBeGreaterThanOrEqual(14);
});

describe.each(namespaces)('texts of %s', (_name, messages) => {
  const keys = Object.keys(messages.en).sort();

  it.each(LANGUAGES)('%s has every key, none empty', (language) => {
    expect(Object.keys(messages[language]).sort()).toEqual(keys);
    for (const key of keys) expect(messages[language][key]?.trim(), key).toBeTruthy();
  });

  it('Burmese is in Myanmar script', () => {
    for (const key of keys) expect(messages.mm[key], key).toMatch(/[\u1000-\u109F]|^[\d\s.,:%()/+×→G-]+$/);
  });
});
