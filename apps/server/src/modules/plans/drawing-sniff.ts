import { PdfSniffer } from './pdf-sniff';

/**
 * What a drawing may be: a PDF, or a photo or scan of a paper drawing (JPEG, PNG). Each kind is
 * told by its magic bytes and a marker of its end, never by the name or the type the browser
 * sent. The stored file's extension records the kind, so it is served with the right type.
 */
export const DRAWING_KINDS = {
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
} as const;
export type DrawingKind = keyof typeof DRAWING_KINDS;

export type DrawingVerdict = DrawingKind | 'not-drawing' | 'incomplete';

/** JPEG: SOI then a marker (FF D8 FF); ends with EOI (FF D9). ITU T.81 Annex B. */
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const JPEG_END = Buffer.from([0xff, 0xd9]);
/** PNG: the 8-byte signature; the last chunk is IEND (ISO 15948 §5.2, §11.2.5). */
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from('IEND', 'latin1');
/** Cameras and editors may pad after the end marker; look for it in the last KiB. */
const TAIL_WINDOW = 1024;

/** Sniffs a drawing as it streams past, keeping only its first 8 and last 1024 bytes. */
export class DrawingSniffer {
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  private readonly pdf = new PdfSniffer();

  update(chunk: Buffer): void {
    this.pdf.update(chunk);
    if (this.head.length < PNG_MAGIC.length) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, PNG_MAGIC.length - this.head.length)]);
    }
    const piece = chunk.length > TAIL_WINDOW ? chunk.subarray(chunk.length - TAIL_WINDOW) : chunk;
    const joined = Buffer.concat([this.tail, piece]);
    this.tail = Buffer.from(joined.subarray(Math.max(0, joined.length - TAIL_WINDOW)));
  }

  verdict(): DrawingVerdict {
    const pdf = this.pdf.verdict();
    if (pdf !== 'not-pdf') return pdf;
    if (this.head.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) {
      return this.tail.includes(JPEG_END) ? 'jpeg' : 'incomplete';
    }
    if (this.head.equals(PNG_MAGIC)) return this.tail.includes(PNG_END) ? 'png' : 'incomplete';
    return 'not-drawing';
  }
}

export function sniffDrawing(bytes: Buffer): DrawingVerdict {
  const sniffer = new DrawingSniffer();
  sniffer.update(bytes);
  return sniffer.verdict();
}

/** The kind of a stored drawing, from the extension the server gave it. */
export function kindOfStoredName(storedName: string): DrawingKind {
  if (storedName.endsWith('.jpg')) return 'jpeg';
  if (storedName.endsWith('.png')) return 'png';
  return 'pdf';
}
