import type ExcelJS from 'exceljs';
import { BILL_TEXT, type BoqRevision, type Language } from '@kadirio/domain';
import { amountCell, formula } from './workbook-cells';

/**
 * From a subtotal row to the grand total as the grand summary goes (docs/product.md §4): the
 * contingency % of it, the VAT % when it is added (VAT inside the rates adds nothing), and the
 * grand total, as live formulas with the revision's figures cached. Written under the schedule of
 * materials and the shopping list, so each reaches the measured bill's grand total. The label
 * sits in column `labelColumn` (1 in the shopping list, 2 in the bill's sheets); the percentage
 * in D.
 */
export function addGrandTotalRows(
  sheet: ExcelJS.Worksheet,
  revision: BoqRevision,
  lang: Language,
  subtotalRow: number,
  labelColumn: 1 | 2 = 2,
): void {
  const text = BILL_TEXT[lang];
  const { summary } = revision;
  const labelled = (label: string, percent?: number): ExcelJS.CellValue[] => {
    const cells: ExcelJS.CellValue[] = labelColumn === 1 ? [label, '', '%'] : ['', label, '%'];
    return percent === undefined ? cells.slice(0, labelColumn) : [...cells, percent];
  };
  const contingency = sheet.addRow(labelled(text.rows.contingency, summary.contingencyPercent));
  amountCell(sheet, contingency.number).value = formula(
    `ROUND(F${subtotalRow}*D${contingency.number}/100,0)`,
    summary.contingency,
  );
  let grandExpression = `F${subtotalRow}+F${contingency.number}`;
  if (summary.ratesIncludeVat !== true) {
    const vat = sheet.addRow(labelled(text.rows.vatAdded, summary.vatPercent));
    amountCell(sheet, vat.number).value = formula(
      `ROUND((F${subtotalRow}+F${contingency.number})*D${vat.number}/100,0)`,
      summary.vat,
    );
    grandExpression += `+F${vat.number}`;
  }
  const grand = sheet.addRow(labelled(text.grandTotal));
  grand.font = { bold: true };
  amountCell(sheet, grand.number).value = formula(grandExpression, summary.grandTotal);
}
