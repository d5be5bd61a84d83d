import { describe, expect, it } from 'vitest';
import { DrawingSniffer, kindOfStoredName, sniffDrawing } from './drawing-sniff';

const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.alloc(300, 7),
  Buffer.from([0xff, 0xd9]),
]);
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG = Buffer.concat([
  PNG_HEAD,
  Buffer.alloc(200, 1),
  Buffer.from('IEND', 'latin1'),
  Buffer.from([0xae, 0x42, 0x60, 0x82]),
]);

describe('sniffDrawing', () => {
  it('tells PDFs, JPEGs and PNGs by their bytes', () => {
    expect(sniffDrawing(Buffer.from('%PDF-1.7\nx\n%%EOF\n', 'latin1'))).toBe('pdf');
    expect(sniffDrawing(JPEG)).toBe('jpeg');
    expect(sniffDrawing(PNG)).toBe('png');
  });

  it('calls an image without its end marker incomplete', () => {
    expect(sniffDrawing(JPEG.subarray(0, JPEG.length - 2))).toBe('incomplete');
    expect(sniffDrawing(PNG.subarray(0, PNG.length - 10))).toBe('incomplete');
  });

  it.each([
    ['a Word file', Buffer.from('PK\u0003\u0004word/document.xml', 'latin1')],
    ['text', Buffer.from('hello')],
    ['an empty file', Buffer.alloc(0)],
    ['a GIF', Buffer.from('GIF89a....;', 'latin1')],
  ])('refuses %s', (_label, bytes) => {
    expect(sniffDrawing(bytes)).toBe('not-drawing');
  });

  it('reads the magic across chunks of one byte', () => {
    const sniffer = new DrawingSniffer();
    for (const byte of PNG) sniffer.update(Buffer.from([byte]));
    expect(sniffer.verdict()).toBe('png');
  });

  it('reads the kind back from a stored name', () => {
    expect(kindOfStoredName('00000000-0000-4000-8000-000000000000.jpg')).toBe('jpeg');
    expect(kindOfStoredName('00000000-0000-4000-8000-000000000000.png')).toBe('png');
    expect(kindOfStoredName('00000000-0000-4000-8000-000000000000.pdf')).toBe('pdf');
  });
});
