import { describe, expect, it } from 'vitest';
import { TextStore } from './texts';

type Lang = 'en' | 'mm';

function store() {
  const texts = new TextStore<Lang>('en', 'mm');
  texts.add('common', { en: { close: 'Close', only_en: 'English only' }, mm: { close: 'ပိတ်မည်' } });
  texts.add('twod', {
    en: { closing: 'Closes {{date}} at {{ time }}' },
    mm: { closing: '{{date}} {{time}} တွင် ပိတ်မည်' },
  });
  return texts;
}

describe('text store', () => {
  it('reads a key in the chosen language, then in the fallback language, then the default value, then the key', () => {
    const texts = store();
    expect(texts.translate('close', 'common')).toBe('ပိတ်မည်');
    expect(texts.translate('only_en', 'common')).toBe('English only');
    expect(texts.translate('missing', 'common', { defaultValue: 'Shown' })).toBe('Shown');
    expect(texts.translate('missing', 'common')).toBe('missing');
  });

  it('fills placeholders, with or without spaces, and leaves nothing of a missing value', () => {
    const texts = store();
    texts.setLanguage('en');
    expect(texts.translate('closing', 'twod', { date: '25 Nov', time: '12:01' })).toBe(
      'Closes 25 Nov at 12:01',
    );
    expect(texts.translate('closing', 'twod', { date: '25 Nov' })).toBe('Closes 25 Nov at ');
  });

  it('reads `namespace:key` from that namespace, and a colon in a key otherwise as part of the key', () => {
    const texts = store();
    expect(texts.translate('twod:closing', 'common', { date: 'a', time: 'b' })).toBe('a b တွင် ပိတ်မည်');
    expect(texts.exists('twod:closing', 'common')).toBe(true);
    expect(texts.exists('other:closing', 'common')).toBe(false);
  });

  it('tells its listeners when the language changes, and only then', () => {
    const texts = store();
    let heard = 0;
    const stop = texts.subscribe(() => heard++);
    texts.setLanguage('mm');
    texts.setLanguage('en');
    stop();
    texts.setLanguage('mm');
    expect(heard).toBe(1);
    expect(texts.language).toBe('mm');
  });
});
