import type { DrawingProposal } from '@kadirio/domain';

/**
 * A proposal as the server answers for the reader's test house at 1:100 on A3 (docs/takeoff.md
 * §5.6): two external walls and one internal, two rooms, a door D1 and a window W1. Lengths are
 * the house's by hand: 9.8 m and 7.8 m of external centre line, 7.6 m internal; the bedroom
 * 5.75 × 7.6 = 43.70 m².
 */
export function buildProposal(overrides: Partial<DrawingProposal> = {}): DrawingProposal {
  return {
    drawingId: '00000000-0000-4000-8000-00000000d001',
    page: 1,
    status: 'ok',
    notes: ['the dimensions read 1:100 (7 of 7 figures agree, read in mm)'],
    pageSize: { width: 1190.55, height: 841.89 },
    paper: 'A3',
    scale: {
      ratio: 100,
      metresPerPoint: 0.035278,
      nearestCommon: 100,
      unit: 'mm',
      agreeing: 7,
      total: 7,
      clusters: [{ ratio: 100, count: 7, region: { x: 100, y: 80, width: 300, height: 250 } }],
      disagreements: [],
    },
    statedScale: { statedRatio: 100, foundRatio: 100, differencePercent: 0, agrees: true },
    metresPerPoint: 0.035278,
    walls: [
      {
        start: { x: 100, y: 100 },
        end: { x: 378, y: 100 },
        thicknessMm: 200,
        lengthM: 9.8,
        side: 'external',
      },
      {
        start: { x: 100, y: 100 },
        end: { x: 100, y: 321 },
        thicknessMm: 200,
        lengthM: 7.8,
        side: 'external',
      },
      {
        start: { x: 270, y: 103 },
        end: { x: 270, y: 318 },
        thicknessMm: 100,
        lengthM: 7.6,
        side: 'internal',
      },
    ],
    wallTotals: { externalM: 17.6, internalM: 7.6 },
    rooms: [
      {
        name: 'BEDROOM',
        labelAt: { x: 180, y: 200 },
        polygon: [
          { x: 103, y: 103 },
          { x: 268, y: 103 },
          { x: 268, y: 318 },
          { x: 103, y: 318 },
        ],
        areaM2: 43.7,
        perimeterM: 26.7,
      },
    ],
    openings: [
      {
        kind: 'door',
        position: { x: 270, y: 200 },
        widthM: 0.9,
        heightM: 2.1,
        code: 'D1',
        nominal: { widthMm: 900, heightMm: 2100 },
        wallThicknessMm: 100,
      },
      {
        kind: 'window',
        position: { x: 200, y: 321 },
        widthM: 1.2,
        heightM: null,
        code: null,
        nominal: null,
        wallThicknessMm: 200,
      },
    ],
    ...overrides,
  };
}
