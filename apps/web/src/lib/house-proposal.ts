import type { HouseMap, Measurement } from '@kadirio/domain';
import { DEFAULT_HOUSE_VALUES, type HouseFormValues, type NumberField } from './house-form';

/**
 * The house-model form proposed from what is known of the plan (docs/takeoff.md §3, "Starting
 * from the plan"): the plan's facts and the measurements taken on its drawings. Every proposed
 * field says where its value came from; a field nothing speaks for keeps the default.
 */

/** One thing a proposed value rests on: a fact of the plan, or measurements (their values added). */
export type ProposalReason =
  | { kind: 'bedrooms'; value: number }
  | { kind: 'plinthArea'; value: number }
  | { kind: 'measured'; names: readonly string[]; value: number; unit: Measurement['unit'] }
  /** Only the area or only the perimeter is known: the default house's proportion is assumed. */
  | { kind: 'proportion' };

export interface HouseProposal {
  values: HouseFormValues;
  /** Why each proposed field has its value; a field absent here holds the default. */
  reasons: Partial<Record<NumberField, readonly ProposalReason[]>>;
}

export type PlanFacts = Pick<HouseMap, 'bedrooms' | 'plinthArea'>;
export type MeasuredFacts = Pick<Measurement, 'name' | 'group' | 'kind' | 'value' | 'unit'>;

/** The default house is 12 × 9 m: length to width 4 : 3. */
const LENGTH_PER_WIDTH = Number(DEFAULT_HOUSE_VALUES.length) / Number(DEFAULT_HOUSE_VALUES.width);

/**
 * What a measurement's name or group must say to stand for a figure of the house, in English or
 * Swahili. Internal walls are tried before external ones, so a mark is used for one figure only.
 */
const ROLES = [
  { role: 'internalWalls', kinds: ['length', 'perimeter'], words: /internal|inner|partition|ndani/i },
  { role: 'externalWalls', kinds: ['length', 'perimeter'], words: /external|outer|outside|perimeter|nje/i },
  { role: 'floorArea', kinds: ['area', 'rectangle'], words: /floor|plinth|sakafu|msingi/i },
  { role: 'doors', kinds: ['count'], words: /door|mlango|milango/i },
  { role: 'windows', kinds: ['count'], words: /window|dirisha|madirisha/i },
] as const;

type Role = (typeof ROLES)[number]['role'];

function roleOf(measurement: MeasuredFacts): Role | null {
  const text = `${measurement.name} ${measurement.group}`;
  const found = ROLES.find(
    (rule) => (rule.kinds as readonly string[]).includes(measurement.kind) && rule.words.test(text),
  );
  return found?.role ?? null;
}

/** The marks of each role, their values added (a wall measured in several pieces is one wall). */
function measuredByRole(measurements: readonly MeasuredFacts[]) {
  const byRole = new Map<Role, Extract<ProposalReason, { kind: 'measured' }>>();
  for (const measurement of measurements) {
    const role = roleOf(measurement);
    if (role === null || !(measurement.value > 0)) continue;
    const before = byRole.get(role);
    byRole.set(role, {
      kind: 'measured',
      names: [...(before?.names ?? []), measurement.name],
      value: (before?.value ?? 0) + measurement.value,
      unit: measurement.unit,
    });
  }
  return byRole;
}

/** A form value: at most 2 decimals, as a surveyor would type it. */
const typed = (value: number) => String(Math.round(value * 100) / 100);

/**
 * Length and width of the rectangle with plinth area `area` and outline `perimeter`: the roots of
 * x² − (P/2)x + A = 0. Null when no rectangle has both (the outline is too short for the area).
 */
function rectangleOf(area: number, perimeter: number): { length: number; width: number } | null {
  const halfPerimeter = perimeter / 2;
  const discriminant = halfPerimeter * halfPerimeter - 4 * area;
  if (discriminant < 0) return null;
  const root = Math.sqrt(discriminant);
  return { length: (halfPerimeter + root) / 2, width: (halfPerimeter - root) / 2 };
}

/** The proposed form. Rules, in order, in docs/takeoff.md §3 "Starting from the plan". */
export function proposeHouseValues(
  plan: PlanFacts | null,
  measurements: readonly MeasuredFacts[],
): HouseProposal {
  const values: HouseFormValues = { ...DEFAULT_HOUSE_VALUES };
  const reasons: HouseProposal['reasons'] = {};
  const measured = measuredByRole(measurements);
  const propose = (field: NumberField, value: number, why: readonly ProposalReason[]) => {
    values[field] = typed(value);
    reasons[field] = why;
  };

  if (plan?.bedrooms !== null && plan?.bedrooms !== undefined && plan.bedrooms >= 0) {
    propose('bedrooms', plan.bedrooms, [{ kind: 'bedrooms', value: plan.bedrooms }]);
  }

  // The floor measured on the drawing wins over the plinth area the owner typed.
  const floor = measured.get('floorArea');
  const areaReason: ProposalReason | null =
    floor ?? (plan?.plinthArea ? { kind: 'plinthArea', value: plan.plinthArea } : null);
  const walls = measured.get('externalWalls') ?? null;
  const rectangle = areaReason && walls ? rectangleOf(areaReason.value, walls.value) : null;
  if (rectangle && areaReason && walls) {
    propose('length', rectangle.length, [walls, areaReason]);
    propose('width', rectangle.width, [walls, areaReason]);
  } else if (areaReason) {
    // L · W = A with L : W = 4 : 3.
    const width = Math.sqrt(areaReason.value / LENGTH_PER_WIDTH);
    propose('length', width * LENGTH_PER_WIDTH, [areaReason, { kind: 'proportion' }]);
    propose('width', width, [areaReason, { kind: 'proportion' }]);
  } else if (walls) {
    // 2(L + W) = P with L : W = 4 : 3.
    const width = walls.value / 2 / (1 + LENGTH_PER_WIDTH);
    propose('length', width * LENGTH_PER_WIDTH, [walls, { kind: 'proportion' }]);
    propose('width', width, [walls, { kind: 'proportion' }]);
  }

  for (const [field, role] of [
    ['internalWalls', 'internalWalls'],
    ['doors', 'doors'],
    ['windows', 'windows'],
  ] as const) {
    const reason = measured.get(role);
    if (reason) propose(field, reason.value, [reason]);
  }
  return { values, reasons };
}
