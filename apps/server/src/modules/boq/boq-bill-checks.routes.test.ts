import { BILL_TEXT, type BoqRevision } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { number, readPages, readXlsx, valueOf, type PrintedRow } from './boq-bill-readback-testing';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

/**
 * Every printed line checks, read back from the PDF's text (pdf.js `getTextContent`): in the bills
 * and in every appendix, a row that prints a quantity, a rate and an amount satisfies
 * quantity × rate = amount within a shilling (docs/takeoff.md, "Revision 2 — pricing"); and the
 * measured bill, the schedule of materials and the shopping list reach one grand total.
 */
const { testApp, client, boqStaff, owner } = useBoqTestApp();
let mapId: string;
let issued: BoqRevision;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Sinza' });
  // The standard 3-bedroom house of docs/takeoff.md, "Sanity check".
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 12, width: 9.2 });
  await client.completeAll(mapId, boqStaff);
  const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
  expect(response.statusCode).toBe(201);
  issued = response.json<BoqRevision>();
});

const FIGURE = /^-?[\d,]+(\.\d+)?$/;

describe.each(['en', 'sw'] as const)('the issued bill of a house, read back (lang=%s)', (lang) => {
  const text = BILL_TEXT[lang];
  let pages: PrintedRow[][];

  beforeAll(async () => {
    const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.pdf?lang=${lang}`, owner);
    expect(response.statusCode).toBe(200);
    pages = await readPages(response.rawPayload);
  });

  it('prints every line with a quantity, a rate and an amount so that quantity × rate = amount (±1), bills and appendices alike', () => {
    const priced = pages.flatMap((rows, page) =>
      rows
        .filter((row) => [row[3], row[4], row[5]].every((cell) => cell !== undefined && FIGURE.test(cell)))
        .map((row) => ({ row, page: page + 1 })),
    );
    const failures = priced.filter(
      ({ row }) => Math.abs(number(row[3]) * number(row[4]) - number(row[5])) > 1,
    );
    expect(failures.map(({ row, page }) => `p. ${page}: ${row.join(' | ')}`)).toEqual([]);
    // The bills, the schedule of materials and the rate analysis all print such lines.
    const pageOf = (title: string) => pages.findIndex((rows) => rows.some((row) => row[0] === title)) + 1;
    const schedule = pageOf(text.schedule.title);
    const analysis = pageOf(text.analysis.title);
    expect(schedule).toBeGreaterThan(0);
    expect(analysis).toBeGreaterThan(schedule);
    expect(priced.filter(({ page }) => page < schedule).length).toBeGreaterThan(100);
    expect(priced.filter(({ page }) => page >= schedule && page < analysis).length).toBeGreaterThan(20);
    expect(priced.filter(({ page }) => page >= analysis).length).toBeGreaterThan(100);
  });

  it("ends the schedule of materials at the measured bill's grand total", () => {
    const rows = pages.flat();
    const grandTotals = rows.filter((row) => row[1] === text.grandTotal).map((row) => number(row[5]));
    // The grand summary's, then the schedule's.
    expect(grandTotals).toEqual([issued.summary.grandTotal, issued.summary.grandTotal]);
  });
});

describe('the shopping list', () => {
  it("reaches the measured bill's grand total from what is bought", async () => {
    for (const lang of ['en', 'sw'] as const) {
      const response = await client.call(
        'GET',
        `/api/maps/${mapId}/boq/issues/1/shopping-list.xlsx?lang=${lang}`,
        owner,
      );
      expect(response.statusCode).toBe(200);
      const workbook = await readXlsx(response.rawPayload);
      const text = BILL_TEXT[lang];
      const amounts = new Map<string, number>();
      workbook.eachRow((row) => amounts.set(row.getCell(1).text, valueOf(row.getCell(6))));
      const amount = (label: string) => amounts.get(label) ?? Number.NaN;
      const bought = amount(text.shoppingList.total);
      expect(bought).toBe(issued.shoppingList.total);
      // Whole bags, trips and pieces buy at least what the bills need.
      const surplus = amount(text.shoppingList.surplus);
      expect(surplus).toBeLessThanOrEqual(0);
      const rounding = amounts.get(text.schedule.rounding) ?? 0;
      const subtotal = bought + surplus + amount(text.schedule.labour) + rounding;
      expect(amount(text.schedule.total)).toBe(subtotal);
      expect(subtotal).toBe(issued.summary.subtotal);
      const contingency = amount(text.rows.contingency);
      expect(contingency).toBe(issued.summary.contingency);
      expect(amount(text.grandTotal)).toBe(subtotal + contingency);
      expect(amount(text.grandTotal)).toBe(issued.summary.grandTotal);
    }
  });
});
