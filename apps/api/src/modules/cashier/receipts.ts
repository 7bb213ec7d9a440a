import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fieldError } from '../../platform/errors';

/** Image types told by their first bytes, not by what the client claims. */
const SIGNATURES: { extension: string; matches: (bytes: Buffer) => boolean }[] = [
  { extension: 'jpg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    extension: 'png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    extension: 'webp',
    matches: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * Stores a receipt image outside the public media folder (receipts are the player's private papers; operators read
 * them through the console API). Returns its file name, and how to remove it if the request does not go through.
 */
export function storeReceipt(receiptsDir: string, file: unknown, maxBytes: number) {
  if (file === undefined || file === null || file === '') return null;
  if (!Buffer.isBuffer(file) || file.length === 0 || file.length > maxBytes)
    throw fieldError('receipt', 'receipt_invalid');
  const type = SIGNATURES.find((signature) => signature.matches(file));
  if (!type) throw fieldError('receipt', 'receipt_invalid');
  const name = `${randomUUID()}.${type.extension}`;
  mkdirSync(receiptsDir, { recursive: true });
  writeFileSync(path.join(receiptsDir, name), file);
  return { name, remove: () => rmSync(path.join(receiptsDir, name), { force: true }) };
}

export const RECEIPT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
