import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fieldError } from '../../platform/errors';
import { IMAGE_SIGNATURES, sniff } from '../../platform/media';

/**
 * Stores a receipt image outside the public media folder (receipts are the player's private papers; operators read
 * them through the console API). Returns its file name, and how to remove it if the request does not go through.
 */
export function storeReceipt(receiptsDir: string, file: unknown, maxBytes: number) {
  if (file === undefined || file === null || file === '') return null;
  if (!Buffer.isBuffer(file) || file.length === 0 || file.length > maxBytes)
    throw fieldError('receipt', 'receipt_invalid');
  const extension = sniff(file, IMAGE_SIGNATURES);
  if (!extension) throw fieldError('receipt', 'receipt_invalid');
  const name = `${randomUUID()}.${extension}`;
  mkdirSync(receiptsDir, { recursive: true });
  writeFileSync(path.join(receiptsDir, name), file);
  return { name, remove: () => rmSync(path.join(receiptsDir, name), { force: true }) };
}

export const RECEIPT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
