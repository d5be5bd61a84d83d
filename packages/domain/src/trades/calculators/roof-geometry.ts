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
  const ridgeAndHips = hip ? roofLength - roofWidth + 4 * hipLength : roofLength;
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
    ridgeAndHips,
    fascia,
    gutters,
    wallPlate,
    orientation,
  };
}

/** One roof slope: its length along the eaves, the mean length of its purlins and of its sheet runs. */
export interface RoofSlope {
  readonly eavesLength: number;
  /** Mean length of a purlin row across the slope (a trapezoid's mid-width, a triangle's half base). */
  readonly meanLength: number;
  /** Mean length of a sheet run up the slope. */
  readonly meanRun: number;
}

export function roofSlopes(
  input: Pick<RoofShape, 'type'>,
  roof: ReturnType<typeof roofGeometry>,
): RoofSlope[] {
  const { roofLength: Lr, roofWidth: Wr, rafter } = roof;
  if (input.type === 'gable') {
    const slope = { eavesLength: Lr, meanLength: Lr, meanRun: rafter };
    return [slope, slope];
  }
  // Two trapezoids (eaves Lr, ridge Lr − Wr) and two triangles (eaves Wr).
  const trapezoidMean = Lr - Wr / 2;
  const trapezoid = { eavesLength: Lr, meanLength: trapezoidMean, meanRun: (rafter * trapezoidMean) / Lr };
  const triangle = { eavesLength: Wr, meanLength: Wr / 2, meanRun: rafter / 2 };
  return [trapezoid, trapezoid, triangle, triangle];
}
