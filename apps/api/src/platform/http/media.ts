import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { MessageKey } from '@zeya/contract/messages';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { fieldError, HttpError } from './errors';
import { probeVideo } from './video-probe';
import { convertZawgyiInput } from './zawgyi';

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
  // The form's text fields are in the body only now, after the plugin's own hook: Zawgyi in them becomes Unicode.
  convertZawgyiInput(app);
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

/**
 * 4096 x 4096 worth of pixels: a 12-megapixel phone photo and any screenshot fit. Decoding costs about a picture's
 * pixel count (a 7000 x 7000 one took seconds of a core), and its header tells the count before any is spent.
 */
export const MAX_IMAGE_PIXELS = 4096 * 4096;
/** WebP's own limit on a side: a longer picture could not be stored again, however few its pixels. */
const MAX_IMAGE_SIDE = 16_383;

/**
 * Pictures this process decodes at once. The others wait their turn, so that picture work, seconds of a core each,
 * leaves the rest of the cores to every other request: one on two cores.
 */
const DECODES_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));
/** Beyond this many waiting, a picture is refused at once (503): each waiting request holds its upload in memory. */
const MAX_WAITING_DECODES = 32;

let decoding = 0;
let started = 0;
const waitingDecodes: (() => void)[] = [];

/**
 * The picture queue of this process, for metrics: decodes running, waiting, allowed at once, and started since the
 * process began (a counter).
 */
export function pictureQueue() {
  return { running: decoding, waiting: waitingDecodes.length, limit: DECODES_AT_ONCE, started };
}

/** Runs `work` when a decode slot is free; a finished one hands its slot to the first waiting, in arrival order. */
export async function inPictureQueue<T>(work: () => Promise<T>): Promise<T> {
  if (decoding < DECODES_AT_ONCE) decoding += 1;
  else if (waitingDecodes.length >= MAX_WAITING_DECODES) throw new HttpError(503, 'too_many_requests');
  else await new Promise<void>((resolve) => waitingDecodes.push(resolve));
  started += 1;
  try {
    return await work();
  } finally {
    const next = waitingDecodes.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/**
 * Refuses a picture by its header alone, without decoding it: a 422 on `field` when the header does not read, or
 * when it names more pixels than MAX_IMAGE_PIXELS (saying its size and the limit) or a side WebP cannot hold.
 */
async function checkHeader(bytes: Buffer, field: string, key: MessageKey) {
  let width: number;
  let height: number;
  try {
    const header = await sharp(bytes).metadata();
    width = header.width;
    // An animated WebP decodes its first frame only: the frame's height is what costs.
    height = header.pageHeight ?? header.height;
  } catch {
    throw fieldError(field, key);
  }
  if (width * height > MAX_IMAGE_PIXELS || Math.max(width, height) > MAX_IMAGE_SIDE)
    throw fieldError(field, {
      key: 'image_too_many_pixels',
      values: {
        width: String(width),
        height: String(height),
        max: (MAX_IMAGE_PIXELS / 1_000_000).toFixed(1),
      },
    });
}

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
 * the first bytes are not an image's, its header names too many pixels, or the rest does not decode (cut short,
 * corrupt). The decode waits its turn in the picture queue; callers check everything else first.
 */
export async function reencodedImage(
  bytes: Buffer,
  field: string,
  key: MessageKey,
  options: { size?: ImageSize; quality: number },
): Promise<Buffer> {
  if (!startsLikeImage(bytes)) throw fieldError(field, key);
  await checkHeader(bytes, field, key);
  return inPictureQueue(() => decodedAgain(bytes, field, key, options));
}

async function decodedAgain(
  bytes: Buffer,
  field: string,
  key: MessageKey,
  options: { size?: ImageSize; quality: number },
): Promise<Buffer> {
  try {
    // The same bound again, for the decoder: it stops at a header that lied about the size.
    let image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
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

/**
 * A media path as an absolute URL on `base` (publicBase: PUBLIC_URL, else the request's own origin), so that a
 * client on another origin shows it as it comes; an address already absolute (a hosted video) is left as it is.
 */
export function absoluteMediaUrl(base: string, url: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url;
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
