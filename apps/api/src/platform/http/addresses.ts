import { BlockList, isIP } from 'node:net';

/** An entry of an address list: an IPv4 or IPv6 address, or a CIDR block of either (`10.0.0.0/8`). */
function isAddressOrBlock(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** A comma-separated list of the environment, split into its entries and those that are not addresses or blocks. */
export function parseAddressList(text: string | undefined): { entries: string[]; invalid: string[] } {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return { entries, invalid: entries.filter((entry) => !isAddressOrBlock(entry)) };
}

/** An IPv4 address as Node reports it on a dual-stack socket (`::ffff:203.0.113.9`) is that IPv4 address. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** Whether an address is one of `entries` or inside one of their blocks. */
export function addressMatcher(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, prefix] = entry.split('/') as [string, string | undefined];
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return (raw) => {
    const address = plainAddress(raw);
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/** A block of addresses: its family, its first address as a number and its prefix length. */
interface Block {
  family: 4 | 6;
  start: bigint;
  bits: number;
}

function ipv4Number(address: string): bigint {
  return address.split('.').reduce((sum, octet) => (sum << 8n) + BigInt(Number(octet)), 0n);
}

/** An IPv6 address (any form `isIP` accepts: `::`, an IPv4 tail, a zone) as its 128-bit number. */
function ipv6Number(address: string): bigint {
  const plain = address.split('%')[0]!;
  const [head, tail] = plain.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) =>
    (part ? part.split(':') : []).flatMap((group) => {
      if (!group.includes('.')) return [Number.parseInt(group, 16)];
      const v4 = Number(ipv4Number(group));
      return [Math.floor(v4 / 0x10000), v4 % 0x10000];
    });
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.reduce((sum, group) => (sum << 16n) + BigInt(group), 0n);
}

/** ::ffff:0:0/96, where an IPv4 client's address is matched against IPv6 blocks (`::ffff:203.0.113.9`). */
const MAPPED_IPV4 = 0xffffn << 32n;

/**
 * The blocks an address-list entry lets in, as the proxy check reads it: an IPv6 block inside ::ffff:0:0/96 is the
 * IPv4 block it maps, and one that holds all of ::ffff:0:0/96 (::/80 and wider) lets in every IPv4 address as well.
 */
function blocksOf(entry: string): Block[] {
  const [address, prefix] = entry.split('/') as [string, string | undefined];
  if (isIP(address) === 4) {
    const bits = prefix === undefined ? 32 : Number(prefix);
    return [{ family: 4, start: ipv4Number(address) & ~((1n << BigInt(32 - bits)) - 1n), bits }];
  }
  const bits = prefix === undefined ? 128 : Number(prefix);
  const start = ipv6Number(address) & ~((1n << BigInt(128 - bits)) - 1n);
  if (bits >= 96 && start >> 32n === 0xffffn)
    return [{ family: 4, start: start & 0xffffffffn, bits: bits - 96 }];
  const block: Block = { family: 6, start, bits };
  const holdsMapped = bits < 96 && MAPPED_IPV4 >> BigInt(128 - bits) === start >> BigInt(128 - bits);
  return holdsMapped ? [block, { family: 4, start: 0n, bits: 0 }] : [block];
}

/** How many addresses of one family the blocks cover together (overlaps counted once). */
function unionSize(blocks: Block[], width: number): bigint {
  const spans = blocks
    .map((block) => [block.start, block.start + (1n << BigInt(width - block.bits))] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  let total = 0n;
  let reached = 0n;
  for (const [start, end] of spans) {
    if (end <= reached) continue;
    total += end - (start > reached ? start : reached);
    reached = end;
  }
  return total;
}

/**
 * Ranges no one on the internet sends from (private, loopback, link-local, carrier-grade NAT, IPv6 unique local):
 * a proxy list may hold them whole, as a proxy on one's own network has such an address.
 */
const LOCAL_RANGES = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '100.64.0.0/10',
  'fc00::/7',
  'fe80::/10',
  '::1',
].flatMap(blocksOf);

const inside = (block: Block, range: Block) =>
  block.family === range.family &&
  block.bits >= range.bits &&
  block.start >> BigInt((block.family === 4 ? 32 : 128) - range.bits) ===
    range.start >> BigInt((range.family === 4 ? 32 : 128) - range.bits);

/**
 * How wide a list of proxies may be, outside the local ranges. A proxy is a machine of one's own or a provider's
 * published range, and one organisation's block is at most an IPv4 /8 (the widest ever assigned) or an IPv6 /29 (a
 * provider's allocation: Cloudflare publishes one); all together cover at most what one /8 holds (1/256 of the IPv4
 * internet; a CDN's whole list is about 1.5 million addresses) and 32 such IPv6 allocations. Wider, the list trusts a
 * part of the internet, not proxies, to say who the client is.
 */
export const PROXY_LIMITS = {
  4: { widestBits: 8, mostAddresses: 1n << 24n, asMuchAs: '/8', width: 32 },
  6: { widestBits: 29, mostAddresses: 1n << 104n, asMuchAs: '/24', width: 128 },
} as const;

/**
 * Why a list of proxy addresses and blocks trusts too many clients to be one, or null: a block wider than its
 * family's limit (IPv4-mapped IPv6 blocks counted as IPv4) outside the local ranges, or blocks that together cover
 * more public addresses than the limit. Entries that are not addresses or blocks are skipped (parseAddressList
 * reports them).
 */
export function tooBroadForProxies(entries: readonly string[]): string | null {
  const listed = entries
    .filter(isAddressOrBlock)
    .flatMap((entry) => blocksOf(entry).map((block) => ({ entry, block })));
  for (const { entry, block } of listed) {
    const limit = PROXY_LIMITS[block.family].widestBits;
    if (block.bits < limit && !LOCAL_RANGES.some((range) => inside(block, range)))
      return `${entry} lets in more than an IPv${block.family} /${limit}: list the proxies themselves`;
  }
  for (const family of [4, 6] as const) {
    const { mostAddresses, asMuchAs, width } = PROXY_LIMITS[family];
    const local = LOCAL_RANGES.filter((range) => range.family === family);
    const own = listed.filter(({ block }) => block.family === family).map(({ block }) => block);
    // Local addresses do not count: the size of (listed or local) less the size of local.
    const publicAddresses = unionSize([...own, ...local], width) - unionSize(local, width);
    if (publicAddresses > mostAddresses)
      return `together the entries cover more public IPv${family} addresses than a ${asMuchAs} holds: list the proxies themselves`;
  }
  return null;
}

/** Whether an entry is a /0 block, which the proxy check cannot take (it means everyone: write `true`). */
export const isEveryAddress = (entry: string): boolean => {
  const [, prefix] = entry.split('/');
  return prefix !== undefined && Number(prefix) === 0;
};
