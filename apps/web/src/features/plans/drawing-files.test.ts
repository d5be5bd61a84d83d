import { describe, expect, it } from 'vitest';
import { MAP_LIMITS } from '@kadirio/domain';
import { checkDrawingFiles, drawingKindOf, formatFileSize, sortDrawingFiles } from './drawing-files';

function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('sortDrawingFiles', () => {
  it('accepts PDFs and photos (JPEG, PNG) by type, or by name when the browser gives no type', () => {
    const { accepted, rejected } = sortDrawingFiles(
      [
        file('a.pdf', 'application/pdf'),
        file('b.PDF', ''),
        file('c.pdf', 'image/png'),
        file('d.txt', ''),
        file('e.jpeg', ''),
        file('f.gif', 'image/gif'),
      ],
      0,
    );
    expect(accepted.map((accepted) => accepted.name)).toEqual(['a.pdf', 'b.PDF', 'c.pdf', 'e.jpeg']);
    expect(rejected).toEqual([
      { reason: 'notPdf', name: 'd.txt' },
      { reason: 'notPdf', name: 'f.gif' },
    ]);
  });

  it('refuses empty files and files over the limit', () => {
    const { rejected } = sortDrawingFiles(
      [
        file('empty.pdf', 'application/pdf', 0),
        file('big.pdf', 'application/pdf', MAP_LIMITS.drawingMaxBytes + 1),
      ],
      0,
    );
    expect(rejected).toEqual([
      { reason: 'empty', name: 'empty.pdf' },
      { reason: 'tooLarge', name: 'big.pdf', size: MAP_LIMITS.drawingMaxBytes + 1 },
    ]);
  });

  it('keeps a plan within its drawings, counting those it already holds', () => {
    const files = ['1', '2', '3'].map((name) => file(`${name}.pdf`, 'application/pdf'));
    const { accepted, rejected } = sortDrawingFiles(files, MAP_LIMITS.drawingsPerMap - 2);
    expect(accepted.map((accepted) => accepted.name)).toEqual(['1.pdf', '2.pdf']);
    expect(rejected).toEqual([{ reason: 'tooMany', name: '3.pdf' }]);
  });
});

describe('drawingKindOf and checkDrawingFiles', () => {
  it('tells a drawing by its first bytes', () => {
    expect(drawingKindOf(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(drawingKindOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(drawingKindOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(drawingKindOf(new TextEncoder().encode('PK\u0003\u0004'))).toBeNull();
    expect(drawingKindOf(new Uint8Array())).toBeNull();
  });

  it('refuses a file whose bytes are not a drawing, whatever its name and type say', async () => {
    const fake = new File(['PK\u0003\u0004 word'], 'plan.pdf', { type: 'application/pdf' });
    const real = new File(['%PDF-1.4\n%%EOF'], 'real.pdf', { type: 'application/pdf' });
    const { accepted, rejected } = await checkDrawingFiles([fake, real], 0);
    expect(accepted.map((each) => each.name)).toEqual(['real.pdf']);
    expect(rejected).toEqual([{ reason: 'notPdf', name: 'plan.pdf' }]);
  });
});

describe('formatFileSize', () => {
  it('reads as people write sizes', () => {
    expect(formatFileSize(850 * 1024, 'en')).toBe('850 KB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatFileSize(20 * 1024 * 1024, 'en')).toBe('20 MB');
  });
});
