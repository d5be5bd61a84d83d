import { describe, expect, it, vi } from 'vitest';
import {
  fitWithin,
  PICTURE_SIDE,
  PictureUnreadableError,
  shrinkPicture,
  type PictureCanvas,
} from './picture-shrink';

/** A canvas whose encoding is `length` characters long at each quality, recording what it drew. */
function fakeCanvas(width: number, height: number, lengthAt: (quality: number) => number) {
  const drawn: { width: number; height: number; quality: number }[] = [];
  const close = vi.fn();
  const canvas: PictureCanvas = {
    open: async () => ({ width, height, source: {} as CanvasImageSource, close }),
    encode: async (_source, w, h, quality) => {
      drawn.push({ width: w, height: h, quality });
      const prefix = 'data:image/jpeg;base64,';
      return prefix + 'A'.repeat(lengthAt(quality) - prefix.length);
    },
  };
  return { canvas, drawn, close };
}

const photo = new Blob([new Uint8Array(3_000_000)], { type: 'image/jpeg' });

describe('fitting a picture within a square', () => {
  it('scales the longest side down to the limit, keeping the shape', () => {
    expect(fitWithin(4000, 3000, 256)).toEqual({ width: 256, height: 192 });
    expect(fitWithin(1080, 1920, 256)).toEqual({ width: 144, height: 256 });
  });

  it('never enlarges a small picture, and never gives a side of 0', () => {
    expect(fitWithin(100, 80, 256)).toEqual({ width: 100, height: 80 });
    expect(fitWithin(10_000, 10, 256)).toEqual({ width: 256, height: 1 });
  });
});

describe('shrinking a chosen photo', () => {
  it('draws a phone photo at 256 px and keeps the first quality that fits', async () => {
    const { canvas, drawn, close } = fakeCanvas(4032, 3024, () => 40_000);
    const url = await shrinkPicture(photo, canvas);
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    expect(drawn).toEqual([{ width: PICTURE_SIDE, height: 192, quality: 0.85 }]);
    expect(close).toHaveBeenCalledOnce();
  });

  it('lowers the quality until the data URL is short enough', async () => {
    const { canvas, drawn } = fakeCanvas(800, 800, (quality) => (quality > 0.6 ? 250_000 : 150_000));
    const url = await shrinkPicture(photo, canvas, 200_000);
    expect(url).toHaveLength(150_000);
    expect(drawn.map((step) => step.quality)).toEqual([0.85, 0.7, 0.5]);
  });

  it('refuses a picture that never fits, and still lets the decoded image go', async () => {
    const { canvas, close } = fakeCanvas(800, 800, () => 250_000);
    await expect(shrinkPicture(photo, canvas, 200_000)).rejects.toBeInstanceOf(PictureUnreadableError);
    expect(close).toHaveBeenCalledOnce();
  });

  it('refuses a file the browser cannot decode', async () => {
    const encode = vi.fn<PictureCanvas['encode']>();
    const canvas: PictureCanvas = {
      open: () => Promise.reject(new DOMException('bad image', 'InvalidStateError')),
      encode,
    };
    await expect(shrinkPicture(photo, canvas)).rejects.toBeInstanceOf(PictureUnreadableError);
    expect(encode).not.toHaveBeenCalled();
  });
});
