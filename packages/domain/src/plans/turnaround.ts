/**
 * The service's stated turnaround, in working days (docs/product.md, "Turnaround"): the drawing
 * checks (type and unit) from the day a plan is sent, then the bill of quantities from the day
 * the checks pass. Shown on every plan card so the client knows when to expect what.
 */
export const TURNAROUND_WORKING_DAYS = { check: 2, boq: 5 } as const;
