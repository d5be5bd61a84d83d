import { describe, expect, it } from 'vitest';
import { contentRange, parseByteRange } from './byte-range';

describe('parseByteRange', () => {
  it('reads one range, an open end and a suffix, cut to the file', () => {
    expect(parseByteRange('bytes=0-1023', 5000)).toEqual({ start: 0, end: 1023 });
    expect(parseByteRange('bytes=4000-', 5000)).toEqual({ start: 4000, end: 4999 });
    expect(parseByteRange('bytes=-500', 5000)).toEqual({ start: 4500, end: 4999 });
    expect(parseByteRange('bytes=-9000', 5000)).toEqual({ start: 0, end: 4999 });
    expect(parseByteRange('bytes=4990-6000', 5000)).toEqual({ start: 4990, end: 4999 });
    expect(parseByteRange('bytes=7-7', 5000)).toEqual({ start: 7, end: 7 });
  });

  it('cannot satisfy a start past the end or an empty suffix', () => {
    expect(parseByteRange('bytes=5000-', 5000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=6000-7000', 5000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 5000)).toBe('unsatisfiable');
  });

  it('ignores what it does not support: the whole file is sent', () => {
    for (const header of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'items=0-1',
      'bytes=0-1,5-9',
      'bytes=9-3',
      'bytes=a-b',
    ]) {
      expect(parseByteRange(header, 5000), String(header)).toBeNull();
    }
  });

  it('writes Content-Range', () => {
    expect(contentRange({ start: 0, end: 1023 }, 5000)).toBe('bytes 0-1023/5000');
  });
});
