import { BILL_TEXT, MEASURED_BILLS, WORK_UNITS, type BoqResponse, type BoqRevision } from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { number, readPages, readXlsx, valueOf, type PrintedRow } from './boq-bill-readback-testing';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

/**
 * Every printed line checks, read back from the PDF's text (pdf.js `getTextContent`): in the bills
 * and in every appendix, a row that prints a quantity, a rate and an amount satisfies
 * quantity × rate = amount within a shilling (docs/takeoff.md, "Revision 2 — pricing"); and the
 * measured bill, the schedule of materials and the shopping list reach one grand total. The bill
 * is issued as measured work (the default) and, once the BOQ setting asks for it, as materials.
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
  expect(issued.billForm).toBe('measured');
});

const FIGURE = /^-?[\d,]+(\.\d+)?$/;

/** Rows that print a quantity, a rate and an amount, with their page numbers. */
const pricedRows = (pages: PrintedRow[][]) =>
  pages.flatMap((rows, page) =>
    rows
      .filter((row) => [row[3], row[4], row[5]].every((cell) => cell !== undefined && FIGURE.test(cell)))
      .map((row) => ({ row, page: page + 1 })),
  );

/** Priced rows whose quantity × rate misses the amount by more than a shilling. */
const failing = (priced: ReturnType<typeof pricedRows>) =>
  priced
    .filter(({ row }) => Math.abs(number(row[3]) * number(row[4]) - number(row[5])) > 1)
    .map(({ row, page }) => `p. ${page}: ${row.join(' | ')}`);

const pageOf = (pages: PrintedRow[][], title: string) =>
  pages.findIndex((rows) => rows.some((row) => row[0] === title)) + 1;

describe('the issued revision', () => {
  it("shares every sheet's total among its work items, sundries included, so the measured bills add up to the summary", () => {
    for (const sheet of issued.sheets.filter((each) => each.lines.some((line) => line.quantity > 0))) {
      const items = sheet.workItems ?? [];
      expect(items.length, sheet.trade).toBeGreaterThan(0);
      expect(
        items.reduce((sum, item) => sum + item.amount, 0),
        sheet.trade,
      ).toBe(sheet.total);
    }
  });
});

describe.each(['en', 'sw'] as const)('the issued bill of a house, read back (lang=%s)', (lang) => {
  const text = BILL_TEXT[lang];
  let pages: PrintedRow[][];

  beforeAll(async () => {
    const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.pdf?lang=${lang}`, owner);
    expect(response.statusCode).toBe(200);
    pages = await readPages(response.rawPayload);
  });

  it('prints every line with a quantity, a rate and an amount so that quantity × rate = amount (±1), bills and appendices alike', () => {
    const priced = pricedRows(pages);
    expect(failing(priced)).toEqual([]);
    // The bills, the schedule of materials and the rate analysis all print such lines.
    const schedule = pageOf(pages, text.schedule.title);
    const analysis = pageOf(pages, text.analysis.title);
    expect(schedule).toBeGreaterThan(0);
    expect(analysis).toBeGreaterThan(schedule);
    expect(priced.filter(({ page }) => page < schedule).length).toBeGreaterThan(100);
    expect(priced.filter(({ page }) => page >= schedule && page < analysis).length).toBeGreaterThan(20);
    expect(priced.filter(({ page }) => page >= analysis).length).toBeGreaterThan(100);
  });

  it('bills measured work in the East African order, in SM, CM, LM, KG, No and Item, with no labour rows', () => {
    const summary = pageOf(pages, text.grandSummary);
    const billPages = pages.slice(0, summary - 1);
    const headings = [...new Set(billPages.flat().flatMap((row) => row[0] ?? []))].filter((cell) =>
      MEASURED_BILLS.some((bill) =>
        cell.endsWith(lang === 'sw' ? bill.nameSw.toUpperCase() : bill.nameEn.toUpperCase()),
      ),
    );
    const titles = MEASURED_BILLS.map((bill) => (lang === 'sw' ? bill.nameSw : bill.nameEn));
    // Every element has its bill; those the house model leaves empty (external works, provisional sums) print their exclusion.
    expect(headings).toEqual(titles.map((title, index) => text.bill(index + 1, title)));
    const units = new Set(pricedRows(billPages).map(({ row }) => row[2]));
    expect([...units].every((unit) => (WORK_UNITS as readonly (string | undefined)[]).includes(unit))).toBe(
      true,
    );
    expect(units).toEqual(new Set(['SM', 'CM', 'LM', 'KG', 'No', 'Item']));
    const labourRow = text.labour(30, '').split(' ')[0]!;
    expect(billPages.flat().filter((row) => row[1]?.startsWith(`${labourRow} `) && row[2] === '%')).toEqual(
      [],
    );
    expect(billPages.flat().some((row) => row[1] === text.excluded('Not in this house'))).toBe(true);
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

describe('the form of the bill, by the BOQ setting', () => {
  let materials: BoqRevision;

  beforeAll(async () => {
    const { percentages } = await client.boq(mapId, boqStaff);
    const set = await client.call('PUT', `/api/maps/${mapId}/boq/settings`, boqStaff, {
      billForm: 'materials',
      version: percentages.version,
    });
    expect(set.json<BoqResponse>().percentages.billForm).toBe('materials');
  });

  it('prints revision 1 as it was issued, measured, whatever the setting says since', async () => {
    const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.pdf`, owner);
    const rows = (await readPages(response.rawPayload)).flat();
    expect(rows.some((row) => row[0] === BILL_TEXT.en.bill(3, 'Superstructure'))).toBe(true);
  });

  it('issues a bill of materials as a new revision, every line checking and reaching the same grand total', async () => {
    const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff, {
      reason: 'The client builds himself: a bill of materials',
    });
    expect(response.statusCode).toBe(201);
    materials = response.json<BoqRevision>();
    expect(materials).toMatchObject({ revision: 2, billForm: 'materials' });
    expect(materials.summary.grandTotal).toBe(issued.summary.grandTotal);
    for (const lang of ['en', 'sw'] as const) {
      const text = BILL_TEXT[lang];
      const pdf = await client.call('GET', `/api/maps/${mapId}/boq/issues/2.pdf?lang=${lang}`, owner);
      const pages = await readPages(pdf.rawPayload);
      const priced = pricedRows(pages);
      expect(failing(priced)).toEqual([]);
      const schedule = pageOf(pages, text.schedule.title);
      const billed = priced.filter(({ page }) => page < schedule);
      expect(billed.length).toBeGreaterThan(100);
      // Materials in their own units, and each trade's labour as a row of its own.
      expect(billed.some(({ row }) => row[2] === (lang === 'sw' ? 'mfuko' : 'bag'))).toBe(true);
      expect(
        pages.flat().some((row) => row[1] === text.labour(30, lang === 'sw' ? 'Ujenzi wa kuta' : 'Walling')),
      ).toBe(true);
      expect(pages.flat().some((row) => row[0] === text.bill(3, lang === 'sw' ? 'Kuta' : 'Walling'))).toBe(
        true,
      );
      const grandTotals = pages
        .flat()
        .filter((row) => row[1] === text.grandTotal)
        .map((row) => number(row[5]));
      expect(grandTotals).toEqual([materials.summary.grandTotal, materials.summary.grandTotal]);
    }
  });
});

describe('a bill whose rates exclude VAT', () => {
  it('adds the VAT in the grand summary, and the preambles say so', async () => {
    const plainMap = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Tegeta' });
    await client.call('POST', `/api/maps/${plainMap}/boq/house`, boqStaff, { length: 10, width: 8 });
    const { percentages } = await client.boq(plainMap, boqStaff);
    const set = await client.call('PUT', `/api/maps/${plainMap}/boq/settings`, boqStaff, {
      ratesIncludeVat: false,
      version: percentages.version,
    });
    expect(set.statusCode).toBe(200);
    await client.completeAll(plainMap, boqStaff);
    const revision = (
      await client.call('POST', `/api/maps/${plainMap}/boq/issue`, boqStaff)
    ).json<BoqRevision>();
    expect(revision.summary.vat).toBeGreaterThan(0);

    const text = BILL_TEXT.sw;
    const response = await client.call('GET', `/api/maps/${plainMap}/boq/issues/1.pdf?lang=sw`, owner);
    const pages = await readPages(response.rawPayload);
    const rows = pages.flat();
    const labelled = (label: string) => number(rows.find((row) => row[1] === label)?.[5]);
    const { summary } = revision;
    const summaryPage = pages.find((page) => page.some((row) => row[1] === text.grandTotal))!;
    const bills = summaryPage.filter((row) => /^\d+$/.test(row[0] ?? ''));
    const billTotal = bills.reduce((sum, row) => sum + number(row[5]), 0);
    expect(labelled(text.subtotal)).toBe(billTotal);
    const contingency = labelled(text.contingency(summary.contingencyPercent));
    const vat = labelled(text.vatAdded(summary.vatPercent));
    expect(vat).toBe(summary.vat);
    expect(labelled(text.grandTotal)).toBe(billTotal + contingency + vat);
    expect(labelled(text.grandTotal)).toBe(summary.grandTotal);
    expect(rows.some((row) => row[1] === text.vatIncluded(summary.vatPercent))).toBe(false);
    const preambles = rows.map((row) => row.filter(Boolean).join(' ')).join(' ');
    expect(preambles).toMatch(new RegExp(`Bei hazina VAT: VAT ya ${summary.vatPercent}\\s%`));
  });
});
