import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { MessageKey } from '@zeya/contract/messages';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { fieldError } from './errors';
import { probeVideo } from './video-probe';

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG, PNG or WebP, told by the first bytes rather than by what the client claims (the decoder then has its say). */
function startsLikeImage(b: Buffer): boolean {
  return (
    (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
    b.subarray(0, 8).equals(PNG_SIGNATURE) ||
    (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP')
  );
}

/**
 * Lets a plugin's routes take multipart forms: text fields arrive as strings, a file as its bytes. A file over
 * `maxBytes` arrives cut at one byte more, so the route can refuse it on its own field (413 would name no field).
 */
export async function acceptUploads(app: FastifyInstance, maxBytes: number) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: maxBytes + 1, files: 1, fields: 20 },
  });
}

/** How an image is fitted to the place the player site shows it: exact boxes crop (cover) or pad (contain). */
export interface ImageSize {
  width: number;
  height: number;
  fit: 'cover' | 'contain' | 'inside';
}

/** A stored upload: its public path, and how to take it back if the change it belongs to does not commit. */
export interface StoredUpload {
  url: string;
  remove: () => void;
}

/** Bigger than any photo a phone takes; stops a small file that decompresses to a huge bitmap. */
const MAX_INPUT_PIXELS = 50_000_000;

export function uploadedBytes(file: unknown, maxBytes: number, field: string, key: MessageKey): Buffer {
  if (!Buffer.isBuffer(file) || file.length === 0 || file.length > maxBytes) throw fieldError(field, key);
  return file;
}

function writeFile(uploadsDir: string, folder: string, extension: string, bytes: Buffer): StoredUpload {
  const relative = `${folder}/${randomUUID()}.${extension}`;
  const file = path.join(uploadsDir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return { url: `/storage/${relative}`, remove: () => rmSync(file, { force: true }) };
}

/**
 * An uploaded image decoded in full and encoded again as WebP (rotated upright, metadata dropped), fitted to `size`
 * when one is given: what is stored is a picture, whatever else the uploaded bytes carried. A 422 on `field` when
 * the first bytes are not an image's or the rest does not decode (cut short, corrupt, or too many pixels).
 */
export async function reencodedImage(
  bytes: Buffer,
  field: string,
  key: MessageKey,
  options: { size?: ImageSize; quality: number },
): Promise<Buffer> {
  if (!startsLikeImage(bytes)) throw fieldError(field, key);
  try {
    let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    if (options.size) {
      const { width, height, fit } = options.size;
      image = image.resize({
        width,
        height,
        fit,
        withoutEnlargement: fit === 'inside',
        background: '#00000000',
      });
    }
    return await image.webp({ quality: options.quality }).toBuffer();
  } catch {
    throw fieldError(field, key);
  }
}

/**
 * Checks an uploaded image by its bytes and size, fits it to `size` as WebP and stores it under `folder` with a new
 * name, so browsers holding the old one in cache never show it for the new.
 */
export async function storeImage(
  uploadsDir: string,
  folder: string,
  upload: { file: unknown; field: string; maxBytes: number; size: ImageSize },
): Promise<StoredUpload> {
  const bytes = uploadedBytes(upload.file, upload.maxBytes, upload.field, 'image_invalid');
  const resized = await reencodedImage(bytes, upload.field, 'image_invalid', {
    size: upload.size,
    quality: 82,
  });
  return writeFile(uploadsDir, folder, 'webp', resized);
}

/** Checks an uploaded video by its container (MP4 or WebM with a video track) and size, and stores it as it came. */
export function storeVideo(
  uploadsDir: string,
  folder: string,
  upload: { file: unknown; field: string; maxBytes: number },
): StoredUpload {
  const bytes = uploadedBytes(upload.file, upload.maxBytes, upload.field, 'video_invalid');
  const extension = probeVideo(bytes);
  if (!extension) throw fieldError(upload.field, 'video_invalid');
  return writeFile(uploadsDir, folder, extension, bytes);
}

/** Deletes a file we serve at /storage/...; anything else (a hosted video's URL) is not ours to delete. */
export function removeUpload(uploadsDir: string, url: string | null | undefined) {
  if (!url?.startsWith('/storage/')) return;
  const file = path.resolve(uploadsDir, url.slice('/storage/'.length));
  if (file.startsWith(path.resolve(uploadsDir) + path.sep)) rmSync(file, { force: true });
}

/**
 * Uploaded media at /storage/..., cached for an hour (a replaced file gets a new name). The spec's client appends
 * some image paths to its API base address, which ends in /api: /api/storage/... sends it on to the file.
 */
export async function serveMedia(app: FastifyInstance, uploadsDir: string) {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/storage/',
    decorateReply: false,
    maxAge: '1h',
  });
  app.get('/api/storage/*', { config: { access: 'public' }, schema: { hide: true } }, (request, reply) =>
    reply.redirect(request.url.slice('/api'.length), 301),
  );
}
