import { LANGUAGES } from '@zeya/contract/constants';
import { describe, expect, it } from 'vitest';
import { namespaces } from '@/app/i18n-resources';

describe.each(Object.entries(namespaces))('texts of %s', (_name, messages) => {
  const keys = Object.keys(messages.en).sort();

  it.each(LANGUAGES)('%s has every key, none empty', (language) => {
    expect(Object.keys(messages[language]).sort()).toEqual(keys);
    for (const key of keys) expect(messages[language][key]?.trim(), key).toBeTruthy();
  });

  it('Burmese is in Myanmar script', () => {
    for (const key of keys) expect(messages.mm[key], key).toMatch(/[\u1000-\u109F]|^[\d\s.,:%()/+-]+$/);
  });
});
