import type { MeasurementRef } from './measurement-ref';
import { ExpressionError, sameGroup, type GroupReference } from './expression';

/**
 * The group functions of expressions (docs/takeoff.md §4, "The building model"): what
 * `sum(Internal walls)`, `count(Rooms)`, `perimeter(Rooms)` and `openingArea(Windows)` read of
 * the marks of one group.
 */

/** The marks of a group, as `sum(…)` and the other group functions read them. */
export function groupMembers<M extends Pick<MeasurementRef, 'group'>>(
  group: string,
  measurements: readonly M[],
): M[] {
  return measurements.filter(
    (measurement) => measurement.group !== undefined && sameGroup(measurement.group, group),
  );
}

/**
 * An opening's size written on its mark: the count's type or name (`D1 900x2100`, `W2 1200×1200`),
 * width × height in mm, or in cm when the width is under 400 (`90x210`), as the drawing reader
 * reads a schedule mark (docs/takeoff.md §5.4). Null when none is written.
 */
export function openingSizeOf(text: string): { widthM: number; heightM: number } | null {
  const match = /(\d{2,4})\s*[x×X*]\s*(\d{2,4})/.exec(text);
  if (!match) return null;
  const factor = Number(match[1]) < 400 ? 0.01 : 0.001;
  return { widthM: Number(match[1]) * factor, heightM: Number(match[2]) * factor };
}

const UNIT_WORDS = { m: 'm', m2: 'm²', pcs: 'pcs' } as const;

/**
 * A group function over `measurements` (docs/takeoff.md §4, "The building model"); undefined when
 * no mark is in the group, an `ExpressionError` when the group cannot give that function.
 */
export function groupValue(
  reference: GroupReference,
  measurements: readonly MeasurementRef[],
): number | undefined {
  const members = groupMembers(reference.group, measurements);
  if (members.length === 0) return undefined;
  const { fn, group } = reference;
  if (fn === 'count') return members.length;
  if (fn === 'sum') {
    const units = [...new Set(members.map((member) => member.unit))];
    if (units.length > 1)
      throw new ExpressionError(
        `the group "${group}" mixes ${units.map((unit) => UNIT_WORDS[unit]).join(' and ')}; sum() adds one unit`,
      );
    return members.reduce((total, member) => total + member.value, 0);
  }
  if (fn === 'longSide' || fn === 'shortSide') {
    const [only] = members;
    if (members.length > 1 || !only?.sides)
      throw new ExpressionError(
        `${fn}(${group}) reads one rectangle; the group has ${members.length === 1 ? `"${only?.name}", not a rectangle` : `${members.length} marks`}`,
      );
    return fn === 'longSide' ? only.sides.long : only.sides.short;
  }
  if (fn === 'perimeter') {
    let total = 0;
    for (const member of members) {
      if (member.perimeter === undefined || member.perimeter === null)
        throw new ExpressionError(
          `perimeter(${group}): "${member.name}" is not an outline (an area, rectangle or perimeter)`,
        );
      total += member.perimeter;
    }
    return total;
  }
  let area = 0;
  for (const member of members) {
    const counts = Object.entries(member.counts ?? {});
    if (member.kind !== 'count' || counts.length === 0)
      throw new ExpressionError(`openingArea(${group}): "${member.name}" is not a count of openings`);
    for (const [type, count] of counts) {
      const size = openingSizeOf(type) ?? (counts.length === 1 ? openingSizeOf(member.name) : null);
      if (!size)
        throw new ExpressionError(
          `openingArea(${group}): "${member.name}" gives no size for ${type} (write it like ${type} 900x2100)`,
        );
      area += count * size.widthM * size.heightM;
    }
  }
  return area;
}
