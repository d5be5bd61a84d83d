import ExcelJS from 'exceljs';
import {
  BILL_TEXT,
  measuredBills,
  roundMoney,
  type BillForm,
  type BoqRevision,
  type Language,
} from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { NUMBERS, number, readPages, valueOf, type PrintedRow } from './boq-bill-readback-testing';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';

/**
 * The issued bill as a surveyor signs it (docs/product.md §4), read back from the PDF's text: its
 * arithmetic holds on paper, page by page, bill by bill, up to the grand total, in both languages
 * and both forms: revision 1 as measured work (the default), revision 2 as materials (the setting).
 */
const { testApp, client, boqStaff, owner } = useBoqTestApp();
let mapId: string;
let issued: BoqRevision;
/** Revision 1 measured, revision 2 materials. */
const revisions = new Map<number, BoqRevision>();

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Mbezi' });
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 12, width: 9 });
  // Every sheet the house left empty is marked not applicable here.
  await client.completeAll(mapId, boqStaff);
  const response = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff);
  expect(response.statusCode).toBe(201);
  issued = response.json<BoqRevision>();
  revisions.set(1, issued);
  const { percentages } = await client.boq(mapId, boqStaff);
  await client.call('PUT', `/api/maps/${mapId}/boq/settings`, boqStaff, {
    billForm: 'materials',
    version: percentages.version,
  });
  const materials = await client.call('POST', `/api/maps/${mapId}/boq/issue`, boqStaff, {
    reason: 'A bill of materials for the client, who builds himself',
  });
  expect(materials.statusCode).toBe(201);
  revisions.set(2, materials.json<BoqRevision>());
});

async function download(lang: Language, revision = 1): Promise<{ pages: PrintedRow[][]; text: string }> {
  const response = await client.call(
    'GET',
    `/api/maps/${mapId}/boq/issues/${revision}.pdf?lang=${lang}`,
    owner,
  );
  expect(response.statusCode).toBe(200);
  const pages = await readPages(response.rawPayload);
  return {
    pages,
    text: pages
      .flat()
      .map((row) => row.filter(Boolean).join(' '))
      .join('\n'),
  };
}

describe.each([
  ['en', 1, 'measured'],
  ['sw', 1, 'measured'],
  ['en', 2, 'materials'],
  ['sw', 2, 'materials'],
] as const)(
  'GET /api/maps/:id/boq/issues/:revision.pdf?lang=%s, revision %i (%s)',
  (lang, number_, form: BillForm) => {
    const text = BILL_TEXT[lang];
    let pages: PrintedRow[][];
    let printed: string;
    let issued: BoqRevision;

    beforeAll(async () => {
      issued = revisions.get(number_)!;
      expect(issued.billForm).toBe(form);
      ({ pages, text: printed } = await download(lang, number_));
    });

    it('prints every priced line as quantity × rate = amount, to the shilling', () => {
      const lines = pages.flat().filter((row) => /^[A-Z]{1,2}$/.test(row[0] ?? '') && row[5] !== undefined);
      const billsSomething = (sheet: BoqRevision['sheets'][number]) =>
        sheet.lines.some((line) => line.quantity > 0);
      // A measured bill letters the work items, a bill of materials the lines with a quantity.
      const billed =
        form === 'measured'
          ? issued.sheets.filter(billsSomething).flatMap((sheet) => sheet.workItems ?? [])
          : issued.sheets.flatMap((sheet) => sheet.lines).filter((line) => line.quantity > 0);
      expect(lines).toHaveLength(billed.length);
      for (const row of lines) {
        expect(roundMoney(number(row[3]) * number(row[4])), row.join(' | ')).toBe(number(row[5]));
      }
    });

    it("carries each page's amounts to the collection, each collection to the grand summary", () => {
      const carriedByPage = new Map<number, number>();
      const collected: number[] = [];
      const pagesPerBill: number[] = [];
      pages.forEach((rows, index) => {
        const carried = rows.find((row) => row[1] === text.carriedToCollection);
        if (carried !== undefined) {
          // The page's items (lettered) and the labour of its trades (unit %).
          const amounts = rows.filter(
            (row) => (/^[A-Z]{1,2}$/.test(row[0] ?? '') || row[2] === '%') && row[5] !== undefined,
          );
          // A page may hold only trades marked not applicable, printed with their reason.
          const excluded = rows.filter((row) => row[1]?.startsWith(text.excluded('')));
          expect(amounts.length + excluded.length).toBeGreaterThan(0);
          expect(number(carried[5])).toBe(amounts.reduce((sum, row) => sum + number(row[5]), 0));
          carriedByPage.set(index + 1, number(carried[5]));
        }
        let pageRows: number[] = [];
        for (const row of rows) {
          const page = NUMBERS.find((each) => row[1] === text.collectionPage(each));
          if (page !== undefined) {
            expect(number(row[5])).toBe(carriedByPage.get(page));
            pageRows.push(number(row[5]));
          }
          if (NUMBERS.some((each) => row[1] === text.carriedToSummary(each))) {
            expect(pageRows.length).toBeGreaterThan(0);
            expect(number(row[5])).toBe(pageRows.reduce((sum, amount) => sum + amount, 0));
            collected.push(number(row[5]));
            pagesPerBill.push(pageRows.length);
            pageRows = [];
          }
        }
      });
      if (form === 'materials') {
        // The house's plumbing materials run over a page: a collection adds more than one page…
        expect(Math.max(...pagesPerBill)).toBeGreaterThan(1);
        // …and the page it runs onto names the trade it continues.
        const continuedTrades = pages
          .flat()
          .filter(
            (row) => row[1] !== undefined && row[1] === text.continued(row[1].replace(/ \(\S+\)$/, '')),
          );
        expect(continuedTrades.length).toBeGreaterThan(0);
      }
      // Every page of measured work was collected, and each bill once.
      expect(collected.reduce((sum, amount) => sum + amount, 0)).toBe(issued.summary.subtotal);
      // A bill whose trades are all marked not applicable keeps its bill, with its exclusions.
      const billedSections = new Set(
        issued.sheets
          .filter(
            (sheet) => sheet.status === 'notApplicable' || sheet.lines.some((line) => line.quantity > 0),
          )
          .map((sheet) => sheet.section),
      );
      expect(collected).toHaveLength(
        form === 'measured' ? measuredBills(issued.sheets).length : billedSections.size,
      );
    });

    it('adds the bills, contingency and VAT as the revision says up to the grand total', () => {
      const summaryPage = pages.find((rows) => rows.some((row) => row[1] === text.grandTotal))!;
      const labelled = (label: string) => summaryPage.find((row) => row[1] === label);
      const bills = summaryPage.filter((row) => /^\d+$/.test(row[0] ?? ''));
      const { summary } = issued;
      expect(bills[0]?.[1]).toBe(
        text.summaryBill(1, lang === 'sw' ? 'Maandalizi ya awali' : 'Preliminaries'),
      );
      expect(number(bills[0]?.[5])).toBe(summary.preliminaries);
      const billTotal = bills.reduce((sum, row) => sum + number(row[5]), 0);
      // Each bill's frozen figure in the summary is what its collection carried.
      const carried = pages
        .flat()
        .filter((row) => NUMBERS.some((each) => row[1] === text.carriedToSummary(each)))
        .map((row) => number(row[5]));
      expect(bills.map((row) => number(row[5]))).toEqual(carried);
      expect(number(labelled(text.subtotal)?.[5])).toBe(billTotal);
      const contingency = number(labelled(text.contingency(summary.contingencyPercent))?.[5]);
      expect(contingency).toBe(summary.contingency);
      // The seed's rates are shop prices: the VAT inside is printed, and not added.
      expect(summary.ratesIncludeVat).toBe(true);
      expect(number(labelled(text.vatIncluded(summary.vatPercent))?.[5])).toBe(summary.vatIncluded);
      const grand = labelled(text.grandTotal);
      expect(grand?.[4]).toBe('TZS');
      expect(number(grand?.[5])).toBe(billTotal + contingency);
      expect(number(grand?.[5])).toBe(summary.grandTotal);
    });

    it('bills the trades with priced lines, and names each not-applicable one in its bill with its reason', () => {
      const name = (sheet: BoqRevision['sheets'][number]) => (lang === 'sw' ? sheet.nameSw : sheet.nameEn);
      const headings = new Set(
        pages
          .flat()
          .filter(
            (row) => row[1] !== undefined && row.every((cell, index) => index === 1 || cell === undefined),
          )
          .map((row) => row[1]),
      );
      const notApplicable = issued.sheets.filter((sheet) => sheet.status === 'notApplicable');
      expect(notApplicable.length).toBeGreaterThan(0);
      const printedRows = pages.flat();
      for (const sheet of notApplicable) {
        const at = printedRows.findIndex((row) => row[1] === name(sheet) && row[5] === undefined);
        expect(at, name(sheet)).toBeGreaterThan(-1);
        expect(printedRows[at + 1]?.[1], name(sheet)).toBe(text.excluded(sheet.notApplicableReason ?? ''));
      }
      for (const sheet of issued.sheets.filter((each) => each.lines.some((line) => line.quantity > 0))) {
        expect(headings.has(name(sheet)), name(sheet)).toBe(true);
      }
    });

    it('opens with a cover and the preambles, numbers every page and ends with the signatures', () => {
      expect(printed).toContain(text.title);
      expect(printed).toContain('Nyumba ya Mbezi');
      expect(printed).toContain(owner.user.name);
      expect(printed).toContain(`${text.preparedBy}:`);
      expect(printed).toContain(`${text.checkedBy}:`);
      expect(printed).toContain(text.preamblesTitle);
      expect(printed).toContain(text.grandSummary);
      pages.forEach((rows, index) => {
        expect(rows.flat().join(' ')).toContain(text.pageOf(index + 1, pages.length));
      });
    });
  },
);

describe.each(['en', 'sw'] as const)('GET /api/maps/:id/boq/issues/:revision.xlsx?lang=%s', (lang) => {
  const text = BILL_TEXT[lang];

  it("totals with live formulas to the PDF's figures: each bill's collection and the grand total", async () => {
    const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.xlsx?lang=${lang}`, owner);
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((each) => each.name)).toEqual([
      text.sheetNames.cover,
      text.sheetNames.bills,
      text.sheetNames.summary,
      text.sheetNames.schedule,
      text.sheetNames.analysis,
    ]);
    const cover = workbook.getWorksheet(text.sheetNames.cover)!;
    expect(cover.getCell('A1').text).toBe(text.title);
    expect(cover.getCell('A2').text).toContain('Nyumba ya Mbezi');

    const carried: number[] = [];
    const summarised: number[] = [];
    let grandTotal: number | undefined;
    workbook.eachSheet((sheet) => {
      sheet.eachRow((row) => {
        const label = row.getCell(2).text;
        const amount = row.getCell(6);
        const expression = (amount.value as { formula?: string } | null)?.formula ?? '';
        // A SUM is recomputed from the cells it names, so a wrong range fails here, not in Excel.
        const range = /^SUM\(F(\d+):F(\d+)\)$/.exec(expression);
        if (range) {
          let sum = 0;
          for (let index = Number(range[1]); index <= Number(range[2]); index += 1) {
            sum += valueOf(sheet.getCell(`F${index}`));
          }
          expect(valueOf(amount), `${label}: ${expression}`).toBe(sum);
        }
        if (NUMBERS.some((each) => label === text.carriedToSummary(each))) {
          expect(expression).toMatch(/^SUM\(/);
          carried.push(valueOf(amount));
        }
        // The summary takes each bill's total from the cell its collection carries.
        const reference = /^'([^']+)'!F(\d+)$/.exec(expression);
        if (reference) {
          expect(reference[1]).toBe(text.sheetNames.bills);
          const source = workbook.getWorksheet(text.sheetNames.bills)!.getCell(`F${reference[2]}`);
          expect(valueOf(amount)).toBe(valueOf(source));
          summarised.push(valueOf(amount));
        }
        if (label === text.grandTotal) grandTotal = valueOf(amount);
      });
    });
    expect(summarised).toEqual(carried);

    const { pages } = await download(lang);
    const printedCarried = pages
      .flat()
      .filter((row) => NUMBERS.some((each) => row[1] === text.carriedToSummary(each)))
      .map((row) => number(row[5]));
    expect(carried).toEqual(printedCarried);
    const printedGrand = pages.flat().find((row) => row[1] === text.grandTotal);
    expect(grandTotal).toBe(number(printedGrand?.[5]));
    expect(grandTotal).toBe(issued.summary.grandTotal);
  });
});

describe('the language of the bill', () => {
  it('previews the next revision in Swahili with the same grand total', async () => {
    const response = await client.call('GET', `/api/maps/${mapId}/boq/issue/preview.pdf?lang=sw`, boqStaff);
    expect(response.statusCode).toBe(200);
    const rows = (await readPages(response.rawPayload)).flat();
    const grand = rows.find((row) => row[1] === BILL_TEXT.sw.grandTotal);
    expect(number(grand?.[5])).toBe(issued.summary.grandTotal);
    expect(rows.some((row) => row.includes('Toleo 3'))).toBe(true);
  });

  it('prints Swahili words on the cover and in the grand summary, and English when no language is asked', async () => {
    const { text: swahili } = await download('sw');
    expect(swahili).toContain('JEDWALI LA GHARAMA (BOQ)');
    expect(swahili).toContain('Mteja');
    expect(swahili).toContain('MUHTASARI MKUU');
    expect(swahili).toContain('JUMLA KUU');
    expect(swahili).toMatch(/Ukurasa 1 kati ya \d+/);
    expect(swahili).not.toContain('GRAND TOTAL');
    // Units that are English words read in Swahili: cement by the bag is "mfuko".
    expect(swahili).toMatch(/\bmfuko\b/);
    expect(swahili).not.toMatch(/\bbag\b/);

    const named = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.xlsx?lang=sw`, owner);
    expect(named.headers['content-disposition']).toMatch(/nyumba-ya-mbezi-boq-rev1-sw\.xlsx/);
    const plain = await client.call('GET', `/api/maps/${mapId}/boq/issues/1.pdf`, owner);
    expect(plain.headers['content-disposition']).toMatch(/nyumba-ya-mbezi-boq-rev1\.pdf/);
    const english = (await readPages(plain.rawPayload)).flat().flat().join(' ');
    expect(english).toContain('GRAND SUMMARY');
    expect(english).toMatch(/Page 1 of \d+/);
  });

  it('refuses a language it does not print (400), naming lang, for the PDF, the .xlsx, the shopping list and the preview', async () => {
    for (const url of [
      `/api/maps/${mapId}/boq/issues/1.pdf?lang=fr`,
      `/api/maps/${mapId}/boq/issues/1.xlsx?lang=fr`,
      `/api/maps/${mapId}/boq/issues/1/shopping-list.xlsx?lang=fr`,
      `/api/maps/${mapId}/boq/issue/preview.pdf?lang=fr`,
    ]) {
      const response = await client.call('GET', url, boqStaff);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/lang/);
    }
  });
});
