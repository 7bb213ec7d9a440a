/**
 * How a support channel's address reads on its card: the number, handle or page a person recognises, not the link
 * behind it (`viber://chat?number=%2B959…` reads "+95 9 123 450 001", `https://t.me/zeya_support` "@zeya_support").
 * The link itself stays the card's href; an address we cannot read is shown as it is.
 */
export function contactAddress(value: string): string {
  const url = parse(value.trim());
  if (!url) return value;
  const scheme = url.protocol.replace(/:$/, '').toLowerCase();
  if (scheme === 'viber' || scheme === 'tel' || scheme === 'sms') return viberOrPhone(url) ?? value;
  if (scheme === 'mailto') return decodeURIComponent(url.pathname);
  if (scheme === 'tg') return handle(url.searchParams.get('domain')) ?? value;
  if (scheme === 'http' || scheme === 'https') return webAddress(url);
  return value;
}

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

const handle = (name: string | null | undefined) => (name ? `@${name.replace(/^[@~]/, '')}` : null);

/** A phone number grouped as it is said: +95 9 123 450 001 in Myanmar, else in threes after the country code. */
function readablePhone(raw: string): string | null {
  const digits = raw.replace(/[^\d+]/g, '');
  const match = /^\+?(\d{6,15})$/.exec(digits);
  if (!match?.[1]) return null;
  const number = match[1];
  const threes = (rest: string) => rest.match(/\d{1,3}/g)?.join(' ') ?? rest;
  if (number.startsWith('959')) return `+95 9 ${threes(number.slice(3))}`;
  if (number.startsWith('09')) return `09 ${threes(number.slice(2))}`;
  return digits.startsWith('+') ? `+${threes(number)}` : threes(number);
}

/** viber://chat?number=…, viber://add?number=…, viber://pa?chatURI=…, tel:… and sms:…. */
function viberOrPhone(url: URL): string | null {
  const number = url.searchParams.get('number') ?? (url.protocol === 'viber:' ? null : url.pathname);
  if (number) return readablePhone(number);
  return handle(url.searchParams.get('chatURI'));
}

/** t.me and LINE ids as handles; other pages as their site and path, without the scheme and "www.". */
function webAddress(url: URL): string {
  const host = url.hostname.replace(/^www\./, '').toLowerCase();
  const path = decodeURIComponent(url.pathname).replace(/\/+$/, '');
  const last = path.split('/').pop();
  if ((host === 't.me' || host === 'telegram.me') && last) return handle(last) ?? host;
  if (host === 'line.me' && last) return handle(last) ?? host;
  if (host === 'wa.me' && last) return readablePhone(`+${last}`) ?? `${host}${path}`;
  return `${host}${path}`;
}
