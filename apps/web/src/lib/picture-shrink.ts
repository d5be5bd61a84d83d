import { PROFILE_PIC_MAX_CHARS } from '@kadirio/domain';

/**
 * The longest side of a stored profile picture. An avatar is shown at most 72 px wide (144 device
 * pixels on a dense phone screen); 256 keeps it sharp there and a phone photo of 3–5 MB becomes a
 * data URL of some 20–40 KB.
 */
export const PICTURE_SIDE = 256;

/** JPEG qualities tried in turn until the picture fits: the first is visually lossless at this size. */
const QUALITIES = [0.85, 0.7, 0.5] as const;

/** What the browser decodes and draws; a test passes its own. */
export interface PictureCanvas {
  /** Decodes the file; rejects when the browser cannot read it as an image. */
  open(file: Blob): Promise<{ width: number; height: number; source: CanvasImageSource; close(): void }>;
  /** Draws `source` at `width` × `height` on white and encodes it as a JPEG data URL. */
  encode(source: CanvasImageSource, width: number, height: number, quality: number): Promise<string>;
}

export class PictureUnreadableError extends Error {}

/** `width` × `height` scaled to fit within `maxSide` on its longest side; never enlarged. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const browserCanvas: PictureCanvas = {
  async open(file) {
    const bitmap = await createImageBitmap(file);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  async encode(source, width, height, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new PictureUnreadableError('no 2D canvas');
    // A transparent PNG would turn black as a JPEG: white is what a page shows behind it.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(source, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', quality);
  },
};

/**
 * A chosen photo made small enough to store as a profile picture: at most `PICTURE_SIDE` pixels on
 * its longest side, as a JPEG data URL the server accepts. Any phone photo fits; a file the
 * browser cannot decode is refused with `PictureUnreadableError`.
 */
export async function shrinkPicture(
  file: Blob,
  canvas: PictureCanvas = browserCanvas,
  maxChars: number = PROFILE_PIC_MAX_CHARS,
): Promise<string> {
  let image: Awaited<ReturnType<PictureCanvas['open']>>;
  try {
    image = await canvas.open(file);
  } catch {
    throw new PictureUnreadableError('the file is not an image this browser can read');
  }
  try {
    const size = fitWithin(image.width, image.height, PICTURE_SIDE);
    for (const quality of QUALITIES) {
      const url = await canvas.encode(image.source, size.width, size.height, quality);
      if (url.startsWith('data:image/jpeg;base64,') && url.length <= maxChars) return url;
    }
    throw new PictureUnreadableError('the picture does not fit even at the lowest quality');
  } finally {
    image.close();
  }
}
