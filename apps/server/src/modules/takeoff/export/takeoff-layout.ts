import { registerQuantity, TAKEOFF_SHEET_TEXT, type Language, type TakeoffRegister } from '@kadirio/domain';

/** What a take-off sheet prints: the plan, the revision it belongs to (null: as it is now) and the rows. */
export interface TakeoffSheetInput {
  title: string;
  revision: number | null;
  /** The moment it stands for: the issue, or now. */
  at: string;
  lang: Language;
  rows: TakeoffRegister;
}

/** The heading lines, in the sheet's language. */
export function takeoffHeading({ title, revision, at, lang }: TakeoffSheetInput): string[] {
  const text = TAKEOFF_SHEET_TEXT[lang];
  return [
    `${text.plan}: ${title}`,
    ...(revision === null ? [] : [`${text.revision} ${revision}`]),
    `${text.printedAt}: ${at.slice(0, 16).replace('T', ' ')} UTC`,
  ];
}

/** The cells of every row, numbered, in the sheet's language (quantity kept as a number for Excel). */
export function takeoffCells({ rows, lang }: TakeoffSheetInput) {
  const text = TAKEOFF_SHEET_TEXT[lang];
  return rows.map((row, index) => ({
    number: index + 1,
    name: row.group === '' ? row.name : `${row.name} (${row.group})`,
    kind: text.kinds[row.kind],
    quantity: row.value,
    quantityText: registerQuantity(row),
    unit: text.units[row.unit],
    drawing: row.drawingName.replace(/\.pdf$/i, ''),
    page: row.page,
    scale: row.ratio === null ? '' : `1:${Number(row.ratio.toFixed(2))}`,
    by: row.measuredBy,
    when: row.measuredAt.slice(0, 10),
  }));
}
