import { BindingError, bindingSources, boundValue, resolveBinding, type MeasurementRef } from './bindings';
import type { BindingSource } from './bindings.contract';
import type {
  BuildingGroup,
  BuildingQuantityId,
  BuildingRole,
  ModelParameters,
} from './building-model.contract';
import type { MeasurementKind, MeasurementUnit } from './measurements.contract';

/**
 * The building model (docs/takeoff.md §4, "The building model"): the plan's marks read by group —
 * a group whose name says "External walls", "Kuta za ndani", "Rooms", "Milango"… stands for that
 * part of the building — and the standard named quantities written as expressions over those
 * groups (`sum(External walls) + sum(Internal walls)`), so that a sheet input bound to one follows
 * every mark of its groups, including marks added later. Pure: the server and the web run it alike.
 */

interface RoleRule {
  readonly role: BuildingRole;
  readonly kinds: readonly MeasurementKind[];
  readonly words: RegExp;
  /** Words that say the group is something else ("Floor tiles" is a finish, not the outline). */
  readonly unless?: RegExp;
}

/**
 * Read in this order, so "Internal walls" is never taken for the outline. Whole words, English or
 * Swahili, any case (the drawing reader's groups are "External walls" / "Kuta za nje", "Rooms" /
 * "Vyumba", "Doors" / "Milango", "Windows" / "Madirisha").
 */
const ROLE_RULES: readonly RoleRule[] = [
  { role: 'internalWalls', kinds: ['length', 'perimeter'], words: /\b(internal|inner|partitions?|ndani)\b/i },
  { role: 'externalWalls', kinds: ['length', 'perimeter'], words: /\b(external|outer|outside|nje)\b/i },
  { role: 'rooms', kinds: ['area', 'rectangle'], words: /\b(rooms?|vyumba|chumba)\b/i },
  {
    role: 'floor',
    kinds: ['area', 'rectangle'],
    words: /\b(floor|plinth|sakafu|msingi)\b/i,
    unless: /\b(tiles?|finish(es)?|screed|skirting|vigae)\b/i,
  },
  { role: 'doors', kinds: ['count'], words: /\b(doors?|mlango|milango)\b/i },
  { role: 'windows', kinds: ['count'], words: /\b(windows?|dirisha|madirisha)\b/i },
  { role: 'roof', kinds: ['area', 'rectangle'], words: /\b(roof|paa)\b/i },
];

type ModelRef = MeasurementRef & { readonly group: string; readonly kind: MeasurementKind };

function hasGroup(ref: MeasurementRef): ref is ModelRef {
  return ref.group !== undefined && ref.group.trim() !== '' && ref.kind !== undefined;
}

/**
 * The plan's groups, each with the role its name gives it. A group takes a role only when every
 * mark in it is of a kind the role is measured with (walls as lengths, rooms as areas, doors as
 * counts…); otherwise, and when its name says nothing the model knows, its role is null.
 */
export function classifyGroups(refs: readonly MeasurementRef[]): BuildingGroup[] {
  const byGroup = new Map<string, { group: string; kinds: Set<MeasurementKind>; marks: number }>();
  for (const ref of refs.filter(hasGroup)) {
    const name = ref.group.trim().replace(/\s+/g, ' ');
    const key = name.toLowerCase();
    const entry = byGroup.get(key) ?? { group: name, kinds: new Set<MeasurementKind>(), marks: 0 };
    entry.kinds.add(ref.kind);
    entry.marks += 1;
    byGroup.set(key, entry);
  }
  return [...byGroup.values()]
    .map(({ group, kinds, marks }) => {
      const rule = ROLE_RULES.find(
        (candidate) => candidate.words.test(group) && !candidate.unless?.test(group),
      );
      const fits = rule !== undefined && [...kinds].every((kind) => rule.kinds.includes(kind));
      return { group, role: fits ? rule.role : null, marks };
    })
    .sort((left, right) => (left.group < right.group ? -1 : left.group > right.group ? 1 : 0));
}

/** A quantity's expression while it is built: null with the roles it still needs. */
interface Part {
  readonly expression: string | null;
  readonly needs: readonly BuildingRole[];
}

/** A number as an expression writes it: at most 4 decimals, no trailing zeros. */
function numberText(value: number): string {
  return String(boundValue(value));
}

function union(parts: readonly Part[]): BuildingRole[] {
  return [...new Set(parts.flatMap((part) => part.needs))];
}

/** `write` over the parts' expressions, or null (with every role missing) when one is missing. */
function combine(write: (...expressions: string[]) => string, ...parts: Part[]): Part {
  const needs = union(parts);
  const expressions = parts.map((part) => part.expression);
  if (expressions.some((expression) => expression === null)) return { expression: null, needs };
  return { expression: write(...(expressions as string[])), needs };
}

/** The parts that exist, added; with none, null needing them all. */
function anyOf(...parts: Part[]): Part {
  const present = parts.filter((part) => part.expression !== null);
  if (present.length === 0) return { expression: null, needs: union(parts) };
  if (present.length === 1) return { expression: present[0]!.expression, needs: [] };
  return { expression: `(${present.map((part) => part.expression).join(' + ')})`, needs: [] };
}

const UNITS: Readonly<Record<BuildingQuantityId, MeasurementUnit>> = {
  externalWalls: 'm',
  internalWalls: 'm',
  walls: 'm',
  blindingArea: 'm2',
  externalFace: 'm',
  floorArea: 'm2',
  roomFaces: 'm',
  rooms: 'pcs',
  plinthArea: 'm2',
  plinthPerimeter: 'm',
  plinthLength: 'm',
  plinthWidth: 'm',
  doors: 'pcs',
  windows: 'pcs',
  doorsArea: 'm2',
  windowsArea: 'm2',
  openingsArea: 'm2',
  internalWallArea: 'm2',
  externalWallArea: 'm2',
  externalPlasterArea: 'm2',
  doorFaces: 'm2',
  roofArea: 'm2',
  eavesLength: 'm',
  soffitArea: 'm2',
};

/** External plaster runs 0.6 m below the floor, down the plinth, as the house model has it (§3). */
export const PLINTH_PLASTER_DEPTH = 0.6;

/**
 * Each standard quantity's expression over the plan's groups (null when a group it needs is
 * missing). `parameters` give the walls' height H and thickness t, which are the Walling sheet's,
 * and the strip's width, which is the Strip foundation sheet's.
 */
export function quantityExpressions(
  groups: readonly BuildingGroup[],
  parameters: ModelParameters,
): Record<BuildingQuantityId, Part> {
  const of = (role: BuildingRole, fn: string): Part => {
    const names = groups.filter((group) => group.role === role).map((group) => `${fn}(${group.group})`);
    if (names.length === 0) return { expression: null, needs: [role] };
    return { expression: names.length === 1 ? names[0]! : `(${names.join(' + ')})`, needs: [] };
  };
  const height = numberText(parameters.wallHeight.value);
  const plasterHeight = numberText(parameters.wallHeight.value + PLINTH_PLASTER_DEPTH);
  const thickness = numberText(parameters.wallThickness.value);
  const stripWidth = numberText(parameters.stripWidth.value);

  const externalWalls = of('externalWalls', 'sum');
  const internalWalls = of('internalWalls', 'sum');
  const walls = combine((external, internal) => `${external} + ${internal}`, externalWalls, internalWalls);
  const externalFace = combine((external) => `${external} + 4 * ${thickness}`, externalWalls);
  const roomFaces = of('rooms', 'perimeter');
  const plinthArea = of('floor', 'sum');
  const doorsArea = of('doors', 'openingArea');
  const windowsArea = of('windows', 'openingArea');
  const openingsArea = anyOf(doorsArea, windowsArea);
  const roofArea = of('roof', 'sum');
  return {
    externalWalls,
    internalWalls,
    walls,
    blindingArea: combine((all) => `(${all}) * ${stripWidth}`, walls),
    externalFace,
    floorArea: of('rooms', 'sum'),
    roomFaces,
    rooms: of('rooms', 'count'),
    plinthArea,
    plinthPerimeter: of('floor', 'perimeter'),
    plinthLength: of('floor', 'longSide'),
    plinthWidth: of('floor', 'shortSide'),
    doors: of('doors', 'sum'),
    windows: of('windows', 'sum'),
    doorsArea,
    windowsArea,
    openingsArea,
    internalWallArea: combine(
      (faces, openings) => `${faces} * ${height} - ${openings}`,
      roomFaces,
      openingsArea,
    ),
    externalWallArea: combine(
      (face, openings) => `(${face}) * ${height} - ${openings} / 2`,
      externalFace,
      openingsArea,
    ),
    externalPlasterArea: combine(
      (face, openings) => `(${face}) * ${plasterHeight} - ${openings} / 2`,
      externalFace,
      openingsArea,
    ),
    doorFaces: combine((area) => `2 * ${area}`, doorsArea),
    roofArea,
    eavesLength: of('roof', 'perimeter'),
    soffitArea: combine((roof, plinth) => `${roof} - ${plinth}`, roofArea, plinthArea),
  };
}

export interface ComputedQuantity {
  readonly id: BuildingQuantityId;
  readonly unit: MeasurementUnit;
  readonly expression: string | null;
  readonly value: number | null;
  readonly sources: BindingSource[];
  readonly needs: BuildingRole[];
  readonly problem: string | null;
}

export interface ComputedModel {
  readonly groups: BuildingGroup[];
  readonly quantities: ComputedQuantity[];
}

function sourceOf(ref: MeasurementRef): BindingSource {
  return {
    measurementId: ref._id,
    name: ref.name,
    key: ref.key,
    drawingName: ref.drawingName,
    page: ref.page,
  };
}

/**
 * The building model of a plan: its groups and each standard quantity with its expression, value
 * (4 decimals, as a bound input holds it) and the marks it reads; a quantity whose groups are
 * missing says which, one whose marks give no value (an opening without a size) says why.
 */
export function computeBuildingModel(
  refs: readonly MeasurementRef[],
  parameters: ModelParameters,
): ComputedModel {
  const groups = classifyGroups(refs);
  const parts = quantityExpressions(groups, parameters);
  const quantities = (Object.keys(UNITS) as BuildingQuantityId[]).map((id): ComputedQuantity => {
    const { expression, needs } = parts[id];
    const base = { id, unit: UNITS[id], expression, needs: [...needs] };
    if (expression === null) return { ...base, value: null, sources: [], problem: null };
    try {
      const binding = { expression };
      const value = resolveBinding(binding, refs);
      return { ...base, value, sources: bindingSources(binding, refs).map(sourceOf), problem: null };
    } catch (error) {
      if (!(error instanceof BindingError) && !(error instanceof Error)) throw error;
      return { ...base, value: null, sources: [], problem: error.message };
    }
  });
  return { groups, quantities };
}
