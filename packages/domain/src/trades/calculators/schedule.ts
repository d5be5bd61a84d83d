import { z } from 'zod';
import { countField, fieldName } from '../fields';
import { figure, quantity } from '../format';
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
