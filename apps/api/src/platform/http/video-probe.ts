/**
 * Whether uploaded bytes are a video a browser can play, read from the container itself: an MP4 whose movie holds a
 * video track and whose media data is present, or a WebM whose segment holds a video track and a cluster of frames.
 * First bytes alone are not enough: a file that only starts like a video is refused. Parsing walks boxes and
 * elements in loops, never recursion, so a hostile file cannot exhaust the stack.
 */

interface Span {
  type: string;
  start: number;
  end: number;
}

/** The ISO BMFF boxes directly inside [start, end): type, and where each one's content starts and ends. */
function mp4Boxes(bytes: Buffer, start: number, end: number): Span[] | null {
  const boxes: Span[] = [];
  for (let at = start; at < end;) {
    if (at + 8 > end) return null;
    let size = bytes.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return null;
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) return null;
      size = Number(large);
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) return null;
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), start: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

const inside = (bytes: Buffer, box: Span, type: string) =>
  (mp4Boxes(bytes, box.start, box.end) ?? []).filter((child) => child.type === type);

/** A track's handler type (`vide`, `soun`...) from trak > mdia > hdlr. */
function trackHandler(bytes: Buffer, trak: Span): string | undefined {
  const hdlr = inside(bytes, trak, 'mdia').flatMap((mdia) => inside(bytes, mdia, 'hdlr'))[0];
  if (!hdlr || hdlr.end - hdlr.start < 12) return undefined;
  // version and flags (4 bytes), pre_defined (4 bytes), then the handler type.
  return bytes.toString('latin1', hdlr.start + 8, hdlr.start + 12);
}

export function isPlayableMp4(bytes: Buffer): boolean {
  const top = mp4Boxes(bytes, 0, bytes.length);
  if (!top || top[0]?.type !== 'ftyp') return false;
  const moov = top.find((box) => box.type === 'moov');
  const hasMedia = top.some((box) => box.type === 'mdat' && box.end > box.start);
  if (!moov || !hasMedia) return false;
  return inside(bytes, moov, 'trak').some((trak) => trackHandler(bytes, trak) === 'vide');
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const CLUSTER = 0x1f43b675;
const VIDEO_TRACK = 1;

interface Element {
  id: number;
  start: number;
  /** End of the content; for an element of unknown size (a live segment or cluster), the end of its parent. */
  end: number;
}

/** An EBML variable-length integer at `at`: its value (marker bit kept for ids) and length; null when malformed. */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > (keepMarker ? 4 : 8) || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    value = value * 256 + bytes[at + i]!;
    allOnes &&= bytes[at + i] === 0xff;
  }
  return { value: !keepMarker && allOnes ? -1 : value, length };
}

/** The EBML elements directly inside [start, end); stops at the first of unknown size, which runs to `end`. */
function ebmlElements(bytes: Buffer, start: number, end: number): Element[] | null {
  const elements: Element[] = [];
  for (let at = start; at < end;) {
    const id = vint(bytes, at, true);
    if (!id) return null;
    const size = vint(bytes, at + id.length, false);
    if (!size) return null;
    const contentStart = at + id.length + size.length;
    if (size.value === -1) {
      elements.push({ id: id.value, start: contentStart, end });
      return elements;
    }
    const contentEnd = contentStart + size.value;
    if (contentEnd > end) return null;
    elements.push({ id: id.value, start: contentStart, end: contentEnd });
    at = contentEnd;
  }
  return elements;
}

const children = (bytes: Buffer, parent: Element, id: number) =>
  (ebmlElements(bytes, parent.start, parent.end) ?? []).filter((child) => child.id === id);

function isVideoTrack(bytes: Buffer, entry: Element): boolean {
  const [type] = children(bytes, entry, TRACK_TYPE);
  const [codec] = children(bytes, entry, CODEC_ID);
  if (!type || !codec || type.end - type.start !== 1) return false;
  return (
    bytes[type.start] === VIDEO_TRACK && bytes.toString('latin1', codec.start, codec.end).startsWith('V_')
  );
}

export function isPlayableWebm(bytes: Buffer): boolean {
  const top = ebmlElements(bytes, 0, bytes.length);
  const [header, segment] = top ?? [];
  if (header?.id !== EBML || segment?.id !== SEGMENT) return false;
  const [docType] = children(bytes, header, DOC_TYPE);
  if (!docType || bytes.toString('latin1', docType.start, docType.end) !== 'webm') return false;
  const parts = ebmlElements(bytes, segment.start, segment.end) ?? [];
  const hasVideo = parts
    .filter((part) => part.id === TRACKS)
    .flatMap((tracks) => children(bytes, tracks, TRACK_ENTRY))
    .some((entry) => isVideoTrack(bytes, entry));
  return hasVideo && parts.some((part) => part.id === CLUSTER && part.end > part.start);
}

/** The extension of a playable video's container, or undefined. */
export function probeVideo(bytes: Buffer): 'mp4' | 'webm' | undefined {
  if (isPlayableMp4(bytes)) return 'mp4';
  if (isPlayableWebm(bytes)) return 'webm';
  return undefined;
}
