import type { TakeoffConstants } from './constants';
import { floorTolerant } from './whole-numbers';

/** kg per metre of a bar of diameter d mm: d²/162. */
export function steelMassPerMetre(diameterMm: number): number {
  return (diameterMm * diameterMm) / 162;
}

/** m of longitudinal bars along a member, with the lap allowance: bars·length·(1+LAP). */
export function longitudinalBarLength(
  bars: number,
  memberLength: number,
  constants: Pick<TakeoffConstants, 'LAP'>,
) {
  return bars * memberLength * (1 + constants.LAP);
}

export interface LinkSchedule {
  readonly count: number;
  /** m of one link, hooks included */
  readonly eachLength: number;
  /** m of all links */
  readonly totalLength: number;
}

/**
 * Links (stirrups) along a member of length ℓ at spacing s, section w × h (docs/takeoff.md §1):
 * count = floor(ℓ/s) + 1; each = 2(w + h) − 8·cover + HOOKS. A member of no length has no links
 * (the `+ 1` would otherwise leave one), and a section too small for its cover has none either.
 */
export function linkSchedule(
  memberLength: number,
  spacing: number,
  section: { readonly width: number; readonly height: number },
  cover: number,
  constants: Pick<TakeoffConstants, 'HOOKS'>,
): LinkSchedule {
  if (memberLength <= 0) return { count: 0, eachLength: 0, totalLength: 0 };
  const count = floorTolerant(memberLength / spacing) + 1;
  const fitsInsideCover = section.width > 2 * cover && section.height > 2 * cover;
  const eachLength = fitsInsideCover ? 2 * (section.width + section.height) - 8 * cover + constants.HOOKS : 0;
  return { count, eachLength, totalLength: count * eachLength };
}
