import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { reencodedImage, uploadedBytes } from '../../platform/http/media';

/** Receipts keep their full size; a little more quality than the site's pictures keeps small print legible. */
const RECEIPT_QUALITY = 90;

/**
 * A receipt image decoded in full and stored again as WebP, outside the public media folder (receipts are the
 * player's private papers; operators read them through the console API). Returns its file name, and how to remove it
 * if the request does not go through.
 */
export async function storeReceipt(receiptsDir: string, file: unknown, maxBytes: number) {
  if (file === undefined || file === null || file === '') return null;
  const bytes = uploadedBytes(file, maxBytes, 'receipt', 'receipt_invalid');
  const image = await reencodedImage(bytes, 'receipt', 'receipt_invalid', { quality: RECEIPT_QUALITY });
  const name = `${randomUUID()}.webp`;
  mkdirSync(receiptsDir, { recursive: true });
  writeFileSync(path.join(receiptsDir, name), image);
  return { name, remove: () => rmSync(path.join(receiptsDir, name), { force: true }) };
}

/** Receipts stored before they were re-encoded keep the type they came in. */
export const RECEIPT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};
