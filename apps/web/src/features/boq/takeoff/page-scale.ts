import {
  measureGeometry,
  rectangleCorners,
  ratioOfMetresPerPoint,
  scaleAt as scaleOfPoint,
  scaleFromTwoPoints,
  ScaleError,
  type MeasurementGeometry,
  type PageRect,
  type PageScale,
  type PagePoint,
} from '@kadirio/domain';

/**
 * Scales as the drawing pane uses them: the ratio a page's text states, the scale a point falls
 * under, and a mark's value for the live preview. The last two are the domain's own rules
 * (`packages/domain/src/takeoff/scale.ts`, `geometry.ts`), the ones the server stores the value
 * by, so the figure shown while drawing is the figure saved.
 */
export { metresPerPointOfRatio } from '@kadirio/domain';

/** "SCALE 1:100", "Scale 1 : 50", "1:200" (a ratio from 1:1 to 1:100 000). */
const RATIO = /(?:^|[^\d.:/])1\s*:\s*(\d{1,6})(?![\d.:])/;
/** The ratio right after the word: "SCALE 1:100", "Scale: 1 : 50", "SKELI 1:100". */
const LABELLED = /\b(?:scale|skeli|skali)\b\W{0,3}1\s*:\s*(\d{1,6})(?![\d.:])/i;

/**
 * The ratio a page's text states, preferring a run that says "scale"; null when none does or the
 * page states several different ones without saying which (a sheet with a plan and details).
 */
export function ratioFromText(runs: readonly string[]): number | null {
  const ratioIn = (run: string, pattern: RegExp) => {
    const match = pattern.exec(run);
    const ratio = match ? Number(match[1]) : NaN;
    return ratio >= 1 && ratio <= 100_000 ? [ratio] : [];
  };
  // "SCALE" and "1:100" may be separate runs: each run is read joined with the next.
  const labelled = runs.flatMap((run, index) => ratioIn(`${run} ${runs[index + 1] ?? ''}`, LABELLED));
  if (labelled.length > 0) return labelled[0]!;
  const found = (candidates: readonly string[]) => candidates.flatMap((run) => ratioIn(run, RATIO));
  const all = [...new Set(found(runs))];
  return all.length === 1 ? all[0]! : null;
}

/**
 * The ratio (1:n) two points a known length apart amount to, by the server's own rule (the
 * domain's `scaleFromTwoPoints`); null when the points coincide or the length is not above 0.
 */
export function ratioOfTwoPoints(a: PagePoint, b: PagePoint, knownLength: number): number | null {
  try {
    return ratioOfMetresPerPoint(scaleFromTwoPoints(a, b, knownLength));
  } catch (error) {
    if (error instanceof ScaleError) return null;
    throw error;
  }
}

/**
 * The scale of a page a point lies under, by the server's rule: the smallest region containing it
 * (regions nest: a detail inside a plan's frame), else the page's own; null when none is set.
 * Before the first click there is no point yet: the page's own scale.
 */
export function scaleAt(
  scales: readonly PageScale[],
  page: number,
  point: PagePoint | undefined,
): PageScale | null {
  const ofPage = scales.filter((scale) => scale.page === page);
  if (point) return scaleOfPoint(ofPage, point);
  return ofPage.find((scale) => scale.region === null) ?? null;
}

/** The rectangle two opposite corners span, whichever two were clicked. */
export function rectOfCorners(a: PagePoint, b: PagePoint): PageRect {
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  };
}

/** The outline a kind draws through its points (a rectangle's four corners from two). */
export function outlineOf(geometry: MeasurementGeometry): PagePoint[] {
  if (geometry.kind === 'count') return geometry.markers;
  if (geometry.kind !== 'rectangle') return geometry.points;
  const [a, b] = geometry.points;
  return a && b ? rectangleCorners(a, b) : [];
}

/** A mark's value in m, m² or pieces at `metresPerPoint`: the live figure while drawing. */
export function previewValue(geometry: MeasurementGeometry, metresPerPoint: number): number {
  return measureGeometry(geometry, metresPerPoint).value;
}
