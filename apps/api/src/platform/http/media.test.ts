import { describe, expect, it } from 'vitest';
import { noisyPng, pngHeaderOf, pngOf } from '../../test/uploads';
import { HttpError, ValidationError } from './errors';
import { inPictureQueue, MAX_IMAGE_PIXELS, pictureQueue, reencodedImage } from './media';

/** A promise with its resolve function outside, to hold a queued job until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const refusalOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('picture work', () => {
  it('runs at most the limit of decodes at once; the others wait in order, and past 32 waiting are refused', async () => {
    const { limit } = pictureQueue();
    expect(limit).toBeGreaterThanOrEqual(1);
    const order: number[] = [];
    const gates = Array.from({ length: limit + 32 + 2 }, gate);
    const jobs = gates.map((held, index) =>
      inPictureQueue(async () => {
        order.push(index);
        await held.opened;
        return index;
      }),
    );
    expect(pictureQueue()).toMatchObject({ running: limit, waiting: 32 });
    expect(order).toEqual(Array.from({ length: limit }, (_, index) => index));
    // The two beyond the waiting room are refused at once: their uploads are not held while the queue drains.
    for (const refused of jobs.slice(limit + 32)) {
      const error = await refusalOf(refused);
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).statusCode).toBe(503);
    }
    for (const [index, held] of gates.slice(0, limit + 32).entries()) {
      held.open();
      expect(await jobs[index]).toBe(index);
      expect(pictureQueue().running).toBeLessThanOrEqual(limit);
    }
    expect(order).toEqual(Array.from({ length: limit + 32 }, (_, index) => index));
    expect(pictureQueue()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('gives the slot back when a decode fails', async () => {
    await expect(inPictureQueue(() => Promise.reject(new Error('corrupt')))).rejects.toThrow('corrupt');
    expect(pictureQueue()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('refuses a picture of too many pixels by its header, before any decoding, saying its size', async () => {
    const before = pictureQueue().started;
    const at = Date.now();
    const error = await refusalOf(
      reencodedImage(pngHeaderOf(7000, 7000), 'receipt', 'receipt_invalid', { quality: 90 }),
    );
    expect(Date.now() - at).toBeLessThan(500);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields.receipt).toEqual([
      { key: 'image_too_many_pixels', values: { width: '7000', height: '7000', max: '16.8' } },
    ]);
    // Too long a side is refused the same way, however few its pixels.
    const long = await refusalOf(
      reencodedImage(pngHeaderOf(20_000, 10), 'image', 'image_invalid', { quality: 82 }),
    );
    expect((long as ValidationError).fields.image).toMatchObject([{ key: 'image_too_many_pixels' }]);
    expect(pictureQueue().started).toBe(before);
  });

  it('takes a picture at the bound, and counts its decode', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(4096 * 4096);
    const before = pictureQueue().started;
    const webp = await reencodedImage(await pngOf(4096, 4096), 'image', 'image_invalid', { quality: 50 });
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(pictureQueue().started).toBe(before + 1);
    // A corrupt body behind a plausible header still fails as the field's own error, after its turn.
    const cut = (await noisyPng(64, 64)).subarray(0, 200);
    const error = await refusalOf(reencodedImage(cut, 'image', 'image_invalid', { quality: 50 }));
    expect((error as ValidationError).fields.image).toEqual(['image_invalid']);
  });
});
