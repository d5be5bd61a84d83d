import { describe, expect, it } from 'vitest';
import { PDF_EOF_WINDOW, PdfSniffer, sniffPdf } from './pdf-sniff';

const pdf = (body = 'hello') => Buffer.from(`%PDF-1.4\n${body}\n%%EOF\n`, 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('sniffPdf', () => {
  it('accepts a small complete PDF', () => {
    expect(sniffPdf(pdf())).toBe('pdf');
  });

  it.each([
    ['a PNG', PNG],
    ['an empty file', Buffer.alloc(0)],
    ['text mentioning %PDF- later', Buffer.from('hello %PDF-1.4 %%EOF')],
    ['a leading space', Buffer.from(' %PDF-1.4\n%%EOF')],
    ['a short prefix', Buffer.from('%PD')],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffPdf(bytes)).toBe('not-pdf');
  });

  it('calls a PDF without %%EOF near the end incomplete', () => {
    expect(sniffPdf(Buffer.from('%PDF-1.4\n1 0 obj\n'))).toBe('incomplete');
    const eofTooEarly = Buffer.concat([pdf(), Buffer.alloc(PDF_EOF_WINDOW, 0x20)]);
    expect(sniffPdf(eofTooEarly)).toBe('incomplete');
    const eofJustInside = Buffer.concat([pdf(), Buffer.alloc(PDF_EOF_WINDOW - 7, 0x20)]);
    expect(sniffPdf(eofJustInside)).toBe('pdf');
  });
});

describe('PdfSniffer', () => {
  it('gives the same verdict however the bytes are chunked', () => {
    const bytes = pdf('x'.repeat(5000));
    for (const size of [1, 2, 3, 7, 1023, 1024, 1025, 4096]) {
      const sniffer = new PdfSniffer();
      for (let offset = 0; offset < bytes.length; offset += size)
        sniffer.update(bytes.subarray(offset, offset + size));
      expect(sniffer.verdict(), `chunks of ${size}`).toBe('pdf');
    }
  });

  it('finds a marker split across two chunks', () => {
    const sniffer = new PdfSniffer();
    sniffer.update(Buffer.from('%PDF-1.7\n...%%E'));
    sniffer.update(Buffer.from('OF'));
    expect(sniffer.verdict()).toBe('pdf');
  });
});
