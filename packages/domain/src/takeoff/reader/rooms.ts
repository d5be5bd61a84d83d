import type { PagePoint } from '../measurements.contract';
import type { PageWord } from './page-content.contract';
import { wordCentre } from './page-vectors';
import type { PlanGrid } from './plan-grid';
import { isRoomLabel } from './room-labels';

/**
 * Rooms: the smallest wall-enclosed region around each room label (docs/takeoff.md §5.3), its
 * outline on the walls' inner faces, its area and perimeter. Openings are closed by the wall run
 * they stand in, so a room ends at its door's wall line. Labels in one region name one room.
 */
export interface FoundRoom {
  /** The label's words in reading order ("MASTER BEDROOM"). */
  readonly name: string;
  readonly labelAt: PagePoint;
  /** Inner faces, in page points. */
  readonly outline: PagePoint[];
  readonly areaM2: number;
  readonly perimeterM: number;
}

export function readRooms(
  grid: PlanGrid,
  words: readonly PageWord[],
  metresPerPoint: number,
  notes: string[],
): FoundRoom[] {
  const byRegion = new Map<number, { names: string[]; at: PagePoint }>();
  for (const word of words) {
    if (!isRoomLabel(word)) continue;
    const at = wordCentre(word);
    const local = grid.local(at);
    const cell = grid.cellAt(local.x, local.y);
    if (grid.isOutside(cell)) {
      notes.push(`"${word.text}" is not enclosed by walls: its room was not measured`);
      continue;
    }
    if (grid.isWall(cell)) continue; // a label written across a wall names no region
    const region = grid.regionOf(cell);
    const entry = byRegion.get(region);
    if (entry) entry.names.push(word.text.trim());
    else byRegion.set(region, { names: [word.text.trim()], at });
  }
  return [...byRegion].map(([region, { names, at }]) => {
    const { area, outline } = grid.outlineOf(region);
    const perimeter = outline.reduce((sum, point, k) => {
      const after = outline[(k + 1) % outline.length]!;
      return sum + Math.hypot(after.x - point.x, after.y - point.y);
    }, 0);
    return {
      name: names.join(' '),
      labelAt: at,
      outline,
      areaM2: area * metresPerPoint * metresPerPoint,
      perimeterM: perimeter * metresPerPoint,
    };
  });
}
