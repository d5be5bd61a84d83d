import ExcelJS from 'exceljs';
import { BILL_TEXT, measuredBills, printedAllInRate, roundMoney, type BoqRevision } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { number, readPages, valueOf, type PrintedRow } from './boq-bill-readback-testing';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';
import { lineDescription, rate } from './export/bill-layout';

/**
 * The parts after the grand summary (the schedule of materials, and the rate analysis of
 * docs/takeoff.md, "Measured work beside materials"), read back from the PDF's text and the
 * workbook's cells in both languages: the schedule of materials adds up to the bills, and every
 * rate the appendix analyses is built from the bills' own rates and comes out as the engine derived
 * it.
 */
const { testApp, client, boqStaff, owner } = useBoqTestApp();
let mapId: string;
let issued: BoqRevision;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Kimara' });
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 12, width: 9 });
  await client.completeAll(mapId, boqStaff);
  const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
  expect(response.statusCode).toBe(201);
  issued = response.json<BoqRevision>();
});

/** The work items of the billed trades, in the order the measured bills print them. */
function analysedInBillOrder(revision: BoqRevision) {
  expect(revision.billForm).toBe('measured');
  return measuredBills(revision.sheets).flatMap((bill) =>
    bill.trades.flatMap((trade) => trade.sheet.workItems ?? []),
  );
}

describe.each(['en', 'sw'] as const)(
  'GET /api/maps/:id/boq/issues/:revision.pdf?lang=%s, after the grand summary',
  (lang) => {
    const text = BILL_TEXT[lang];
    let pages: PrintedRow[][];

    beforeAll(async () => {
      const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.pdf?lang=${lang}`, owner);
      expect(response.statusCode).toBe(200);
      pages = await readPages(response.rawPayload);
    });

    /** The rows of the pages from the one headed `title` up to (not including) the one headed `until`. */
    const part = (title: string, until?: string): PrintedRow[] => {
      const headed = (heading: string) => (rows: PrintedRow[]) => rows.some((row) => row[0] === heading);
      const start = pages.findIndex(headed(title));
      const end = until === undefined ? pages.length : pages.findIndex(headed(until));
      expect(start, title).toBeGreaterThan(0);
      return pages.slice(start, end).flat();
    };

    it('prints the schedule of materials after the grand summary: each row checks, and it adds up to the bills', () => {
      const grandSummaryPage = pages.findIndex((rows) => rows.some((row) => row[1] === text.grandTotal));
      expect(pages.findIndex((rows) => rows.some((row) => row[0] === text.schedule.title))).toBeGreaterThan(
        grandSummaryPage,
      );
      const rows = part(text.schedule.title, text.analysis.title);
      const materials = rows.filter((row) => /^\d+$/.test(row[0] ?? '') && row[5] !== undefined);
      const billedMaterials = new Set(
        issued.sheets.flatMap((sheet) =>
          sheet.lines.filter((line) => line.quantity > 0).map((line) => line.material),
        ),
      );
      expect(materials).toHaveLength(billedMaterials.size);
      for (const row of materials) {
        expect(roundMoney(number(row[3]) * number(row[4])), row.join(' | ')).toBe(number(row[5]));
      }
      const labelled = (label: string) => rows.find((row) => row[1] === label)?.[5];
      const materialsTotal = number(labelled(text.schedule.materials));
      expect(materialsTotal).toBe(materials.reduce((sum, row) => sum + number(row[5]), 0));
      const labour = number(labelled(text.schedule.labour));
      expect(labour).toBe(issued.sheets.reduce((sum, sheet) => sum + sheet.labour, 0));
      const rounding = labelled(text.schedule.rounding);
      const total = number(labelled(text.schedule.total));
      expect(total).toBe(materialsTotal + labour + (rounding === undefined ? 0 : number(rounding)));
      // The rounding row only mends each bill line's own rounding: a few shillings, never more.
      expect(Math.abs(total - materialsTotal - labour)).toBeLessThan(materials.length);
      expect(total).toBe(issued.summary.subtotal);
    });

    it("analyses each work item's rate: materials at the bills' rates + labour = total, total ÷ quantity = rate", () => {
      // The rates of the revision's billed lines, as printed, by description: a material in the
      // analysis is priced as its line (one rate per material in the bill).
      const lineRates = (label: string) =>
        issued.sheets
          .flatMap((sheet) => sheet.lines)
          .filter((line) => line.quantity > 0 && lineDescription(line, lang).startsWith(label))
          .map((line) => rate(line.rate));
      // The all-in rate the measured bills print for each item, in order.
      const grandSummary = pages.findIndex((rows) => rows.some((row) => row[0] === text.grandSummary));
      const billedRates = pages
        .slice(0, grandSummary)
        .flat()
        .filter((row) => /^[A-Z]{1,2}$/.test(row[0] ?? '') && row[4] !== undefined)
        .map((row) => row[4]);
      const analysed = analysedInBillOrder(issued);
      expect(analysed.length).toBeGreaterThan(0);

      let item: {
        quantity: number;
        materials: number[];
        materialsSum?: number;
        labour?: number;
        total?: number;
      } | null = null;
      const rates: number[] = [];
      for (const row of part(text.analysis.title)) {
        const label = row[1] ?? '';
        // Referenced by its bill and its letter there: "2.C".
        if (/^\d+\.[A-Z]{1,2}$/.test(row[0] ?? '')) {
          expect(item, 'the previous work item ended with its rate').toBeNull();
          item = { quantity: number(row[3]), materials: [] };
        } else if (item === null) {
          continue;
        } else if (label === text.analysis.materials) {
          item.materialsSum = number(row[5]);
          expect(item.materialsSum).toBe(item.materials.reduce((sum, amount) => sum + amount, 0));
        } else if (label.startsWith(`${text.analysis.labour} (`)) {
          item.labour = number(row[5]);
        } else if (label === text.analysis.total) {
          item.total = number(row[5]);
          expect(item.total).toBe(item.materialsSum! + item.labour!);
        } else if (label === text.analysis.rate) {
          const printedRate = number(row[4]);
          const expected = analysed[rates.length]!;
          expect(item.total).toBe(expected.amount);
          expect(printedRate).toBeCloseTo(item.total! / expected.quantity, 2);
          // The same all-in rate as the item's line in its bill.
          expect(row[4]).toBe(billedRates[rates.length]);
          rates.push(printedRate);
          item = null;
        } else if (row[5] !== undefined && row[4] !== undefined) {
          expect(lineRates(label), `${label} is priced as its bill line`).toContain(row[4]);
          item.materials.push(number(row[5]));
        }
      }
      expect(rates).toHaveLength(analysed.length);
    });

    it('numbers its pages on from the bills, "Page n of N" to the last', () => {
      const schedule = pages.findIndex((rows) => rows.some((row) => row[0] === text.schedule.title));
      pages.slice(schedule).forEach((rows, index) => {
        expect(rows.flat().join(' ')).toContain(text.pageOf(schedule + index + 1, pages.length));
      });
    });
  },
);

describe.each(['en', 'sw'] as const)('the schedule and the rate analysis in the .xlsx (lang=%s)', (lang) => {
  const text = BILL_TEXT[lang];

  it("re-totals the schedule over the bills' own cells and derives each rate from its total", async () => {
    const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.xlsx?lang=${lang}`, owner);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const schedule = workbook.getWorksheet(text.sheetNames.schedule)!;
    const formulaOf = (cell: ExcelJS.Cell) => (cell.value as { formula?: string } | null)?.formula ?? '';
    let materials = 0;
    const labelled = new Map<string, ExcelJS.Cell>();
    schedule.eachRow((row) => {
      if (/^\d+$/.test(row.getCell(1).text)) {
        const amount = row.getCell(6);
        expect(formulaOf(amount)).toBe(`ROUND(D${row.number}*E${row.number},0)`);
        expect(valueOf(amount)).toBe(roundMoney(valueOf(row.getCell(4)) * valueOf(row.getCell(5))));
        materials += valueOf(amount);
      } else {
        labelled.set(row.getCell(2).text, row.getCell(6));
      }
    });
    expect(valueOf(labelled.get(text.schedule.materials)!)).toBe(materials);
    // Measured items carry their labour inside their rates: the labour is the engine's figure, and
    // the rounding is read from the bills' cells, so editing the bills re-totals the schedule.
    expect(valueOf(labelled.get(text.schedule.labour)!)).toBe(
      issued.sheets.reduce((sum, sheet) => sum + sheet.labour, 0),
    );
    expect(formulaOf(labelled.get(text.schedule.rounding)!)).toMatch(
      /^SUM\('[^']+'!F\d+:F\d+.*\)-F\d+-F\d+$/,
    );
    expect(valueOf(labelled.get(text.schedule.total)!)).toBe(issued.summary.subtotal);

    const analysis = workbook.getWorksheet(text.sheetNames.analysis)!;
    const rates: number[] = [];
    analysis.eachRow((row) => {
      if (row.getCell(2).text !== text.analysis.rate) return;
      const cell = row.getCell(5);
      // The rate as the PDF prints it: to the cent, or with the decimals quantity × rate needs.
      const [, total, head, decimals] = /^ROUND\(F(\d+)\/D(\d+),([2-6])\)$/.exec(formulaOf(cell)) ?? [];
      expect(total, formulaOf(cell)).toBeDefined();
      const quantity = valueOf(analysis.getCell(`D${head}`));
      const amount = valueOf(analysis.getCell(`F${total}`));
      expect(valueOf(cell)).toBeCloseTo(amount / quantity, Number(decimals));
      expect(Math.abs(Math.round(quantity * valueOf(cell)) - amount)).toBeLessThanOrEqual(1);
      rates.push(valueOf(cell));
    });
    const analysed = analysedInBillOrder(issued);
    expect(rates).toEqual(analysed.map((item) => printedAllInRate(item.amount, item.quantity)));
  });
});
