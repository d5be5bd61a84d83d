/** A PDF starts with this (ISO 32000-1 §7.5.2). */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const PDF_EOF = Buffer.from('%%EOF', 'latin1');
/** Readers accept `%%EOF` within the last 1024 bytes (trailing newlines or padding after it). */
export const PDF_EOF_WINDOW = 1024;

export type PdfVerdict = 'pdf' | 'not-pdf' | 'incomplete';

/**
 * Checks, while a file streams past, that it is really a PDF: the magic at the very start and an
 * end-of-file marker near the end. Keeps only the first few and the last 1024 bytes.
 */
export class PdfSniffer {
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);

  update(chunk: Buffer): void {
    if (this.head.length < PDF_MAGIC.length) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, PDF_MAGIC.length - this.head.length)]);
    }
    const piece = chunk.length > PDF_EOF_WINDOW ? chunk.subarray(chunk.length - PDF_EOF_WINDOW) : chunk;
    const joined = Buffer.concat([this.tail, piece]);
    this.tail = Buffer.from(joined.subarray(Math.max(0, joined.length - PDF_EOF_WINDOW)));
  }

  verdict(): PdfVerdict {
    if (!this.head.equals(PDF_MAGIC)) return 'not-pdf';
    return this.tail.includes(PDF_EOF) ? 'pdf' : 'incomplete';
  }
}

/** The verdict for a whole file held in memory. */
export function sniffPdf(bytes: Buffer): PdfVerdict {
  const sniffer = new PdfSniffer();
  sniffer.update(bytes);
  return sniffer.verdict();
}
