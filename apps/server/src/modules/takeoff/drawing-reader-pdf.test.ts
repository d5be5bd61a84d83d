import { readPage } from '@kadirio/domain';
import { describe, expect, it } from 'vitest';
import {
  houseDrawing,
  quarterTurned,
} from '../../../../../packages/domain/src/takeoff/reader/testing/house-drawing';
import { drawingPdf, pdfPageContent } from './drawing-reader-pdf';

/**
 * The drawing reader on a real PDF (docs/takeoff.md §5): the domain's test house drawn by pdfkit
 * with real Helvetica text and a Bézier door swing, read by pdf.js as the web reads it, reduced by
 * `pageContentFromPdfjs` and read. The numbers are the domain's worked example
 * (packages/domain/src/takeoff/reader/read-page.test.ts); pdf.js's float32 paths move them by
 * less than a millimetre.
 */
describe('the drawing reader on a PDF drawn by pdfkit and read by pdf.js', () => {
  it('reads the 10 × 8 m house at 1:100 on A3', async () => {
    const content = await pdfPageContent(await drawingPdf(houseDrawing({ ratio: 100 })));
    expect(content.words.map((word) => word.text)).toContain('D1 900x2100');
    expect(content.segments.filter((segment) => segment.curve)).toHaveLength(8);

    const reading = readPage(content);
    expect(reading.status).toBe('ok');
    expect(reading.scale).toMatchObject({ ratio: 100, agreeing: 7, total: 7, unit: 'mm' });
    expect(reading.statedScale).toMatchObject({ statedRatio: 100, agrees: true });
    // 2 × (10 − 0.2) + 2 × (8 − 0.2) = 35.2 m; the internal wall 8 − 0.4 = 7.6 m.
    expect(reading.wallTotals.externalM).toBeCloseTo(35.2, 3);
    expect(reading.wallTotals.internalM).toBeCloseTo(7.6, 3);
    const rooms = Object.fromEntries(reading.rooms.map((room) => [room.name, room]));
    expect(rooms.BEDROOM!.areaM2).toBeCloseTo(43.7, 3); // 5.75 × 7.6
    expect(rooms.BEDROOM!.perimeterM).toBeCloseTo(26.7, 3);
    expect(rooms.KITCHEN!.areaM2).toBeCloseTo(28.5, 3); // 3.75 × 7.6
    expect(rooms.KITCHEN!.perimeterM).toBeCloseTo(22.7, 3);
    const byKind = Object.fromEntries(reading.openings.map((opening) => [opening.kind, opening]));
    expect(byKind.door).toMatchObject({ code: 'D1', nominal: { widthMm: 900, heightMm: 2100 } });
    expect(byKind.door!.widthM).toBeCloseTo(0.9, 3);
    expect(byKind.window).toMatchObject({ code: 'W1', nominal: { widthMm: 1200, heightMm: 1200 } });
    expect(byKind.window!.widthM).toBeCloseTo(1.2, 3);
  });

  it("refuses the title's 1:100 when the page is drawn at 1:102, and reads turned text", async () => {
    const at102 = readPage(
      await pdfPageContent(await drawingPdf(houseDrawing({ ratio: 102, statedRatio: 100 }))),
    );
    expect(at102.statedScale).toMatchObject({ differencePercent: 2, agrees: false });
    expect(at102.notes).toContain(
      'stated scale disagrees by 2.0 %: the title says 1:100, the dimensions read 1:102',
    );
    expect(at102.wallTotals.externalM).toBeCloseTo(35.2, 3);

    const turned = readPage(
      await pdfPageContent(await drawingPdf(quarterTurned(houseDrawing({ ratio: 100 })))),
    );
    expect(turned.scale).toMatchObject({ ratio: 100, agreeing: 7 });
    expect(turned.wallTotals.externalM).toBeCloseTo(35.2, 3);
  });
});
