/**
 * Money is whole TZS. Each stated step rounds once, to the nearest shilling; the tiny relative
 * nudge keeps a product that is exactly n.5 on paper (but n.4999999999 in binary) rounding up,
 * as a surveyor's calculator would.
 */
export function roundMoney(value: number): number {
  return Math.round(value + Math.abs(value) * 1e-12);
}

/** `percent` % of a whole-TZS amount, rounded: multiply first, then divide, to keep it exact. */
export function percentOf(amount: number, percent: number): number {
  return roundMoney((amount * percent) / 100);
}
