import type { Drawing, HouseMap, HouseMapPage, MapTransition } from '@kadirio/domain';

/** Test data for the plans screens (web tests only): `buildX(overrides)`, each test its own world. */

let sequence = 0;

export function buildDrawing(overrides: Partial<Drawing> = {}): Drawing {
  sequence += 1;
  return {
    _id: crypto.randomUUID(),
    name: `drawing-${sequence}.pdf`,
    size: 250_000,
    sha256: 'a'.repeat(64),
    contentType: 'application/pdf',
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function buildTransition(overrides: Partial<MapTransition> = {}): MapTransition {
  return {
    from: null,
    to: 'typecheck',
    by: crypto.randomUUID(),
    byName: 'Asha Said',
    at: '2025-03-01T09:00:00.000Z',
    comment: null,
    ...overrides,
  };
}

export function buildMap(overrides: Partial<HouseMap> = {}): HouseMap {
  sequence += 1;
  return {
    _id: crypto.randomUUID(),
    owner: crypto.randomUUID(),
    title: `Nyumba ${sequence}`,
    region: 'Arusha',
    district: 'Arusha Mjini',
    ward: 'Kaloleni',
    startConstruction: '2026-07-01',
    desc: '',
    floors: null,
    bedrooms: null,
    plinthArea: null,
    status: 'typecheck',
    checkComment: null,
    unitComment: null,
    suggestionOnMap: null,
    queuedAt: '2025-03-01T09:00:00.000Z',
    drawings: [buildDrawing()],
    history: [buildTransition()],
    createdAt: '2025-03-01T09:00:00.000Z',
    updatedAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  };
}

export function buildMapPage(items: HouseMap[], overrides: Partial<HouseMapPage> = {}): HouseMapPage {
  return { items, total: items.length, page: 1, limit: 10, ...overrides };
}
