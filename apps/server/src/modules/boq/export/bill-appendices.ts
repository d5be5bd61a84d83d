import {
  BILL_TEXT,
  materialSchedule,
  printedAllInRate,
  printedUnit,
  type BoqRevision,
  type Language,
} from '@kadirio/domain';
import { figure, layoutBills, money, rate, type Bill, type BillRow } from './bill-layout';

/**
 * The parts printed after the grand summary (docs/product.md §4): the schedule of materials and the rate
 * analysis appendix, as rows of the bill's six columns. Rows come in blocks a page never splits:
 * one block per material row, one per analysed work item.
 */

type Cells = BillRow['cells'];
export interface AppendixRow {
  readonly cells: Cells;
  readonly bold: boolean;
}
export type AppendixBlock = readonly AppendixRow[];

const plain = (cells: Cells): AppendixRow => ({ cells, bold: false });
const bold = (cells: Cells): AppendixRow => ({ cells, bold: true });
const labelled = (label: string, amount: number): Cells => ['', label, '', '', '', money(amount)];

/**
 * The schedule of materials: a numbered row per material, then the sums that reach the bills'
 * total and, with the contingency (and VAT when added), the grand total of the measured bill.
 */
export function scheduleBlocks(revision: BoqRevision, lang: Language): AppendixBlock[] {
  const text = BILL_TEXT[lang].schedule;
  const schedule = materialSchedule(revision.sheets);
  const rows = schedule.rows.map((row, index): AppendixBlock => [
    plain([
      String(index + 1),
      lang === 'sw' && row.descriptionSw ? row.descriptionSw : row.description,
      printedUnit(row.unit, lang),
      figure(row.quantity),
      rate(row.rate),
      money(row.amount),
    ]),
  ]);
  const sums: AppendixRow[] = [
    bold(labelled(text.materials, schedule.materials)),
    plain(labelled(text.labour, schedule.labour)),
  ];
  // Printed only when the lines' own rounding made a difference: a zero row would only puzzle.
  if (schedule.rounding !== 0) sums.push(plain(labelled(text.rounding, schedule.rounding)));
  sums.push(bold(labelled(text.total, schedule.total)));
  sums.push(
    ...toGrandTotal(revision, lang).map(({ label, amount, isTotal }) =>
      (isTotal ? bold : plain)(labelled(label, amount)),
    ),
  );
  return [...rows, sums];
}

/**
 * From the bills' subtotal to the grand total, as the grand summary goes: the contingency, the VAT
 * when it is added (VAT inside the rates adds nothing) and the grand total, as frozen in the revision.
 */
export function toGrandTotal(
  revision: BoqRevision,
  lang: Language,
): { label: string; amount: number; isTotal: boolean }[] {
  const text = BILL_TEXT[lang];
  const { summary } = revision;
  return [
    { label: text.contingency(summary.contingencyPercent), amount: summary.contingency, isTotal: false },
    ...(summary.ratesIncludeVat === true
      ? []
      : [{ label: text.vatAdded(summary.vatPercent), amount: summary.vat, isTotal: false }]),
    { label: text.grandTotal, amount: summary.grandTotal, isTotal: true },
  ];
}

/**
 * The rate analysis: per billed trade (in bill order), each work item with the materials it takes
 * (their shares of the bill lines), its share of the labour, its total and its all-in rate as the
 * printed in the bill (`printedAllInRate`). Work items are referenced by their bill: "2.C" is item
 * C of bill 2 in the measured form; in the materials form, whose bills letter material lines, "2.3"
 * is the third item analysed in bill 2. A revision issued before work items existed has none, and
 * its appendix is empty.
 */
export function analysisBlocks(revision: BoqRevision, lang: Language): AppendixBlock[] {
  const text = BILL_TEXT[lang].analysis;
  const blocks: AppendixBlock[] = [];
  for (const bill of layoutBills(revision, lang)) {
    let counter = 0;
    for (const { sheet, name, items: billed } of bill.trades) {
      const items = sheet.workItems ?? [];
      if (items.length === 0) continue;
      const tradeBlocks = items.map((item, index): AppendixRow[] => [
        bold([
          analysisReference(bill, billed[index]?.letter, ++counter),
          lang === 'sw' && item.descriptionSw ? item.descriptionSw : item.description,
          printedUnit(item.unit, lang),
          figure(item.quantity),
          '',
          '',
        ]),
        ...item.materials.map((material) =>
          plain([
            '',
            lang === 'sw' && material.descriptionSw ? material.descriptionSw : material.description,
            printedUnit(material.unit, lang),
            figure(material.quantity),
            rate(material.rate),
            money(material.amount),
          ]),
        ),
        plain(labelled(text.materials, item.materialsAmount)),
        plain(
          labelled(
            // An item that is labour or a service already takes none (docs/takeoff.md, "Labour only where it belongs").
            `${text.labour} (${item.labourFree === true ? text.labourFree : `${sheet.labourPercent} %`})`,
            item.labour,
          ),
        ),
        bold(labelled(text.total, item.amount)),
        bold([
          '',
          text.rate,
          printedUnit(item.unit, lang),
          '',
          rate(printedAllInRate(item.amount, item.quantity)),
          '',
        ]),
      ]);
      // The trade's name heads its first work item, on the same page.
      tradeBlocks[0]!.unshift(bold(['', name, '', '', '', '']));
      blocks.push(...tradeBlocks);
    }
  }
  return blocks;
}

/** A work item's reference in the rate analysis: its bill and its letter there (measured form). */
export function analysisReference(bill: Bill, letter: string | undefined, counter: number): string {
  return bill.form === 'measured' && letter !== undefined
    ? `${bill.number}.${letter}`
    : `${bill.number}.${counter}`;
}
