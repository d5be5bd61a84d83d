import type { PagePoint } from '../measurements.contract';
import { metresPerPointOfRatio, paperSizeOf, proposeScale, type PaperSize } from '../scale';
import { readDimensionLines, type DimensionReading } from './dimension-lines';
import { openingBridge, type FoundOpening, type OpeningKind } from './openings';
import { PageContentSchema, type PageContent, type PageContentInput } from './page-content.contract';
import { PlanGrid, type WallBand } from './plan-grid';
import { readRooms, type FoundRoom } from './rooms';
import {
  checkStatedScale,
  scaleFromDimensions,
  type DimensionScale,
  type StatedScaleCheck,
} from './scale-consensus';
import { SegmentIndex } from './segment-index';
import { facesByDirection } from './wall-faces';
import { wallPieces, type WallPiece } from './wall-pieces';
import { wallRuns, type WallRunGeometry } from './wall-runs';

/**
 * The drawing reader (docs/takeoff.md §5): one page's vectors and text → its scale, walls, rooms
 * and openings, for the surveyor to accept or correct. Pure and deterministic; it never throws:
 * a page it cannot read answers with a status and notes saying what it found.
 */

export type ReadingStatus = 'no-vectors' | 'no-dimensions' | 'inconsistent' | 'ok';

export interface ReadPageOptions {
  /** The scale the drawing states, 1:`statedRatio`; read from the page's text when not given. */
  readonly statedRatio?: number;
}

export interface ReadWall {
  readonly start: PagePoint;
  readonly end: PagePoint;
  readonly thicknessMm: number;
  /** Centre-line length, m. */
  readonly lengthM: number;
  /** On the building's outline (its face sees the outside), inside it, or not known (a slanted wall). */
  readonly side: 'external' | 'internal' | 'unknown';
}

export interface ReadOpening {
  readonly kind: OpeningKind;
  readonly at: PagePoint;
  /** Between the jambs as drawn, m. */
  readonly widthM: number;
  readonly code: string | null;
  readonly nominal: FoundOpening['nominal'];
  /** Thickness of the wall it stands in, mm. */
  readonly wallThicknessMm: number;
}

export interface PageReading {
  readonly status: ReadingStatus;
  readonly notes: string[];
  readonly paper: PaperSize | null;
  /** The scale the dimensions read, with the figures that agree and those that do not. */
  readonly scale: DimensionScale | null;
  readonly dimensions: DimensionReading[];
  /** The title's scale against the dimensions', when the page states one. */
  readonly statedScale: StatedScaleCheck | null;
  /** The metres per point everything below was measured at (null: nothing was measured). */
  readonly metresPerPoint: number | null;
  readonly walls: ReadWall[];
  readonly wallTotals: { readonly externalM: number; readonly internalM: number };
  readonly rooms: FoundRoom[];
  readonly openings: ReadOpening[];
}

/**
 * Wall thickness on site: 75 mm (a thin partition) to 350 mm (a 300 mm stone or block wall with
 * plaster both sides). East African houses build 100 and 150 mm internal and 150–230 mm external
 * blockwork (docs/takeoff.md §5.2).
 */
export const WALL_THICKNESS_MM = { min: 75, max: 350 } as const;
/** A gap up to 400 mm in a wall line is where a crossing wall interrupts a face, not an opening. */
const JUNCTION_MM = 400;
/** A run shorter than 450 mm is lettering or a symbol, not a wall. */
const MIN_RUN_MM = 450;
/** A plan measured at a stated scale must be drawn at 1:20 or smaller (a detail's 1:5 has no rooms). */
const MIN_PLAN_RATIO = 20;
/** Most of the dimensions must agree for a page to read 'ok'. */
const MIN_AGREEING_SHARE = 0.6;

export function readPage(input: PageContentInput, options: ReadPageOptions = {}): PageReading {
  const parsed = PageContentSchema.safeParse(input);
  if (!parsed.success) {
    return empty(
      'no-vectors',
      [`the page content is not readable: ${parsed.error.issues[0]?.message ?? 'invalid'}`],
      null,
    );
  }
  const content = parsed.data;
  const paper = paperSizeOf(content.width, content.height);
  try {
    return readContent(content, options, paper);
  } catch (error) {
    // A bug must not cost the surveyor the page: they measure by hand as before.
    return empty(
      'no-vectors',
      [`the reader failed on this page: ${error instanceof Error ? error.message : String(error)}`],
      paper,
    );
  }
}

function empty(status: ReadingStatus, notes: string[], paper: PaperSize | null): PageReading {
  return {
    status,
    notes,
    paper,
    scale: null,
    dimensions: [],
    statedScale: null,
    metresPerPoint: null,
    walls: [],
    wallTotals: { externalM: 0, internalM: 0 },
    rooms: [],
    openings: [],
  };
}

function readContent(content: PageContent, options: ReadPageOptions, paper: PaperSize | null): PageReading {
  if (content.segments.length === 0 && content.fills.length === 0) {
    const why =
      content.images > 0
        ? `a scanned page: ${content.images} image${content.images === 1 ? '' : 's'} and no vector lines; set the scale by two points and measure by hand`
        : 'no vector lines on the page';
    return empty('no-vectors', [why], paper);
  }
  const notes: string[] = [];
  const index = new SegmentIndex(content.segments, content.width, content.height);
  const { readings, furniture } = readDimensionLines(content, index);
  const scale = scaleFromDimensions(readings);
  const statedRatio =
    options.statedRatio ??
    proposeScale(content.words.map((word) => word.text).join('  '), content.width, content.height)?.ratio;
  const statedScale = scale && statedRatio ? checkStatedScale(statedRatio, scale) : null;

  let status: ReadingStatus = 'ok';
  if (scale === null) {
    status = 'no-dimensions';
    notes.push('no dimension figures were found beside dimension lines');
  } else {
    notes.push(
      `the dimensions read 1:${scale.ratio} (${scale.agreeing} of ${scale.total} figures agree, read in ${scale.unit})`,
    );
    if (scale.clusters.length > 1) {
      status = 'inconsistent';
      notes.push(
        `the dimensions read ${scale.clusters.length} scales: ${scale.clusters.map((c) => `1:${c.ratio} (${c.count} figures)`).join(', ')}; walls and rooms are read at 1:${scale.ratio}, set a region for each drawing`,
      );
    } else if (scale.share < MIN_AGREEING_SHARE) {
      status = 'inconsistent';
      notes.push(
        `only ${Math.round(scale.share * 100)} % of the dimension figures agree: check the drawing's dimensions`,
      );
    }
    if (scale.disagreements.length > 0)
      notes.push(
        `figures that disagree: ${scale.disagreements
          .slice(0, 10)
          .map((d) => `"${d.reading.text}" (1:${d.ratio.toFixed(1)})`)
          .join(', ')}`,
      );
  }
  if (statedScale && !statedScale.agrees) notes.push(statedScale.message);

  // A title's 1:4 is a misread imperial scale (1/4" = 1'-0") or a detail's, never a plan's.
  const usableStated = statedRatio !== undefined && statedRatio >= MIN_PLAN_RATIO ? statedRatio : undefined;
  if (scale === null && statedRatio !== undefined && usableStated === undefined)
    notes.push(
      `the page's text says 1:${statedRatio}, which is not a building plan's scale: nothing was measured`,
    );
  const metresPerPoint = scale?.metresPerPoint ?? (usableStated ? metresPerPointOfRatio(usableStated) : null);
  if (metresPerPoint === null) return { ...empty(status, notes, paper), dimensions: readings };
  if (scale === null)
    notes.push(`walls and rooms measured at the stated 1:${usableStated}, which no dimension confirms`);

  const found = readWalls(content, index, furniture, metresPerPoint, notes);
  return {
    status,
    notes,
    paper,
    scale,
    dimensions: readings,
    statedScale,
    metresPerPoint,
    ...found,
  };
}

function readWalls(
  content: PageContent,
  index: SegmentIndex,
  furniture: ReadonlySet<number>,
  metresPerPoint: number,
  notes: string[],
): Pick<PageReading, 'walls' | 'wallTotals' | 'rooms' | 'openings'> {
  const pointsPerMm = 1 / (metresPerPoint * 1000);
  const minThickness = WALL_THICKNESS_MM.min * pointsPerMm;
  const maxThickness = WALL_THICKNESS_MM.max * pointsPerMm;
  const faces = facesByDirection(content, furniture, minThickness);
  const pieces: WallPiece[] = [];
  for (const list of faces.values()) pieces.push(...wallPieces(list, minThickness, maxThickness));
  const runs = wallRuns(
    pieces,
    { junction: JUNCTION_MM * pointsPerMm, minLength: MIN_RUN_MM * pointsPerMm },
    openingBridge(content, index, pointsPerMm * 1000),
  );
  if (runs.length === 0) {
    notes.push('no walls were found: no parallel lines stand a wall thickness apart');
    return { walls: [], wallTotals: { externalM: 0, internalM: 0 }, rooms: [], openings: [] };
  }
  const grid = planGridOf(runs, notes);
  const walls = runs.map((run) => ({
    start: run.start,
    end: run.end,
    thicknessMm: Math.round(run.thickness / pointsPerMm),
    lengthM: (run.u1 - run.u0) * metresPerPoint,
    side: grid ? sideOf(grid, run) : ('unknown' as const),
  }));
  const total = (side: ReadWall['side']) =>
    walls.filter((wall) => wall.side === side).reduce((sum, wall) => sum + wall.lengthM, 0);
  const openings = runs.flatMap((run) =>
    run.openings.map(({ opening }) => ({
      kind: opening.kind,
      at: opening.at,
      widthM: opening.widthPt * metresPerPoint,
      code: opening.code,
      nominal: opening.nominal,
      wallThicknessMm: Math.round(run.thickness / pointsPerMm),
    })),
  );
  return {
    walls,
    wallTotals: { externalM: total('external'), internalM: total('internal') },
    rooms: grid ? readRooms(grid, content.words, metresPerPoint, notes) : [],
    openings,
  };
}

/** The grid of the walls along the plan's main direction (the one holding most wall length) and across it. */
function planGridOf(runs: readonly WallRunGeometry<FoundOpening>[], notes: string[]): PlanGrid | null {
  const lengthByBin = new Map<number, number>();
  for (const run of runs) {
    const main = run.bin % 90;
    lengthByBin.set(main, (lengthByBin.get(main) ?? 0) + run.u1 - run.u0);
  }
  const main = [...lengthByBin].sort((a, b) => b[1] - a[1])[0]![0];
  const aligned = runs.filter((run) => run.bin % 90 === main);
  if (aligned.length < runs.length)
    notes.push(`${runs.length - aligned.length} wall run(s) at other angles are not used to enclose rooms`);
  const bands: WallBand[] = aligned.map((run) => bandOf(main, run));
  const grid = PlanGrid.of(main, bands);
  if (grid === null) notes.push('the plan is too large to enclose rooms in');
  return grid;
}

/** A run's band in the frame of the plan's main direction; joined ends reach to the far face of what they meet. */
function bandOf(main: number, run: WallRunGeometry<FoundOpening>): WallBand {
  const reach = run.thickness / 2;
  const along = run.bin === main;
  // In the main frame a run along it keeps its (u, v); a run across it has u as y and v as -x.
  const u0 = run.u0 - (run.joined[0] ? reach : 0);
  const u1 = run.u1 + (run.joined[1] ? reach : 0);
  return along
    ? { x0: u0, x1: u1, y0: run.v - reach, y1: run.v + reach }
    : { x0: -run.v - reach, x1: -run.v + reach, y0: u0, y1: u1 };
}

/** External when a point just beyond either face, at a quarter, half or three quarters of its length, is outside. */
function sideOf(grid: PlanGrid, run: WallRunGeometry<FoundOpening>): ReadWall['side'] {
  if (run.bin % 90 !== grid.frameBin) return 'unknown';
  const offset = run.thickness / 2 + 0.01;
  for (const share of [0.25, 0.5, 0.75]) {
    for (const side of [-1, 1]) {
      const at = {
        x: run.start.x + (run.end.x - run.start.x) * share,
        y: run.start.y + (run.end.y - run.start.y) * share,
      };
      const normal = { x: -(run.end.y - run.start.y), y: run.end.x - run.start.x };
      const length = Math.hypot(normal.x, normal.y) || 1;
      const local = grid.local({
        x: at.x + (normal.x / length) * offset * side,
        y: at.y + (normal.y / length) * offset * side,
      });
      if (grid.isOutside(grid.cellAt(local.x, local.y))) return 'external';
    }
  }
  return 'internal';
}
