import { SECTIONS, type BoqLine, type BoqRevision, type BoqSheet } from '@kadirio/domain';

/** One trade within a bill: its lettered items and its totals (as frozen in the revision). */
export interface BillTrade {
  readonly sheet: BoqSheet;
  readonly items: readonly { readonly letter: string; readonly line: BoqLine }[];
}

/** A bill of the customary East African layout: one per section, numbered from 1. */
export interface Bill {
  readonly number: number;
  readonly title: string;
  readonly trades: readonly BillTrade[];
  /** Σ trade totals (labour included): what the collection carries to the grand summary. */
  readonly total: number;
}

/** I and O are left out of item letters, as surveyors do, so they are never read as 1 and 0. */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A, B, … Z, then AA, AB, …: the item reference within a bill. */
export function itemLetter(index: number): string {
  let letter = '';
  let rest = index;
  do {
    letter = LETTERS[rest % LETTERS.length] + letter;
    rest = Math.floor(rest / LETTERS.length) - 1;
  } while (rest >= 0);
  return letter;
}

/** The bills of a revision: sections in sidebar order; a line is billed only when it has a quantity. */
export function layoutBills(revision: BoqRevision): Bill[] {
  return SECTIONS.map((section, index) => {
    let counter = 0;
    const trades = revision.sheets
      .filter((sheet) => sheet.section === section.id)
      .map((sheet) => ({
        sheet,
        items: sheet.lines
          .filter((line) => line.quantity > 0)
          .map((line) => ({ letter: itemLetter(counter++), line })),
      }));
    return {
      number: index + 1,
      title: section.nameEn,
      trades,
      total: trades.reduce((sum, trade) => sum + trade.sheet.total, 0),
    };
  });
}

/** The header facts printed on every export. */
export function revisionHeading(revision: BoqRevision): string[] {
  const { map } = revision;
  const location = [map.ward, map.district, map.region].filter((part) => part.trim() !== '').join(', ');
  return [
    `Project: ${map.title}`,
    `Client: ${map.ownerName}`,
    `Location: ${location}`,
    `Revision ${revision.revision}, issued ${revision.issuedAt.slice(0, 10)} by ${revision.issuedBy.name}`,
    `Currency: ${revision.currency}`,
  ];
}

/** Whole-currency amounts as printed: 1,234,567. */
export const money = (value: number): string => Math.round(value).toLocaleString('en-US');

/** Quantities as printed: two decimals. */
export const figure = (value: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
