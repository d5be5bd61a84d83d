import { randomBytes } from 'node:crypto';

/** A file part; `field` defaults to `file`, `contentType` to application/pdf. */
export interface FilePart {
  filename: string;
  content: Buffer | string;
  field?: string;
  contentType?: string;
}

/** A plain text field. */
export interface FieldPart {
  field: string;
  value: string;
}

export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
}

/**
 * A multipart/form-data body written by hand, byte for byte as a browser sends it (file names
 * as raw UTF-8), so tests control exactly what reaches the server, cut-short bodies included.
 */
export function buildMultipart(parts: (FilePart | FieldPart)[]): MultipartBody {
  const boundary = `----KadirioTestBoundary${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('content' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.contentType ?? 'application/pdf'}\r\n\r\n`,
          'utf8',
        ),
        typeof part.content === 'string' ? Buffer.from(part.content, 'latin1') : part.content,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`, 'utf8'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A small but complete PDF (magic first, %%EOF last), `paddingBytes` longer than the bare
 * minimum when a test needs a given size. Each call's bytes differ unless `label` is fixed.
 */
export function buildPdf(label = randomBytes(4).toString('hex'), paddingBytes = 0): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% Kadirio test drawing ${label}\n`, 'latin1');
  const tail = Buffer.from('\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(paddingBytes, 0x20), tail]);
}

/** A PDF of exactly `size` bytes (at least the bare minimum). */
export function buildPdfOfSize(size: number): Buffer {
  const bare = buildPdf('sized').length;
  if (size < bare) throw new Error(`a test PDF needs at least ${bare} bytes`);
  return buildPdf('sized', size - bare);
}

/** A whole (tiny) JPEG as a phone camera writes one: SOI, an APP0 segment, EOI. */
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\u0000 a photo of a drawing', 'latin1'),
  Buffer.from([0xff, 0xd9]),
]);

/** A whole PNG: the signature, some chunk bytes and the IEND chunk. */
export const WHOLE_PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR a scan of a drawing', 'latin1'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('IEND', 'latin1'),
  Buffer.from([0xae, 0x42, 0x60, 0x82]),
]);

/** The first bytes of a PNG image, cut before its end: what a photo renamed to plan.pdf starts with. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR not really an image but close enough%%EOF', 'latin1'),
]);
