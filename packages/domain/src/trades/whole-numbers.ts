/**
 * Floor and ceiling that forgive binary float noise: 0.6 / 0.2 is 2.9999999999999996 in floating
 * point, and a surveyor counting links along 0.6 m at 0.2 m expects 3 spaces, not 2.
 */
const RELATIVE_TOLERANCE = 1e-9;

function tolerance(value: number): number {
  return RELATIVE_TOLERANCE * Math.max(1, Math.abs(value));
}

export function floorTolerant(value: number): number {
  return Math.floor(value + tolerance(value));
}

export function ceilTolerant(value: number): number {
  // `+ 0` turns the -0 that Math.ceil gives for tiny negatives into 0.
  return Math.ceil(value - tolerance(value)) + 0;
}
