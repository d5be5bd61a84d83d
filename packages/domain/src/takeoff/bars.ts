import type { TakeoffConstants } from './constants';
import { figure, quantity } from './format';
import { linkSchedule, longitudinalBarLength } from './reinforcement';
import type { TakeoffSheet } from './takeoff-sheet';
import type { TradeItems } from './trade-items';

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
  sheet.add(
    items.steel(diameterMm),
    metres,
    `${label} Y${diameterMm}: ${bars} × ${figure(memberLength)} × (1 + ${figure(constants.LAP)})`,
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
  sheet.add(
    items.steel(diameterMm),
    metres,
    `${label} Y${diameterMm}: n = floor(${figure(member.length)}/${figure(spacing)}) + 1 = ${links.count}; ` +
      `each = 2 × (${figure(member.width)} + ${figure(member.height)}) − 8 × ${figure(cover)} + ${figure(constants.HOOKS)} = ${quantity(links.eachLength, 'm')}; ` +
      `${times}${links.count} × ${figure(links.eachLength)}`,
    label,
  );
  return metres;
}
