import type { BenchApi } from './measurement-scenario';

/**
 * The building model under a moving mark (docs/takeoff.md §4, "The building model"): a 3-bedroom
 * bungalow of 12 × 9 m measured on page 1 at 1:100 in the model's groups — external and internal
 * walls, six rooms, the floor, doors and windows with their schedule sizes, the roof — then every
 * draft sheet bound to the model by default (`POST …/building-model/bind`). One external wall is
 * then moved back and forth: each move re-measures and re-prices every sheet that reads the walls.
 */

/** Points per metre on site at 1:100 (72 pt per inch, 0.0254 m per inch). */
const PT_PER_M = 72 / (0.0254 * 100);
const ORIGIN = 100;
const at = (x: number, y: number) => ({ x: ORIGIN + x * PT_PER_M, y: ORIGIN + y * PT_PER_M });

interface Mark {
  name: string;
  group: string;
  geometry: Record<string, unknown>;
}

const length = (name: string, group: string, from: [number, number], to: [number, number]): Mark => ({
  name,
  group,
  geometry: { kind: 'length', points: [at(...from), at(...to)] },
});
const rectangle = (name: string, group: string, from: [number, number], to: [number, number]): Mark => ({
  name,
  group,
  geometry: { kind: 'rectangle', points: [at(...from), at(...to)], holes: [] },
});
const count = (name: string, group: string, type: string, places: [number, number][]): Mark => ({
  name,
  group,
  geometry: { kind: 'count', markers: places.map((place) => ({ ...at(...place), type })) },
});

/** The bungalow: a 12 × 9 m shell, a corridor and three bedrooms, a living room, kitchen and bath. */
export const BUNGALOW: readonly Mark[] = [
  length('External wall north', 'External walls', [0, 0], [12, 0]),
  length('External wall east', 'External walls', [12, 0], [12, 9]),
  length('External wall south', 'External walls', [12, 9], [0, 9]),
  length('External wall west', 'External walls', [0, 9], [0, 0]),
  length('Internal wall corridor north', 'Internal walls', [0, 4], [12, 4]),
  length('Internal wall corridor south', 'Internal walls', [4, 5.2], [12, 5.2]),
  length('Internal wall bedrooms 1–2', 'Internal walls', [4, 0], [4, 4]),
  length('Internal wall bedrooms 2–3', 'Internal walls', [8, 0], [8, 4]),
  length('Internal wall living–kitchen', 'Internal walls', [8, 5.2], [8, 9]),
  rectangle('Bedroom 1', 'Rooms', [0, 0], [4, 4]),
  rectangle('Bedroom 2', 'Rooms', [4, 0], [8, 4]),
  rectangle('Bedroom 3', 'Rooms', [8, 0], [12, 4]),
  rectangle('Living room', 'Rooms', [0, 4], [8, 9]),
  rectangle('Kitchen', 'Rooms', [8, 5.2], [12, 9]),
  rectangle('Floor slab', 'Floor', [0, 0], [12, 9]),
  count('Doors D1', 'Doors', 'D1 900x2100', [
    [2, 4],
    [6, 4],
    [10, 4],
    [9, 5.2],
    [6, 9],
  ]),
  count('Windows W1', 'Windows', 'W1 1800x1700', [
    [2, 0],
    [6, 0],
    [10, 0],
    [0, 6.5],
    [3, 9],
    [10, 9],
  ]),
  rectangle('Roof on plan', 'Roof', [-0.6, -0.6], [12.6, 9.6]),
];

/** The external wall moved back and forth: the east wall 9 m, then 9.5 m (the south wall not moved). */
export const movedWall = (turn: number) => ({
  kind: 'length',
  points: [at(12, 0), at(12, turn % 2 === 0 ? 9 : 9.5)],
});

export interface ModelMark {
  url: string;
  version: number;
  turn: number;
  /** Inputs the bind action bound to the model. */
  bound: number;
}

/** The bungalow measured on the map's first drawing and every draft sheet bound to the model. */
export async function measureBungalow(api: BenchApi, mapId: string): Promise<ModelMark | { skip: string }> {
  const map = await api('GET', `/api/maps/${mapId}`);
  const drawing = (map.json.drawings as { _id: string }[] | undefined)?.[0];
  if (!drawing) return { skip: `not run: map ${mapId} answered ${map.status} without a drawing` };
  const scale = await api('PUT', `/api/maps/${mapId}/drawings/${drawing._id}/scales`, {
    page: 1,
    scales: [{ source: 'text', ratio: 100 }],
  });
  if (scale.status !== 200) return { skip: `not run: setting the scale answered ${scale.status}` };
  let east: { _id: string; version: number } | undefined;
  for (const mark of BUNGALOW) {
    const created = await api('POST', `/api/maps/${mapId}/measurements`, {
      drawingId: drawing._id,
      page: 1,
      ...mark,
    });
    if (created.status !== 201)
      return { skip: `not run: "${mark.name}" answered ${created.status}: ${JSON.stringify(created.json)}` };
    if (mark.name === 'External wall east')
      east = created.json.measurement as { _id: string; version: number };
  }
  const bind = await api('POST', `/api/maps/${mapId}/building-model/bind`, {});
  if (bind.status !== 200) return { skip: `not run: binding to the model answered ${bind.status}` };
  if (!east) return { skip: 'not run: the east wall was not created' };
  const bound = (bind.json.bound as unknown[] | undefined)?.length ?? 0;
  return { url: `/api/maps/${mapId}/measurements/${east._id}`, version: east.version, turn: 1, bound };
}
