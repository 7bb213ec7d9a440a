import { describe, expect, it } from 'vitest';
import { contactAddress } from '@/features/contact/contact-address';

describe('a channel address as a person reads it', () => {
  it.each([
    ['viber://chat?number=%2B959123450001', '+95 9 123 450 001'],
    ['viber://chat?number=959123450001', '+95 9 123 450 001'],
    ['viber://pa?chatURI=zeyasupport', '@zeyasupport'],
    ['tel:09123450001', '09 123 450 001'],
    ['https://t.me/zeya_support', '@zeya_support'],
    ['tg://resolve?domain=zeya_support', '@zeya_support'],
    ['https://line.me/ti/p/~zeya_support', '@zeya_support'],
    ['https://www.facebook.com/zeya.support/', 'facebook.com/zeya.support'],
    ['https://wa.me/959123450001', '+95 9 123 450 001'],
    ['mailto:help@zeya.example', 'help@zeya.example'],
    ['not a link', 'not a link'],
  ])('%s reads %s', (value, readable) => {
    expect(contactAddress(value)).toBe(readable);
  });
});
