import { z } from 'zod';
import { countField, fieldName } from '../fields';
import { figure, quantity } from '../format';
import type { TakeoffSheet } from '../takeoff-sheet';
import type { TradeItems } from '../trade-items';
import type { WorkItemDefinition } from '../work-items';

/**
 * Windows and doors are counted from a schedule `{ code: count }` of the trade's sized items
 * (docs/takeoff.md §2). Sizes are read from the code (`GRL-1800X1700` is 1.8 × 1.7 m) so the
 * derivation can give the opening area.
 */

export function scheduleField<const Codes extends readonly [string, ...string[]]>(codes: Codes) {
  return z
    .partialRecord(z.enum(codes), countField(), {
      error: (issue) => {
        const name = fieldName(issue.path);
        // zod reports keys outside the enum as `unrecognized_keys`, which its record typings do not list.
        const keys = (issue as { keys?: unknown }).keys;
        if (Array.isArray(keys)) {
          return `${name} has unknown item code${keys.length > 1 ? 's' : ''} ${keys.join(', ')}; expected ${codes.join(', ')}`;
        }
        return `${name} must be an object of { code: count } with codes ${codes.join(', ')}`;
      },
    })
    .default({});
}

/** Width and height in metres of a sized code such as `DFR-900X2500`. */
export function sizeOfCode(code: string): { width: number; height: number } {
  const match = /-(\d+)X(\d+)$/.exec(code);
  if (!match?.[1] || !match[2]) throw new Error(`${code} carries no size`);
  return { width: Number(match[1]) / 1000, height: Number(match[2]) / 1000 };
}

export type Schedule<Code extends string> = Partial<Record<Code, number>>;

export interface ScheduledOpening<Code extends string = string> {
  readonly code: Code;
  readonly count: number;
  readonly area: number;
  readonly working: string;
}

/** Each scheduled code with its count and opening area, in the order of `codes`. */
export function scheduledOpenings<Code extends string>(
  codes: readonly Code[],
  schedule: Schedule<Code>,
): ScheduledOpening<Code>[] {
  return codes.map((code) => {
    const count = schedule[code] ?? 0;
    const { width, height } = sizeOfCode(code);
    const area = count * width * height;
    return {
      code,
      count,
      area,
      working: `${count} × ${figure(width)} × ${figure(height)} = ${quantity(area, 'm2')}`,
    };
  });
}

/** The work item of one sized code: `Window grill 1800 × 1700 mm, supplied and fixed — No`. */
export function openingWork(
  code: string,
  name: { readonly en: string; readonly sw: string },
): WorkItemDefinition {
  const { width, height } = sizeOfCode(code);
  const size = `${Math.round(width * 1000)} × ${Math.round(height * 1000)} mm`;
  return {
    key: code,
    unit: 'No',
    description: `${name.en} ${size}, supplied and fixed`,
    descriptionSw: `${name.sw} ${size}, kununua na kufunga`,
  };
}

/** A door opening of any size: width × height (m), how many. */
export interface DoorOpening {
  readonly width: number;
  readonly height: number;
  readonly count: number;
}

/**
 * A door opening's side may differ from a catalogue size by this much and still be bought as that
 * item: frames and shutters are made to measure within a few centimetres *(assumption)*.
 */
export const DOOR_SIZE_TOLERANCE = 0.05;

/** How a door of any size is priced (docs/takeoff.md §4.2, doors of any size). */
export interface PricedDoorOpening<Code extends string> {
  /** The catalogue's sized item nearest to it: Σ of the differences of the two sides. */
  readonly nearest: Code;
  /** `item`: bought as the nearest item (count); `perSquareMetre`: that item's per-m² line. */
  readonly how: 'item' | 'perSquareMetre';
  readonly area: number;
  readonly working: string;
}

/**
 * The per-m² item of a sized code: `DSH-1300X2500` → `DSH-1300X2500-M2` (the suffix keeps it out of
 * the sized codes a schedule lists, which end in the size).
 */
export function perSquareMetreCode(code: string): string {
  return `${code}-M2`;
}

/**
 * A door of any size is priced from the nearest sized item: at that item when both its sides are
 * within DOOR_SIZE_TOLERANCE of it, else per m² at the item's per-m² line (`…-M2`), whose seed
 * rate is the item's rate ÷ its area. The working says which.
 */
export function priceDoorOpening<Code extends string>(
  codes: readonly Code[],
  opening: DoorOpening,
): PricedDoorOpening<Code> {
  let nearest = codes[0] as Code;
  let best = Number.POSITIVE_INFINITY;
  for (const code of codes) {
    const size = sizeOfCode(code);
    const distance = Math.abs(size.width - opening.width) + Math.abs(size.height - opening.height);
    if (distance < best - 1e-9) {
      best = distance;
      nearest = code;
    }
  }
  const size = sizeOfCode(nearest);
  const within =
    Math.abs(size.width - opening.width) <= DOOR_SIZE_TOLERANCE + 1e-9 &&
    Math.abs(size.height - opening.height) <= DOOR_SIZE_TOLERANCE + 1e-9;
  const area = opening.count * opening.width * opening.height;
  const door = `${opening.count} × ${figure(opening.width)} × ${figure(opening.height)} m`;
  const itemSize = `${figure(size.width)} × ${figure(size.height)} m`;
  const working = within
    ? `${door}: priced at the nearest item ${nearest} (${itemSize}, each side within ${DOOR_SIZE_TOLERANCE * 1000} mm); count ${opening.count}`
    : `${door}: no item within ${DOOR_SIZE_TOLERANCE * 1000} mm, priced per m² scaled from the nearest item ${nearest} (${itemSize} = ${figure(size.width * size.height)} m²; its rate ÷ its area) at ${perSquareMetreCode(nearest)}; area = ${opening.count} × ${figure(opening.width)} × ${figure(opening.height)} = ${quantity(area, 'm2')}`;
  return { nearest, how: within ? 'item' : 'perSquareMetre', area, working };
}

/**
 * Adds the doors of any size of a frame or shutter sheet: each on its nearest item's line or on
 * that item's per-m² line, measured as a work item that says which. Returns each door's nearest
 * item and count (a shutter's leaves follow its nearest item).
 */
export function addCustomDoors<Code extends string>(
  sheet: TakeoffSheet,
  items: TradeItems,
  codes: readonly Code[],
  custom: readonly DoorOpening[],
  name: { readonly en: string; readonly sw: string },
): { nearest: Code; count: number }[] {
  const doors: { nearest: Code; count: number }[] = [];
  for (const opening of custom) {
    if (opening.count <= 0 || opening.width <= 0 || opening.height <= 0) continue;
    const priced = priceDoorOpening(codes, opening);
    const size = `${Math.round(opening.width * 1000)} × ${Math.round(opening.height * 1000)} mm`;
    doors.push({ nearest: priced.nearest, count: opening.count });
    if (priced.how === 'item') {
      sheet.measure(openingWork(priced.nearest, name), opening.count, priced.working);
      const item = items.byKey[priced.nearest];
      if (item) sheet.add(item, opening.count, priced.working);
      continue;
    }
    sheet.measure(
      {
        key: `custom-${size}`,
        unit: 'SM',
        description: `${name.en} ${size}, priced per m² from the nearest size ${priced.nearest}, supplied and fixed`,
        descriptionSw: `${name.sw} ${size}, bei kwa m² kutoka kipimo kilicho karibu ${priced.nearest}, kununua na kufunga`,
      },
      priced.area,
      priced.working,
    );
    const item = items.byKey[perSquareMetreCode(priced.nearest)];
    if (item) sheet.add(item, priced.area, priced.working);
  }
  return doors;
}
