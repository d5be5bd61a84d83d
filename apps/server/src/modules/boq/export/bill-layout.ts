import {
  BILL_TEXT,
  carriesLabour,
  measuredBills,
  printedBillForm,
  printedUnit,
  SECTIONS,
  type BillForm,
  type BoqLine,
  type BoqRevision,
  type BoqSheet,
  type Language,
  type PreambleFacts,
  type SectionId,
} from '@kadirio/domain';

/** One lettered line of a bill, as printed: a material line, or a measured work item at its all-in rate. */
export interface BillItem {
  readonly letter: string;
  /** In the bill's language. */
  readonly description: string;
  /** The unit's code (a catalogue unit or SM, CM, LM, KG, No, Item); `printedUnit` names it. */
  readonly unit: string;
  readonly quantity: number;
  readonly rate: number;
  readonly amount: number;
  /**
   * In the materials form, false for a line that is labour or a service already: the trade's labour
   * leaves it out. A measured item has its labour inside its all-in rate.
   */
  readonly carriesLabour: boolean;
}

/** One trade within a bill (a sub-heading): its lettered items and its totals (as frozen in the revision). */
export interface BillTrade {
  readonly sheet: BoqSheet;
  /** The trade's name in the bill's language. */
  readonly name: string;
  readonly items: readonly BillItem[];
}

/**
 * A bill of the customary East African layout, numbered from 1. In the measured form (the
 * default) the bills are those of the domain's `MEASURED_BILLS` and their items the trades' work
 * items; in the materials form, one bill per section and the trades' material lines, each trade
 * with its labour row.
 */
export interface Bill {
  readonly number: number;
  readonly form: BillForm;
  /** The section a materials-form bill is (its frozen total is the summary's); absent in the measured form. */
  readonly section?: SectionId;
  readonly title: string;
  readonly trades: readonly BillTrade[];
  /**
   * The bill's trades marked not applicable, each printed in the bill with its reason ("Excluded:
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

const nameOf = (named: { nameEn: string; nameSw: string }, lang: Language): string =>
  lang === 'sw' ? named.nameSw : named.nameEn;

const exclusionOf = (sheet: BoqSheet, lang: Language) => ({
  name: nameOf(sheet, lang),
  reason: sheet.notApplicableReason?.trim() || '—',
});

/**
 * The bills of a revision, in the form it prints in (`printedBillForm`: as issued; revisions from
 * before the form was recorded, or without work items, as materials). An empty trade is left out,
 * and so is a bill with neither billed trades nor exclusions; the bills that remain are numbered
 * 1, 2, 3… so the grand summary has no gaps.
 */
export function layoutBills(revision: BoqRevision, lang: Language = 'en'): Bill[] {
  return printedBillForm(revision) === 'measured'
    ? layoutMeasuredBills(revision, lang)
    : layoutMaterialBills(revision, lang);
}

/** Measured work in the East African order (docs/takeoff.md §4.4): work items at all-in rates. */
function layoutMeasuredBills(revision: BoqRevision, lang: Language): Bill[] {
  return measuredBills(revision.sheets).map((bill) => {
    let counter = 0;
    return {
      number: bill.number,
      form: 'measured',
      title: nameOf(bill.definition, lang),
      trades: bill.trades.map(({ sheet, items }) => ({
        sheet,
        name: nameOf(sheet, lang),
        items: items.map((item) => ({
          letter: itemLetter(counter++),
          description: lang === 'sw' && item.descriptionSw ? item.descriptionSw : item.description,
          unit: item.unit,
          quantity: item.quantity,
          rate: item.rate,
          amount: item.amount,
          carriesLabour: false,
        })),
      })),
      excluded: bill.excluded.map((sheet) => exclusionOf(sheet, lang)),
      total: bill.total,
    };
  });
}

/** The materials form: sections in sidebar order, each trade's material lines and its labour. */
function layoutMaterialBills(revision: BoqRevision, lang: Language): Bill[] {
  const bills: Bill[] = [];
  for (const section of SECTIONS) {
    let counter = 0;
    const trades = revision.sheets
      .filter((sheet) => sheet.section === section.id && sheet.lines.some(isBilled))
      .map((sheet) => ({
        sheet,
        name: nameOf(sheet, lang),
        items: sheet.lines.filter(isBilled).map((line) => ({
          letter: itemLetter(counter++),
          description: lineDescription(line, lang),
          unit: line.unit,
          quantity: line.quantity,
          rate: line.rate,
          amount: line.amount,
          carriesLabour: carriesLabour(line.material),
        })),
      }));
    const excluded = revision.sheets
      .filter((sheet) => sheet.section === section.id && sheet.status === 'notApplicable')
      .map((sheet) => exclusionOf(sheet, lang));
    if (trades.length === 0 && excluded.length === 0) continue;
    bills.push({
      number: bills.length + 1,
      form: 'materials',
      section: section.id,
      title: nameOf(section, lang),
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
 * The rows of a bill: per trade a heading and its lettered items, then, in the materials form, its
 * labour as an item of its own (a measured item has its labour inside its all-in rate); then each
 * excluded trade's heading and reason, which add nothing. No subtotal rows: every amount on a page
 * is added once into the page's total, so the pages' totals add up to the bill's total (Σ item
 * amounts, labour rows included = Σ trade totals).
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
    ...items.map((item) => ({
      cells: [
        item.letter,
        item.description,
        printedUnit(item.unit, lang),
        figure(item.quantity),
        rate(item.rate),
        money(item.amount),
      ] as const,
      amount: item.amount,
      bold: false,
      keepWithNext: false,
    })),
    ...(bill.form === 'materials'
      ? [
          {
            cells: ['', text.labour(sheet.labourPercent, name), '%', '', '', money(sheet.labour)] as const,
            amount: sheet.labour,
            bold: false,
            keepWithNext: false,
          },
        ]
      : []),
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
    measured: printedBillForm(revision) === 'measured',
  };
}

/** Whole-currency amounts as printed: 1,234,567. */
export const money = (value: number): string => Math.round(value).toLocaleString('en-US');

/**
 * Rates as printed: whole currency, or with its cents when the rate has them, or with the further
 * decimals an all-in rate needs to check by hand (`printedAllInRate`, up to six), so the printed
 * quantity × the printed rate gives the printed amount.
 */
export const rate = (value: number): string =>
  Number.isInteger(value)
    ? money(value)
    : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });

/** Quantities as printed: two decimals. */
export const figure = (value: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
