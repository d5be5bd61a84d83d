import { describe, expect, it } from 'vitest';
import { readPage } from './read-page';
import { A1_LANDSCAPE, combined, houseDrawing, pageContentOf, quarterTurned } from './testing/house-drawing';

/**
 * Worked examples on the house of testing/house-drawing.ts: 10 × 8 m outside, 200 mm external
 * walls, a 100 mm internal wall whose centre is 6 m from the west face, a 900 mm door, a 1200 mm
 * window, dimension strings in mm. At 1:100 one metre is 10 mm of paper = 28.346 pt.
 */
const house100 = pageContentOf(houseDrawing({ ratio: 100 }));

describe('the house at 1:100 on A3', () => {
  const reading = readPage(house100);

  it('finds the scale from the seven dimension figures: 1:100, all agreeing, in mm', () => {
    // "6000" spans 6000 mm / 100 = 60 mm of paper = 170.08 pt: 6000 / (170.08 × 25.4 / 72) = 100.
    expect(reading.status).toBe('ok');
    expect(reading.paper).toBe('A3');
    expect(reading.scale).toMatchObject({
      ratio: 100,
      nearestCommon: 100,
      unit: 'mm',
      agreeing: 7,
      total: 7,
    });
    expect(reading.scale!.disagreements).toEqual([]);
    expect(reading.dimensions.map((d) => d.text).sort()).toEqual(
      ['10000', '1200', '2000', '4000', '6000', '6800', '8000'].sort(),
    );
    // The overall 10000 reads its whole line although the 6000/4000 witness line runs through it.
    const overall = reading.dimensions.find((d) => d.text === '10000')!;
    expect(overall.lengthPt).toBeCloseTo(283.465, 2);
    expect(reading.statedScale).toMatchObject({ statedRatio: 100, agrees: true, differencePercent: 0 });
  });

  it('measures external walls on their centre line: 2 × (10 − 0.2) + 2 × (8 − 0.2) = 35.2 m', () => {
    const external = reading.walls.filter((wall) => wall.side === 'external');
    expect(external).toHaveLength(4);
    expect(external.every((wall) => wall.thicknessMm === 200)).toBe(true);
    expect(external.map((wall) => wall.lengthM.toFixed(3)).sort()).toEqual([
      '7.800',
      '7.800',
      '9.800',
      '9.800',
    ]);
    expect(reading.wallTotals.externalM).toBeCloseTo(35.2, 6);
  });

  it("measures the internal wall between the external walls' inner faces: 8 − 2 × 0.2 = 7.6 m, across its door", () => {
    const internal = reading.walls.filter((wall) => wall.side === 'internal');
    expect(internal).toHaveLength(1);
    expect(internal[0]!.thicknessMm).toBe(100);
    expect(reading.wallTotals.internalM).toBeCloseTo(7.6, 6);
  });

  it('encloses each room on the inner faces', () => {
    // Bedroom: x 0.2 → 5.95, y 0.2 → 7.8: 5.75 × 7.6 = 43.70 m², 2 × (5.75 + 7.6) = 26.70 m.
    // Kitchen: x 6.05 → 9.8: 3.75 × 7.6 = 28.50 m², 2 × (3.75 + 7.6) = 22.70 m.
    const rooms = Object.fromEntries(reading.rooms.map((room) => [room.name, room]));
    expect(rooms.BEDROOM!.areaM2).toBeCloseTo(43.7, 6);
    expect(rooms.BEDROOM!.perimeterM).toBeCloseTo(26.7, 6);
    expect(rooms.BEDROOM!.outline).toHaveLength(4);
    expect(rooms.KITCHEN!.areaM2).toBeCloseTo(28.5, 6);
    expect(rooms.KITCHEN!.perimeterM).toBeCloseTo(22.7, 6);
  });

  it('finds the door by its swing and the window by its glazing, with their marks', () => {
    const door = reading.openings.find((opening) => opening.kind === 'door')!;
    const window = reading.openings.find((opening) => opening.kind === 'window')!;
    expect(reading.openings).toHaveLength(2);
    // Gap between jambs: 3900 − 3000 = 900 mm; 3200 − 2000 = 1200 mm.
    expect(door).toMatchObject({
      code: 'D1',
      nominal: { widthMm: 900, heightMm: 2100 },
      wallThicknessMm: 100,
    });
    expect(door.widthM).toBeCloseTo(0.9, 6);
    expect(window).toMatchObject({
      code: 'W1',
      nominal: { widthMm: 1200, heightMm: 1200 },
      wallThicknessMm: 200,
    });
    expect(window.widthM).toBeCloseTo(1.2, 6);
  });
});

describe('the house hatched and tiled', () => {
  it('reads the same: hatching is another direction, tiles a ladder of another pen', () => {
    // 300 mm tiles are wall-thick, but each tile line pairs at 300 mm on both sides (a pattern),
    // and a tile line 150 mm from a wall face is drawn with a 0.1 pt pen against the wall's 0.5.
    const reading = readPage(pageContentOf(houseDrawing({ ratio: 100, hatchEveryPt: 1, tiled: true })));
    expect(reading.status).toBe('ok');
    expect(reading.walls).toHaveLength(5);
    expect(reading.wallTotals.externalM).toBeCloseTo(35.2, 6);
    expect(reading.wallTotals.internalM).toBeCloseTo(7.6, 6);
    expect(reading.rooms.map((room) => [room.name, Number(room.areaM2.toFixed(2))]).sort()).toEqual([
      ['BEDROOM', 43.7],
      ['KITCHEN', 28.5],
    ]);
    expect(reading.openings.map((opening) => opening.kind).sort()).toEqual(['door', 'window']);
  });
});

describe('a stated scale the dimensions contradict', () => {
  it("reads 1:102 from the figures and says the title's 1:100 disagrees by 2.0 %", () => {
    // Drawn at 1:102: "6000" spans 6000 / 102 mm of paper; 6000 / that = 102.
    const reading = readPage(pageContentOf(houseDrawing({ ratio: 102, statedRatio: 100 })));
    expect(reading.scale!.ratio).toBe(102);
    expect(reading.statedScale).toMatchObject({
      statedRatio: 100,
      foundRatio: 102,
      differencePercent: 2,
      agrees: false,
    });
    expect(reading.notes).toContain(
      'stated scale disagrees by 2.0 %: the title says 1:100, the dimensions read 1:102',
    );
    // Measured at the dimensions' scale, the quantities are the true ones; at 1:100 they would be 2 % short.
    expect(reading.wallTotals.externalM).toBeCloseTo(35.2, 6);
  });

  it('takes a stated scale given by the caller over the title', () => {
    const reading = readPage(house100, { statedRatio: 102 });
    expect(reading.statedScale).toMatchObject({ statedRatio: 102, differencePercent: -2, agrees: false });
  });
});

describe('pages the reader cannot fully read', () => {
  it('a page with no vectors at all', () => {
    const reading = readPage({ width: 595, height: 842, segments: [], words: [] });
    expect(reading).toMatchObject({
      status: 'no-vectors',
      notes: ['no vector lines on the page'],
      walls: [],
    });
  });

  it('a scanned page: one image and nothing else', () => {
    const reading = readPage({ width: 595, height: 842, segments: [], images: 1 });
    expect(reading.status).toBe('no-vectors');
    expect(reading.notes[0]).toMatch(/^a scanned page: 1 image and no vector lines/);
  });

  it('content that is not a page answers, never throws', () => {
    const reading = readPage({ width: -1, height: 10, segments: [] });
    expect(reading.status).toBe('no-vectors');
    expect(reading.notes[0]).toMatch(/^the page content is not readable/);
  });

  it('no dimension figures: says so, and measures at the stated scale when the title gives one', () => {
    const drawing = houseDrawing({ ratio: 100 });
    const content = pageContentOf({ ...drawing, texts: drawing.texts.filter((t) => !/^\d+$/.test(t.text)) });
    const reading = readPage(content);
    expect(reading.status).toBe('no-dimensions');
    expect(reading.scale).toBeNull();
    expect(reading.notes).toContain(
      'walls and rooms measured at the stated 1:100, which no dimension confirms',
    );
    expect(reading.wallTotals.externalM).toBeCloseTo(35.2, 6);

    const untitled = readPage(pageContentOf({ ...drawing, texts: [] }));
    expect(untitled).toMatchObject({ status: 'no-dimensions', metresPerPoint: null, walls: [] });

    // An imperial title, SCALE: 1/4" = 1'-0", reads as 1:4: not a plan's scale, so nothing is measured.
    const imperial = readPage(
      pageContentOf({
        ...drawing,
        texts: [{ text: `SCALE: 1/4" = 1'-0"`, x: 10, y: 10, size: 10, angle: 0 }],
      }),
    );
    expect(imperial).toMatchObject({ status: 'no-dimensions', metresPerPoint: null, walls: [] });
    expect(imperial.notes).toContain(
      "the page's text says 1:4, which is not a building plan's scale: nothing was measured",
    );
  });

  it('dimension figures that disagree with each other', () => {
    // Three of seven figures are wrong: 4 agree at 1:100 (57 % < 60 %).
    const content = pageContentOf(
      houseDrawing({ ratio: 100, wrongFigures: { '6000': '5000', '8000': '7500', '1200': '1500' } }),
    );
    const reading = readPage(content);
    expect(reading.status).toBe('inconsistent');
    expect(reading.scale).toMatchObject({ ratio: 100, agreeing: 4, total: 7 });
    // "5000" on the 6000 span alone reads 100 × 5000 / 6000 = 1:83.33; "7500" on 8000, 1:93.75; "1500" on 1200, 1:125.
    expect(
      reading.scale!.disagreements.map((d) => [d.reading.text, Math.round(d.ratio * 100) / 100]),
    ).toEqual([
      ['5000', 83.33],
      ['7500', 93.75],
      ['1500', 125],
    ]);
    expect(reading.notes.join('\n')).toMatch(/only 57 % of the dimension figures agree/);
  });

  it('a page turned a quarter: text at 90° reads the same', () => {
    const reading = readPage(pageContentOf(quarterTurned(houseDrawing({ ratio: 100 }))));
    expect(reading.status).toBe('ok');
    expect(reading.scale).toMatchObject({ ratio: 100, agreeing: 7 });
    expect(reading.wallTotals.externalM).toBeCloseTo(35.2, 6);
    expect(reading.wallTotals.internalM).toBeCloseTo(7.6, 6);
    expect(reading.rooms.map((room) => [room.name, Number(room.areaM2.toFixed(2))]).sort()).toEqual([
      ['BEDROOM', 43.7],
      ['KITCHEN', 28.5],
    ]);
    expect(reading.openings.map((opening) => opening.kind).sort()).toEqual(['door', 'window']);
  });

  it('two plans at different scales on one page', () => {
    const page = combined(A1_LANDSCAPE.width, A1_LANDSCAPE.height, [
      houseDrawing({ ratio: 100, origin: { x: 200, y: 200 }, untitled: true }),
      houseDrawing({ ratio: 50, origin: { x: 1000, y: 200 }, untitled: true }),
    ]);
    const reading = readPage(pageContentOf(page));
    expect(reading.status).toBe('inconsistent');
    expect(reading.scale!.clusters.map((cluster) => [cluster.ratio, cluster.count]).sort()).toEqual([
      [100, 7],
      [50, 7],
    ]);
    expect(reading.notes.join('\n')).toMatch(/the dimensions read 2 scales/);
    // Each cluster says where its figures are: the 1:50 plan (drawn from x = 1000) has its left chain 1 m out, at 1000 − 1000 × 2.835 / 50 = 943 pt.
    const at50 = reading.scale!.clusters.find((cluster) => cluster.ratio === 50)!;
    expect(at50.region.x).toBeGreaterThan(900);
  });
});
