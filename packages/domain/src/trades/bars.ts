import type { TakeoffConstants } from './constants';
import { figure, quantity } from './format';
import { linkSchedule, longitudinalBarLength, steelMassPerMetre } from './reinforcement';
import type { TakeoffSheet } from './takeoff-sheet';
import type { TradeItems } from './trade-items';
import type { WorkItemDefinition } from './work-items';

/** Bar diameters every bar trade offers (docs/takeoff.md §4.2); pads and beams add Y20. */
export const STANDARD_BAR_DIAMETERS = [8, 10, 12, 16] as const;
export const HEAVY_BAR_DIAMETERS = [8, 10, 12, 16, 20] as const;

/** The measured work of bars of one diameter, in kg as a bill measures reinforcement. */
export function barWork(diameterMm: number): WorkItemDefinition {
  return {
    key: `bars-y${diameterMm}`,
    unit: 'KG',
    description: `High-yield steel bar reinforcement Y${diameterMm}, cut, bent and fixed`,
    descriptionSw: `Nondo Y${diameterMm} za kuimarisha zege, kukatwa, kupindwa na kufungwa`,
  };
}

/** `at 0.8889 kg/m (12²/162) = 46.93 kg`: every bar derivation shows the mass. */
function massText(diameterMm: number, metres: number): string {
  const perMetre = steelMassPerMetre(diameterMm);
  return `${figure(metres)} m at ${diameterMm}²/162 = ${figure(perMetre)} kg/m = ${quantity(metres * perMetre, 'kg')}`;
}

/** Measures `metres` of bars as kg of reinforcement; the bar lines that follow belong to it. */
function measureBars(sheet: TakeoffSheet, diameterMm: number, metres: number): void {
  sheet.measure(barWork(diameterMm), metres * steelMassPerMetre(diameterMm), massText(diameterMm, metres));
}

/**
 * Bar lengths on a sheet, with derivations. Bars are measured in metres (the steel items' base
 * unit); the catalogue turns metres into 12 m pieces.
 */

/** bars·length·(1+LAP) → `PREFIX-Y{diameter}`; returns the metres added. */
export function addLongitudinalBars(
  sheet: TakeoffSheet,
  items: TradeItems,
  diameterMm: number,
  bars: number,
  memberLength: number,
  constants: TakeoffConstants,
  label: string,
): number {
  const metres = longitudinalBarLength(bars, memberLength, constants);
  if (!(metres > 0)) return 0;
  measureBars(sheet, diameterMm, metres);
  sheet.add(
    items.steel(diameterMm),
    metres,
    `${label} Y${diameterMm}: ${bars} × ${figure(memberLength)} × (1 + ${figure(constants.LAP)}) (${massText(diameterMm, metres)})`,
    label,
  );
  return metres;
}

/**
 * Links along `members` identical members → `PREFIX-Y{diameter}`; returns the metres added.
 * The section is width × height of the member, `cover` the concrete cover to the links.
 */
export function addLinks(
  sheet: TakeoffSheet,
  items: TradeItems,
  diameterMm: number,
  member: { readonly length: number; readonly width: number; readonly height: number },
  spacing: number,
  cover: number,
  constants: TakeoffConstants,
  label: string,
  members = 1,
): number {
  const links = linkSchedule(member.length, spacing, member, cover, constants);
  const metres = members * links.totalLength;
  const times = members === 1 ? '' : `${members} × `;
  if (!(metres > 0)) return 0;
  measureBars(sheet, diameterMm, metres);
  sheet.add(
    items.steel(diameterMm),
    metres,
    `${label} Y${diameterMm}: n = floor(${figure(member.length)}/${figure(spacing)}) + 1 = ${links.count}; ` +
      `each = 2 × (${figure(member.width)} + ${figure(member.height)}) − 8 × ${figure(cover)} + ${figure(constants.HOOKS)} = ${quantity(links.eachLength, 'm')}; ` +
      `${times}${links.count} × ${figure(links.eachLength)} (${massText(diameterMm, metres)})`,
    label,
  );
  return metres;
}

/** Bars of any other shape (a mesh, column starters): measured in kg, added in metres. */
export function addBars(
  sheet: TakeoffSheet,
  items: TradeItems,
  diameterMm: number,
  metres: number,
  working: string,
  label: string,
): number {
  if (!(metres > 0)) return 0;
  measureBars(sheet, diameterMm, metres);
  sheet.add(items.steel(diameterMm), metres, `${working} (${massText(diameterMm, metres)})`, label);
  return metres;
}
