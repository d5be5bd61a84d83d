import { describe, expect, it } from 'vitest';
import { MAP_LIMITS } from '@kadirio/domain';
import { formatFileSize, sortDrawingFiles } from './drawing-files';

function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

describe('sortDrawingFiles', () => {
  it('accepts PDFs by type, or by name when the browser gives no type', () => {
    const { accepted, rejected } = sortDrawingFiles(
      [file('a.pdf', 'application/pdf'), file('b.PDF', ''), file('c.pdf', 'image/png'), file('d.txt', '')],
      0,
    );
    expect(accepted.map((accepted) => accepted.name)).toEqual(['a.pdf', 'b.PDF']);
    expect(rejected).toEqual([
      { reason: 'notPdf', name: 'c.pdf' },
      { reason: 'notPdf', name: 'd.txt' },
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

describe('formatFileSize', () => {
  it('reads as people write sizes', () => {
    expect(formatFileSize(850 * 1024, 'en')).toBe('850 KB');
    expect(formatFileSize(1.25 * 1024 * 1024, 'en')).toBe('1.3 MB');
    expect(formatFileSize(20 * 1024 * 1024, 'en')).toBe('20 MB');
  });
});
