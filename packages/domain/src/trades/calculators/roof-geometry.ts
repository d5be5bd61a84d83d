import { ceilTolerant } from '../whole-numbers';

/**
 * The geometry of a gable or hip roof (docs/takeoff.md §2 roofing, revised by §4.2). A hip roof is
 * orientation-free: its span is the shorter side and its trusses stand along the longer one,
 * whichever the user calls length. A gable's ridge runs along `ridgeAlong`. Eaves overhang the
 * walls under the eaves; a gable's verges overhang its gable ends.
 */
export interface RoofShape {
  readonly length: number;
  readonly width: number;
  readonly eaves: number;
  readonly verge: number;
  readonly pitch: number;
  readonly type: 'gable' | 'hip';
  readonly ridgeAlong: 'length' | 'width';
}

export function roofGeometry(input: RoofShape) {
  const angle = (input.pitch * Math.PI) / 180;
  const cos = Math.cos(angle);
  const tan = Math.tan(angle);
  const hip = input.type === 'hip';
  const longer = Math.max(input.length, input.width);
  const shorter = Math.min(input.length, input.width);
  const along = hip ? longer : input.ridgeAlong === 'length' ? input.length : input.width;
  const span = hip ? shorter : input.ridgeAlong === 'length' ? input.width : input.length;
  const endOverhang = hip ? input.eaves : input.verge;
  const roofLength = along + 2 * endOverhang;
  const roofWidth = span + 2 * input.eaves;
  const slopeArea = (roofLength * roofWidth) / cos;
  const rafter = roofWidth / 2 / cos;
  const rise = (span / 2) * tan;
  const halfWidth = roofWidth / 2;
  const hipLength = Math.sqrt(2 * halfWidth ** 2 + (halfWidth * tan) ** 2);
  const ridge = hip ? roofLength - roofWidth : roofLength;
  const ridgeAndHips = hip ? ridge + 4 * hipLength : ridge;
  const fascia = hip ? 2 * (roofLength + roofWidth) : 2 * roofLength + 4 * rafter;
  const gutters = hip ? 2 * (roofLength + roofWidth) : 2 * roofLength;
  const wallPlate = hip ? 2 * (along + span) : 2 * along;
  const orientation = hip
    ? `hip: span = shorter side ${shorter}, trusses along the longer side ${longer}`
    : `gable: ridge along the ${input.ridgeAlong} ${along}, span ${span}`;
  return {
    cos,
    tan,
    along,
    span,
    endOverhang,
    roofLength,
    roofWidth,
    slopeArea,
    rafter,
    rise,
    hip: hipLength,
    ridge,
    ridgeAndHips,
    fascia,
    gutters,
    wallPlate,
    orientation,
  };
}

/** One roof slope: its length along the eaves, the mean length of its purlins and its sheet runs. */
export interface RoofSlope {
  readonly shape: 'rectangle' | 'trapezoid' | 'triangle';
  readonly eavesLength: number;
  /** Mean length of a purlin row across the slope (a trapezoid's mid-width, a triangle's half base). */
  readonly meanLength: number;
  /**
   * The sheet runs, eaves to ridge or hip, each its length up the slope: the mean of the run's
   * two edges where a hip cuts it (docs/takeoff.md §4.2, hip roofs run by run).
   */
  readonly runs: readonly number[];
}

/**
 * The runs of one slope, set out from the middle of its eaves so that both ends are cut alike
 * (docs/takeoff.md §4.2): n = ⌈eaves / cover⌉ runs, the n × cover − eaves they overhang split
 * between the two ends. A run's plan depth at x along the eaves is the slope's depth D, cut at the
 * hips: min(x, eaves − x, D) on a hip roof (hips at 45° in plan, all slopes at one pitch). Its
 * length up the slope is its mean plan depth ÷ cos θ, over the part of the run on the roof.
 */
function runsOf(eavesLength: number, depth: number, hips: boolean, cover: number, cos: number): number[] {
  const count = ceilTolerant(eavesLength / cover);
  const start = (eavesLength - count * cover) / 2;
  const depthAt = (x: number) => (hips ? Math.min(x, eavesLength - x, depth) : depth);
  const kinks = hips ? [depth, eavesLength - depth, eavesLength / 2] : [];
  const runs: number[] = [];
  for (let index = 0; index < count; index++) {
    const from = Math.max(0, start + index * cover);
    const to = Math.min(eavesLength, start + (index + 1) * cover);
    if (to <= from) continue;
    // The depth is straight between its kinks, so the trapezoid rule between them is exact.
    const points = [from, ...kinks.filter((x) => x > from && x < to).sort((a, b) => a - b), to];
    let area = 0;
    for (let point = 1; point < points.length; point++) {
      const a = points[point - 1] ?? from;
      const b = points[point] ?? to;
      area += ((depthAt(a) + depthAt(b)) / 2) * (b - a);
    }
    runs.push(area / (to - from) / cos);
  }
  return runs;
}

export function roofSlopes(
  input: Pick<RoofShape, 'type'> & { readonly sheetCoverWidth: number },
  roof: ReturnType<typeof roofGeometry>,
): RoofSlope[] {
  const { roofLength: Lr, roofWidth: Wr, cos } = roof;
  const cover = input.sheetCoverWidth;
  const depth = Wr / 2;
  if (input.type === 'gable') {
    const slope: RoofSlope = {
      shape: 'rectangle',
      eavesLength: Lr,
      meanLength: Lr,
      runs: runsOf(Lr, depth, false, cover, cos),
    };
    return [slope, slope];
  }
  // Two trapezoids (eaves Lr, ridge Lr − Wr) and two triangles (eaves Wr).
  const trapezoid: RoofSlope = {
    shape: 'trapezoid',
    eavesLength: Lr,
    meanLength: Lr - Wr / 2,
    runs: runsOf(Lr, depth, true, cover, cos),
  };
  const triangle: RoofSlope = {
    shape: 'triangle',
    eavesLength: Wr,
    meanLength: Wr / 2,
    runs: runsOf(Wr, depth, true, cover, cos),
  };
  return [trapezoid, trapezoid, triangle, triangle];
}
