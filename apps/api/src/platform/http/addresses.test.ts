import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { PRODUCTION_ENV } from '../../test/server';
import { addressMatcher, tooBroadForProxies } from './addresses';

/** Cloudflare's published ranges: a real proxy list, and about the widest one a site puts in front of itself. */
const CLOUDFLARE = [
  '173.245.48.0/20, 103.21.244.0/22, 103.22.200.0/22, 103.31.4.0/22, 141.101.64.0/18, 108.162.192.0/18',
  '190.93.240.0/20, 188.114.96.0/20, 197.234.240.0/22, 198.41.128.0/17, 162.158.0.0/15, 104.16.0.0/13',
  '104.24.0.0/14, 172.64.0.0/13, 131.0.72.0/22, 2400:cb00::/32, 2606:4700::/32, 2803:f800::/32',
  '2405:b500::/32, 2405:8100::/32, 2a06:98c0::/29, 2c0f:f248::/32',
].join(', ');

const production = (TRUST_PROXY: string) => () => loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY });
const development = (TRUST_PROXY: string) => () => loadConfig({ NODE_ENV: 'development', TRUST_PROXY });

describe('TRUST_PROXY', () => {
  it('takes real proxy lists in production: one machine, a private network, a CDN', () => {
    expect(production('127.0.0.1')().TRUST_PROXY).toEqual(['127.0.0.1']);
    const local = '10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10, 127.0.0.0/8, fc00::/7, ::1';
    expect(production(local)().TRUST_PROXY).toHaveLength(7);
    expect(production(CLOUDFLARE)().TRUST_PROXY).toHaveLength(22);
    expect(production('203.0.0.0/8, 10.0.0.5')().TRUST_PROXY).toHaveLength(2);
  });

  it('refuses in production, naming the setting, lists that trust a part of the internet instead of proxies', () => {
    for (const wide of [
      '0.0.0.0/1,128.0.0.0/1',
      '10.0.0.0/7',
      '11.0.0.0/8, 12.0.0.0/8',
      // IPv4 clients are matched as ::ffff:a.b.c.d: these let in every IPv4 address, or a /4 of them.
      '::/80',
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/100',
      '2000::/3',
      '2001:db8::/28',
      Array.from({ length: 40 }, (_, n) => `2a0${n % 10}:${n}::/29`).join(','),
    ])
      expect(production(wide), wide).toThrow(
        /Invalid configuration:\n {2}TRUST_PROXY: .*refused in production/,
      );
    expect(production('0.0.0.0/1,128.0.0.0/1')).toThrow(
      'TRUST_PROXY: 0.0.0.0/1 lets in more than an IPv4 /8: list the proxies themselves (refused in production)',
    );
    expect(production('11.0.0.0/8, 12.0.0.0/8')).toThrow(
      'TRUST_PROXY: together the entries cover more public IPv4 addresses than a /8 holds',
    );
  });

  it('takes wide lists outside production, where a proxy may be anything', () => {
    expect(development('0.0.0.0/1,128.0.0.0/1')().TRUST_PROXY).toEqual(['0.0.0.0/1', '128.0.0.0/1']);
  });

  it('says a /0 block is everybody, in every environment, instead of failing to start', () => {
    for (const everyone of ['0.0.0.0/0', '::/0', '10.0.0.1, 1.2.3.4/00']) {
      expect(development(everyone), everyone).toThrow(/TRUST_PROXY: .* is every address: write true/);
      expect(production(everyone), everyone).toThrow(/TRUST_PROXY: /);
    }
  });

  it('never crashes: any value is a configuration or a configuration error, and what is taken starts', async () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % below;
    };
    const pick = <T>(items: readonly T[]) => items[random(items.length)]!;
    const pieces = [
      '0',
      '1',
      '9',
      '10',
      '255',
      '256',
      'ff',
      'ffff',
      '::',
      ':',
      '.',
      '/',
      '%',
      'eth0',
      '-',
      ' ',
      ',',
    ];
    const seeds = [
      '10.0.0.0/8',
      '::ffff:10.0.0.1/104',
      'fe80::1%eth0',
      '2001:db8::/32',
      '1.2.3.4/008',
      '::1/128',
    ];
    const values = [...seeds];
    for (let n = 0; n < 400; n += 1) {
      const base = n % 2 === 0 ? pick(seeds) : '';
      const extra = Array.from({ length: 1 + random(8) }, () => pick(pieces)).join('');
      values.push(random(2) ? `${base}${extra}` : `${extra}${base}`);
    }
    for (const entry of [...seeds, 'fe80::1%eth0/64', '::ffff:1.2.3.4/96', '1.2.3.4/32/1'])
      values.push(`${entry}/${random(200)}`, `${entry}, 0.0.0.0/${random(40)}`);
    let taken = 0;
    for (const value of values)
      for (const load of [development(value), production(value)]) {
        let config: ReturnType<ReturnType<typeof development>> | undefined;
        try {
          config = load();
        } catch (error) {
          expect((error as Error).message, value).toMatch(/^Invalid configuration:\n/);
          continue;
        }
        taken += 1;
        const proxies = config.TRUST_PROXY;
        const app = Fastify({ trustProxy: proxies });
        await app.ready();
        await app.close();
        if (Array.isArray(proxies)) {
          expect(() => addressMatcher(proxies)('203.0.113.9'), value).not.toThrow();
          expect(() => tooBroadForProxies(proxies), value).not.toThrow();
        }
      }
    expect(taken).toBeGreaterThan(50);
  });
});
