import type { Measurement } from '@kadirio/domain';

/** Test data for the take-off screens (web tests only): a saved measurement as the API answers it. */
export function buildMeasurement(overrides: Partial<Measurement> = {}): Measurement {
  return {
    _id: crypto.randomUUID(),
    mapId: crypto.randomUUID(),
    drawingId: crypto.randomUUID(),
    drawingName: 'A-101.pdf',
    page: 1,
    kind: 'perimeter',
    name: 'External walls',
    key: 'ExternalWalls',
    group: 'Walls',
    colour: null,
    geometry: {
      kind: 'perimeter',
      points: [
        { x: 300, y: 250 },
        { x: 640, y: 250 },
        { x: 640, y: 505 },
        { x: 300, y: 505 },
      ],
    },
    scale: null,
    value: 42,
    unit: 'm',
    counts: {},
    usedBy: [],
    version: 1,
    createdByName: 'Baraka Swai',
    source: 'drawn',
    updatedByName: 'Baraka Swai',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
