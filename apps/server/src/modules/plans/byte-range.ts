/**
 * One `Range: bytes=…` request header against a file of `size` bytes (RFC 9110 §14): the viewer
 * (pdf.js) asks for the parts of a large drawing it needs, so the first page shows before the
 * whole file has come.
 *
 * - `bytes=0-1023`, `bytes=1024-` (to the end) and `bytes=-500` (the last 500) give that part,
 *   an end past the file cut to its last byte;
 * - a first byte at or past the end (or `bytes=-0`) cannot be satisfied: 416;
 * - no header, another unit, several ranges or anything malformed: the whole file (the RFC lets a
 *   server ignore a Range it does not support; pdf.js asks for one range at a time).
 */
export interface ByteRange {
  start: number;
  /** Inclusive, as in Content-Range. */
  end: number;
}

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === undefined) return null;
  const match = SINGLE_RANGE.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** `bytes 0-1023/20000`. */
export function contentRange(range: ByteRange, size: number): string {
  return `bytes ${range.start}-${range.end}/${size}`;
}
