import type { CoverMimeType } from '@kadirio/domain';

/** The file extension each accepted image type is stored and served under. */
export const COVER_EXTENSIONS: Record<CoverMimeType, 'png' | 'jpg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export const MIME_OF_EXTENSION: Record<string, CoverMimeType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Bytes enough to recognise every accepted type. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/**
 * The image type from the file's first bytes (its magic number), never from its name or the
 * Content-Type the client claimed. Null when it is none of PNG, JPEG, WebP.
 */
export function sniffImageType(head: Buffer): CoverMimeType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}
