import { describe, expect, it } from 'vitest';
import { pageContentFromPdfjs, type Matrix, type ReaderOps } from './pdfjs-page-content';

/** pdf.js's OPS numbers (the same in 5 and 6) for the ops read (pdf.js's own table is passed in by the web). */
const OPS: ReaderOps = {
  save: 10,
  restore: 11,
  transform: 12,
  setLineWidth: 2,
  setGState: 9,
  constructPath: 91,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  stroke: 20,
  closeStroke: 21,
  fill: 22,
  eoFill: 23,
  fillStroke: 24,
  eoFillStroke: 25,
  closeFillStroke: 26,
  closeEOFillStroke: 27,
  paintImageXObject: 85,
  paintInlineImageXObject: 86,
  paintImageMaskXObject: 83,
};
/** An A4 portrait page's viewport at scale 1: PDF's y up becomes the page's y down. */
const VIEWPORT: Matrix = [1, 0, 0, -1, 0, 842];
const SIZE = { width: 595, height: 842 };

describe("pdf.js's operator list → page content", () => {
  it('strokes give segments with their width under the transform, fills give outlines', () => {
    const content = pageContentFromPdfjs(
      {
        fnArray: [
          OPS.setLineWidth,
          OPS.save,
          OPS.transform,
          OPS.constructPath,
          OPS.restore,
          OPS.constructPath,
        ],
        argsArray: [
          [0.5],
          null,
          [2, 0, 0, 2, 0, 0], // drawn twice as large: lines 2× as long and as wide
          [OPS.stroke, [new Float32Array([0, 10, 20, 1, 110, 20])], null],
          null,
          [OPS.fill, [[0, 0, 0, 1, 10, 0, 1, 10, 5, 4]], null],
        ],
      },
      [],
      OPS,
      VIEWPORT,
      SIZE,
    );
    // (10, 20) → (20, 40) in user space → y = 842 − 40 = 802; (110, 20) → (220, 802). Width 0.5 × 2 = 1.
    expect(content.segments).toEqual([{ x1: 20, y1: 802, x2: 220, y2: 802, lineWidth: 1 }]);
    expect(content.fills).toEqual([
      {
        points: [
          { x: 0, y: 842 },
          { x: 10, y: 842 },
          { x: 10, y: 837 },
        ],
      },
    ]);
  });

  it('samples a curve into 8 pieces flagged as curve (a door swing) and counts images', () => {
    // A quarter circle of radius 100 about (0, 0), from (100, 0) to (0, 100), as one cubic (k = 0.5523).
    const k = 55.23;
    const content = pageContentFromPdfjs(
      {
        fnArray: [OPS.constructPath, OPS.paintImageXObject],
        argsArray: [
          [OPS.stroke, [[0, 100, 0, 2, 100, k, k, 100, 0, 100]], null],
          ['img_p0_1', 100, 100],
        ],
      },
      [],
      OPS,
      [1, 0, 0, 1, 0, 0],
      SIZE,
    );
    expect(content.segments).toHaveLength(8);
    expect(content.segments.every((segment) => segment.curve === true)).toBe(true);
    for (const segment of content.segments) expect(Math.hypot(segment.x2, segment.y2)).toBeCloseTo(100, 0);
    expect(content.images).toBe(1);
  });

  it('places text at its baseline start with its reading direction on the page', () => {
    const content = pageContentFromPdfjs(
      { fnArray: [], argsArray: [] },
      [
        { str: '3400', transform: [10, 0, 0, 10, 100, 700], width: 22.2, height: 10 },
        // Rotated to read upwards (text matrix turned +90° in PDF's y-up space).
        { str: 'BEDROOM', transform: [0, 10, -10, 0, 50, 300], width: 47, height: 10 },
        { str: ' ', transform: [10, 0, 0, 10, 0, 0], width: 2, height: 10 },
      ],
      OPS,
      VIEWPORT,
      SIZE,
    );
    expect(content.words).toEqual([
      { text: '3400', x: 100, y: 142, width: 22.2, height: 10, angle: 0 },
      { text: 'BEDROOM', x: 50, y: 542, width: 47, height: 10, angle: -90 },
    ]);
  });
});
