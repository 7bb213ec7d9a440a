import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceDir } from '../../db/paths';
import { probeVideo } from './video-probe';

/** An ISO BMFF box: 32-bit size, type, content. */
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A handler box: version/flags, pre_defined, the handler type, reserved, an empty name. */
const hdlr = (handler: string) =>
  box('hdlr', Buffer.alloc(8), Buffer.from(handler, 'latin1'), Buffer.alloc(13));

function mp4(handler: string | null, media = Buffer.alloc(64, 7)) {
  const track = handler
    ? box('trak', box('tkhd', Buffer.alloc(84)), box('mdia', hdlr(handler)))
    : Buffer.alloc(0);
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')),
    box('moov', box('mvhd', Buffer.alloc(100)), track),
    box('mdat', media),
  ]);
}

/** An EBML element with a one-byte size (contents under 127 bytes). */
function element(id: number[], ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([...id, 0x80 | body.length]), body]);
}

function webm(trackType: number, codec: string) {
  const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm')));
  const entry = element(
    [0xae],
    element([0xd7], Buffer.from([1])),
    element([0x83], Buffer.from([trackType])),
    element([0x86], Buffer.from(codec)),
  );
  const cluster = element([0x1f, 0x43, 0xb6, 0x75], element([0xe7], Buffer.from([0])), Buffer.alloc(20, 1));
  return Buffer.concat([
    header,
    element([0x18, 0x53, 0x80, 0x67], element([0x16, 0x54, 0xae, 0x6b], entry), cluster),
  ]);
}

const seedVideo = (name: string) => readFileSync(path.join(sourceDir(), 'seed', 'media', name));

describe('video probe', () => {
  it('takes an MP4 whose movie has a video track and media data', () => {
    expect(probeVideo(mp4('vide'))).toBe('mp4');
  });

  it.each([
    ['no track', mp4(null)],
    ['sound only', mp4('soun')],
    ['no media data', mp4('vide', Buffer.alloc(0))],
    ['cut short', mp4('vide').subarray(0, 150)],
    [
      'an MP4 signature and nothing else',
      Buffer.concat([mp4('vide').subarray(0, 12), Buffer.alloc(200, 0x41)]),
    ],
  ])('refuses an MP4 with %s', (_, bytes) => {
    expect(probeVideo(bytes)).toBeUndefined();
  });

  it('takes the WebM videos the seed ships, and a WebM with a video track and a cluster', () => {
    expect(probeVideo(seedVideo('promo-1.webm'))).toBe('webm');
    expect(probeVideo(seedVideo('promo-2.webm'))).toBe('webm');
    expect(probeVideo(webm(1, 'V_VP9'))).toBe('webm');
  });

  it.each([
    ['sound only', webm(2, 'A_OPUS')],
    ['its first 200 bytes', seedVideo('promo-1.webm').subarray(0, 200)],
    ['a header and nothing else', seedVideo('promo-1.webm').subarray(0, 40)],
    ['text', Buffer.from('<html>not a video</html>')],
  ])('refuses a WebM of %s', (_, bytes) => {
    expect(probeVideo(bytes)).toBeUndefined();
  });
});
