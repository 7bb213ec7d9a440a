import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { auditLog } from '../db/schema';
import type { Reply, TestServer } from './server';

/** A plain PNG of the given size. */
export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

/** A PNG of random pixels: it does not compress, so it is about width x height x 3 bytes. */
export const noisyPng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();

/** Sends a multipart form as a browser does: text fields, and files as named blobs. */
export async function sendForm(
  server: TestServer,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Record<string, Buffer> = {},
  token?: string,
): Promise<Reply> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, bytes] of Object.entries(files)) form.set(name, new Blob([bytes]), `${name}.bin`);
  const response = await fetch(server.base + url, {
    method,
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** The bytes the server serves at a /storage path, or null when it answers 404. */
export async function served(server: TestServer, mediaPath: string): Promise<Buffer | null> {
  const response = await fetch(server.base + mediaPath);
  if (response.status === 404) return null;
  return Buffer.from(await response.arrayBuffer());
}

/** The newest audit record, to check the one a change wrote. */
export async function lastAudit(server: TestServer) {
  const [row] = await server.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

export async function auditCount(server: TestServer, action: string) {
  return (await server.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, action)))
    .length;
}

/**
 * The header of a PNG of the given size and almost nothing after it: what a picture says of its size before any
 * pixel is read, for refusals that must come before decoding (it would not decode).
 */
export function pngHeaderOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
