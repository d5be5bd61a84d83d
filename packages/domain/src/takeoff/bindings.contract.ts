import { z } from 'zod';
import { IdSchema } from '../http.contract';

/**
 * Measure once, use everywhere: a calculator input of a sheet may be bound to a measurement of
 * the plan, or to an expression over measurements. The server puts the bound value into the
 * sheet's inputs whenever it prices the sheet, and again (in one transaction) whenever a bound
 * measurement or its page scale changes, for every draft sheet; a completed sheet keeps its
 * values and its answer says a measurement it used has since changed.
 *
 * - `{ measurementId }`: the measurement's value (m, m² or pieces);
 * - `{ expression }`: arithmetic over measurement keys (`ExtWalls * 3.0 - Openings`): numbers,
 *   keys, `+ - * /` (also `×` and `÷`), parentheses and unary minus. An unknown key or a syntax
 *   error is a 400 naming it.
 *
 * Only a top-level numeric input may be bound (`length`, `openingsArea`, …), by its field name.
 */
export const MAX_EXPRESSION_LENGTH = 500;

export const MeasurementBindingSchema = z.union(
  [
    z.strictObject({ measurementId: IdSchema }),
    z.strictObject({
      expression: z
        .string({ error: 'expression must be text' })
        .trim()
        .min(1, { error: 'expression is empty' })
        .max(MAX_EXPRESSION_LENGTH, {
          error: `expression must be at most ${MAX_EXPRESSION_LENGTH} characters`,
        }),
    }),
  ],
  { error: 'a binding is { measurementId } or { expression }' },
);
export type MeasurementBinding = z.infer<typeof MeasurementBindingSchema>;

/** A calculator input's field name: `length`, `openingsArea`. */
export const BindableFieldSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]{0,59}$/, { error: 'a bound field must be an input name like length' });

/**
 * A sheet's bindings, by input field. In `PUT /api/maps/:id/boq/:trade` (`bindings`), the map sent
 * replaces the sheet's bindings; `{}` unbinds every input. A bound input's value in `inputs` is
 * ignored: the measurement's wins.
 */
export const SheetBindingsSchema = z
  .record(BindableFieldSchema, MeasurementBindingSchema, { error: 'bindings must be an object' })
  .refine((bindings) => Object.keys(bindings).length <= 60, { error: 'bindings has too many fields' });
export type SheetBindings = z.infer<typeof SheetBindingsSchema>;

/** A measurement a bound input reads, as its derivation cites it. */
export const BindingSourceSchema = z.object({
  measurementId: IdSchema,
  name: z.string(),
  key: z.string(),
  drawingName: z.string(),
  page: z.number().int(),
});
export type BindingSource = z.infer<typeof BindingSourceSchema>;

/** One bound input as a sheet's answer shows it. */
export const BoundInputSchema = z.object({
  field: z.string(),
  binding: MeasurementBindingSchema,
  /** The value the sheet's inputs hold (what it was priced with). */
  usedValue: z.number().nullable(),
  /** What the measurements give now; null when the binding no longer resolves (see `problem`). */
  currentValue: z.number().nullable(),
  /**
   * True when the measurements have moved on from `usedValue`: a completed sheet keeps its values
   * and shows this; a draft sheet is re-priced instead, so it is false there.
   */
  changed: z.boolean(),
  sources: z.array(BindingSourceSchema),
  /** The derivation's citation: `length = 42.60 m (measured: External walls, A-101 p. 1)`. */
  citation: z.string(),
  /** Why it does not resolve (an unknown key), else null. */
  problem: z.string().nullable(),
});
export type BoundInput = z.infer<typeof BoundInputSchema>;
