/**
 * What the Shan provider's PHP does to text, written from shan-provider.md (sections 1, 2.3 and 2.4) for its
 * simulator: `json_encode` without flags, `urlencode`, and `date('Y-m-d\TH:i:sO')` in UTC.
 */

/** A JSON value as PHP holds it; a float is a number too, and prints as one (9850.0 as 9850, -0.0 as -0). */
export type PhpValue = null | boolean | number | string | PhpValue[] | { [key: string]: PhpValue };

const hex4 = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;

const SHORT_ESCAPES: Record<string, string> = {
  '"': '\\"',
  '\\': '\\\\',
  '/': '\\/',
  '\b': '\\b',
  '\f': '\\f',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};

/** `/` as `\/`, every character outside ASCII as `\uxxxx` (UTF-16, lowercase hex), controls escaped; `<>&'` kept. */
function phpString(text: string): string {
  let out = '"';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    const code = text.charCodeAt(i);
    out += SHORT_ESCAPES[char] ?? (code < 0x20 || code > 0x7e ? (code === 0x7f ? char : hex4(code)) : char);
  }
  return `${out}"`;
}

/** Shortest round-trip form, as PHP's serialize_precision -1 prints it; a negative zero keeps its sign. */
function phpNumber(value: number): string {
  if (Object.is(value, -0)) return '-0';
  return String(value);
}

/** `json_encode($value)` with no flags: compact, keys in the order the array holds them. */
export function phpJsonEncode(value: PhpValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return phpNumber(value);
  if (typeof value === 'string') return phpString(value);
  if (Array.isArray(value)) return `[${value.map(phpJsonEncode).join(',')}]`;
  const members = Object.entries(value).map(([key, item]) => `${phpString(key)}:${phpJsonEncode(item)}`);
  return `{${members.join(',')}}`;
}

/** `ksort`: the top level only, by byte order of the keys. */
export function ksort<T>(map: Record<string, T>): Record<string, T> {
  const keys = Object.keys(map).sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  return Object.fromEntries(keys.map((key) => [key, map[key]!]));
}

/** `urlencode`: letters, digits and `-_.` kept, a space as `+`, every other UTF-8 byte as `%XX`. */
export function phpUrlencode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-_.]/.test(char)) out += char;
    else if (char === ' ') out += '+';
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `gmdate('Y-m-d\TH:i:sO')`: whole seconds, offset +0000 without a colon, never Z. */
export function phpIsoTime(at: Date): string {
  const date = `${at.getUTCFullYear()}-${two(at.getUTCMonth() + 1)}-${two(at.getUTCDate())}`;
  return `${date}T${two(at.getUTCHours())}:${two(at.getUTCMinutes())}:${two(at.getUTCSeconds())}+0000`;
}
