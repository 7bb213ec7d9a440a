import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './constants';
import { MESSAGES } from './messages';

describe('messages', () => {
  const keys = Object.keys(MESSAGES.en);

  it.each(LANGUAGES)('%s has a text for every key', (language) => {
    expect(Object.keys(MESSAGES[language]).sort()).toEqual([...keys].sort());
    for (const key of keys)
      expect(MESSAGES[language][key as keyof typeof MESSAGES.en].trim(), key).not.toBe('');
  });

  it('Burmese is written in Myanmar script, not left in English', () => {
    for (const key of keys)
      expect(MESSAGES.mm[key as keyof typeof MESSAGES.en], key).toMatch(/[\u1000-\u109F]/);
  });

  it('Thai and Chinese are translated too', () => {
    for (const key of keys) {
      expect(MESSAGES.th[key as keyof typeof MESSAGES.en], key).toMatch(/[\u0E00-\u0E7F]/);
      expect(MESSAGES.zh[key as keyof typeof MESSAGES.en], key).toMatch(/[\u4E00-\u9FFF]/);
    }
  });
});
