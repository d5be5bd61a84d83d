import {
  BILL_TEXT,
  printedUnit,
  SECTIONS,
  type BoqLine,
  type BoqRevision,
  type BoqSheet,
  type Language,
  type PreambleFacts,
} from '@kadirio/domain';

/** One trade within a bill: its lettered items and its totals (as frozen in the revision). */
export interface BillTrade {
  readonly sheet: BoqSheet;
  /** The trade's name in the bill's language. */
  readonly name: string;
  readonly items: readonly { readonly letter: string; readonly line: BoqLine }[];
}

/** A bill of the customary East African layout: one per section that bills something, numbered from 1. */
export interface Bill {
  readonly number: number;
  readonly section: BoqSheet['section'];
  readonly title: string;
  readonly trades: readonly BillTrade[];
  /**
   * The section's trades marked not applicable, each printed in the bill with its reason ("Excluded:
   * …"), so nothing the surveyor left out vanishes silently.
   */
  readonly excluded: readonly { readonly name: string; readonly reason: string }[];
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

/** A line is billed only when it has a quantity; the rest of a trade's catalogue stays off paper. */
const isBilled = (line: BoqLine): boolean => line.quantity > 0;

/**
 * The bills of a revision: sections in sidebar order, each with the trades that bill at least one
 * line and the trades marked not applicable (with their reason). An empty trade is left out, and
 * so is a section with neither; the bills that remain are numbered 1, 2, 3… so the grand summary
 * has no gaps.
 */
export function layoutBills(revision: BoqRevision, lang: Language = 'en'): Bill[] {
  const bills: Bill[] = [];
  for (const section of SECTIONS) {
    let counter = 0;
    const trades = revision.sheets
      .filter((sheet) => sheet.section === section.id && sheet.lines.some(isBilled))
      .map((sheet) => ({
        sheet,
        name: lang === 'sw' ? sheet.nameSw : sheet.nameEn,
        items: sheet.lines.filter(isBilled).map((line) => ({ letter: itemLetter(counter++), line })),
      }));
    const excluded = revision.sheets
      .filter((sheet) => sheet.section === section.id && sheet.status === 'notApplicable')
      .map((sheet) => ({
        name: lang === 'sw' ? sheet.nameSw : sheet.nameEn,
        reason: sheet.notApplicableReason?.trim() || '—',
      }));
    if (trades.length === 0 && excluded.length === 0) continue;
    bills.push({
      number: bills.length + 1,
      section: section.id,
      title: lang === 'sw' ? section.nameSw : section.nameEn,
      trades,
      excluded,
      total: trades.reduce((sum, trade) => sum + trade.sheet.total, 0),
    });
  }
  return bills;
}

/** A line's description in the bill's language (the English one when the catalogue has no Swahili). */
export function lineDescription(line: BoqLine, lang: Language): string {
  return lang === 'sw' && line.descriptionSw ? line.descriptionSw : line.description;
}

/** One printed row of a bill's measured work, before it is placed on a page. */
export interface BillRow {
  readonly cells: readonly [string, string, string, string, string, string];
  /** The amount the row adds to its page; null for a trade's heading. */
  readonly amount: number | null;
  readonly bold: boolean;
  /** A heading is never left alone at the foot of a page. */
  readonly keepWithNext: boolean;
}

/**
 * The rows of a bill: per trade a heading, its lettered items, then its labour as an item of its
 * own; then each excluded trade's heading and reason, which add nothing. No subtotal rows: every amount on a page is added once into the page's total, so the
 * pages' totals add up to the bill's total (Σ line amounts + labour = Σ trade totals).
 */
export function billRows(bill: Bill, lang: Language): BillRow[] {
  const text = BILL_TEXT[lang];
  const excluded = bill.excluded.flatMap(({ name, reason }): BillRow[] => [
    { cells: ['', name, '', '', '', ''] as const, amount: null, bold: true, keepWithNext: true },
    {
      cells: ['', text.excluded(reason), '', '', '', ''] as const,
      amount: 0,
      bold: false,
      keepWithNext: false,
    },
  ]);
  const billed = bill.trades.flatMap(({ sheet, name, items }): BillRow[] => [
    { cells: ['', name, '', '', '', ''], amount: null, bold: true, keepWithNext: true },
    ...items.map(({ letter, line }) => ({
      cells: [
        letter,
        lineDescription(line, lang),
        printedUnit(line.unit, lang),
        figure(line.quantity),
        rate(line.rate),
        money(line.amount),
      ] as const,
      amount: line.amount,
      bold: false,
      keepWithNext: false,
    })),
    {
      cells: ['', text.labour(sheet.labourPercent, name), '%', '', '', money(sheet.labour)],
      amount: sheet.labour,
      bold: false,
      keepWithNext: false,
    },
  ]);
  return [...billed, ...excluded];
}

/** The map's location as printed: ward, district, region, leaving out the blanks. */
export function locationOf(revision: BoqRevision): string {
  const { map } = revision;
  return [map.ward, map.district, map.region].filter((part) => part.trim() !== '').join(', ');
}

/** The header facts printed on every export. */
export function revisionHeading(revision: BoqRevision, lang: Language = 'en'): string[] {
  const text = BILL_TEXT[lang];
  return [
    `${text.project}: ${revision.map.title}`,
    `${text.client}: ${revision.map.ownerName}`,
    `${text.location}: ${locationOf(revision)}`,
    `${text.revision} ${revision.revision}, ${text.issuedOn.toLowerCase()} ${revision.issuedAt.slice(0, 10)}, ${text.preparedBy.toLowerCase()} ${preparedBy(revision)}`,
    `${text.currency}: ${revision.currency}`,
  ];
}

/** Who prepared the bill: the person who issued it, or Kadirio when the revision names nobody. */
export function preparedBy(revision: BoqRevision): string {
  return revision.issuedBy.name.trim() || 'Kadirio';
}

/** The facts the preambles state, read from the revision's frozen percentages. */
export function preambleFacts(revision: BoqRevision): PreambleFacts {
  const { percentages, summary } = revision;
  return {
    currency: revision.currency,
    contingencyPercent: summary.contingencyPercent,
    vatPercent: summary.vatPercent,
    // Revisions issued before take-off revision 2 carry no flag: their VAT was added.
    ratesIncludeVat: summary.ratesIncludeVat === true,
    labourByKind: percentages.labourByKind ?? null,
  };
}

/** Whole-currency amounts as printed: 1,234,567. */
export const money = (value: number): string => Math.round(value).toLocaleString('en-US');

/**
 * Rates as printed: whole currency, or with its cents when the rate has them, so the printed
 * quantity × the printed rate gives the printed amount.
 */
export const rate = (value: number): string =>
  Number.isInteger(value)
    ? money(value)
    : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Quantities as printed: two decimals. */
export const figure = (value: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
