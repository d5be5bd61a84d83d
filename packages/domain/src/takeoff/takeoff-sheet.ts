import { z } from 'zod';
import { LanguageSchema, type Language } from '../language';
import { MeasurementKindSchema, MeasurementUnitSchema, type Measurement } from './measurements.contract';

/**
 * The take-off sheet ("dimension sheet"): the register of a plan's measurements with their values
 * and where they are, the audit trail a surveyor keeps of a bill. Printed and exported as PDF and
 * .xlsx in English or Swahili; frozen into each issued revision.
 */

export const TakeoffRegisterRowSchema = z.object({
  name: z.string(),
  key: z.string(),
  group: z.string(),
  kind: MeasurementKindSchema,
  value: z.number(),
  unit: MeasurementUnitSchema,
  /** For a count: markers by type. */
  counts: z.record(z.string(), z.number().int()),
  drawingName: z.string(),
  page: z.number().int(),
  /** 100 for 1:100; null for a count or a scale set by two points. */
  ratio: z.number().nullable(),
  measuredBy: z.string(),
  measuredAt: z.string(),
});
export type TakeoffRegisterRow = z.infer<typeof TakeoffRegisterRowSchema>;

export const TakeoffRegisterSchema = z.array(TakeoffRegisterRowSchema);
export type TakeoffRegister = z.infer<typeof TakeoffRegisterSchema>;

/** The register's rows in reading order: drawing, page, group, name. */
export function takeoffRegisterOf(measurements: readonly Omit<Measurement, 'usedBy'>[]): TakeoffRegister {
  return [...measurements]
    .sort(
      (left, right) =>
        left.drawingName.localeCompare(right.drawingName) ||
        left.page - right.page ||
        left.group.localeCompare(right.group) ||
        left.name.localeCompare(right.name),
    )
    .map((measurement) => ({
      name: measurement.name,
      key: measurement.key,
      group: measurement.group,
      kind: measurement.kind,
      value: measurement.value,
      unit: measurement.unit,
      counts: measurement.counts,
      drawingName: measurement.drawingName,
      page: measurement.page,
      ratio: measurement.scale?.ratio ?? null,
      measuredBy: measurement.updatedByName,
      measuredAt: measurement.updatedAt,
    }));
}

/** `?lang=sw`: the language of an exported take-off sheet (English when left out). */
export const TakeoffSheetQuerySchema = z.object({ lang: LanguageSchema.default('en') });

/** The words of the printed sheet, in both languages. */
export const TAKEOFF_SHEET_TEXT = {
  en: {
    title: 'TAKE-OFF SHEET',
    subtitle: 'Register of measurements',
    plan: 'Plan',
    revision: 'Revision',
    printedAt: 'Measured up to',
    columns: ['No.', 'Measurement', 'Kind', 'Quantity', 'Unit', 'Drawing', 'Page', 'Scale', 'By', 'When'],
    kinds: { length: 'Length', area: 'Area', perimeter: 'Perimeter', count: 'Count', rectangle: 'Rectangle' },
    units: { m: 'm', m2: 'm²', pcs: 'No.' },
    none: 'No measurements were taken on the drawings.',
    sheetName: 'Take-off',
  },
  sw: {
    title: 'KARATASI YA VIPIMO',
    subtitle: 'Orodha ya vipimo',
    plan: 'Ramani',
    revision: 'Toleo',
    printedAt: 'Vipimo hadi',
    columns: ['Na.', 'Kipimo', 'Aina', 'Kiasi', 'Kizio', 'Mchoro', 'Uk.', 'Skeli', 'Aliyepima', 'Lini'],
    kinds: { length: 'Urefu', area: 'Eneo', perimeter: 'Mzunguko', count: 'Idadi', rectangle: 'Mstatili' },
    units: { m: 'm', m2: 'm²', pcs: 'Idadi' },
    none: 'Hakuna vipimo vilivyochukuliwa kwenye michoro.',
    sheetName: 'Vipimo',
  },
} as const satisfies Record<Language, unknown>;

/** The quantity as the sheet prints it: 2 decimals, a count whole, with the count by type after it. */
export function registerQuantity(row: Pick<TakeoffRegisterRow, 'value' | 'kind' | 'counts'>): string {
  if (row.kind !== 'count') return row.value.toFixed(2);
  const types = Object.entries(row.counts)
    .map(([type, count]) => `${type} ${count}`)
    .join(', ');
  return types === '' ? String(row.value) : `${row.value} (${types})`;
}

/** File names of the take-off sheet: `<plan>-takeoff-rev2-sw.pdf`, or `-takeoff-sw.xlsx` for the live one. */
export function takeoffSheetFileName(
  mapTitle: string,
  revision: number | null,
  kind: 'pdf' | 'xlsx',
  lang: Language,
): string {
  const base =
    mapTitle
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'kadirio';
  return `${base}-takeoff${revision === null ? '' : `-rev${revision}`}-${lang}.${kind}`;
}
