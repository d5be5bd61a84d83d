import { z } from 'zod';
import { TradeMovedRatesSchema } from './moved-rates';
import { IdParamsSchema, IdSchema } from '../http.contract';
import { LanguageSchema } from '../language';
import { TakeoffRegisterSchema } from '../takeoff/takeoff-sheet';
import { ShoppingListSchema, BoqSummarySchema } from '../estimates/calculators.contract';
import { SectionIdSchema, TradeIdSchema } from '../trades/trade-list';
import { BoqMapInfoSchema, BoqPersonSchema, BoqSheetSchema } from './boq-sheets.contract';
import { BoqPercentagesSchema } from './boq-summary.contract';
import { BillFormSchema } from './bill-form';

/** Issued revisions of a BOQ (frozen), their list and their exports. */

export const BoqRevisionParamsSchema = z.object({
  id: IdSchema,
  revision: z.coerce
    .number({ error: 'revision must be a whole number' })
    .int({ error: 'revision must be a whole number' })
    .min(1, { error: 'revision must be 1 or more' })
    .max(1_000_000, { error: 'revision is too large' }),
});

/**
 * The path of a revision route. The revision stays a string here and is checked (with
 * `BoqRevisionParamsSchema`) after the map: a caller who may not see the map gets 404 whatever
 * the revision says; a reader with a malformed revision gets 400 naming it.
 */
export const BoqRevisionPathSchema = z.object({ id: IdParamsSchema.shape.id, revision: z.string() });

/** An issued BOQ: rates, lines and sums frozen at the moment of issue. Never changes afterwards. */
export const BoqRevisionSchema = z.object({
  mapId: IdSchema,
  revision: z.number().int(),
  issuedAt: z.string(),
  issuedBy: BoqPersonSchema,
  /** Why it was issued: what changed since the previous revision (required from revision 2). */
  reason: z.string().nullable().optional(),
  currency: z.string(),
  map: BoqMapInfoSchema,
  percentages: BoqPercentagesSchema,
  /**
   * The form the bill was issued in (`bill-form.ts`), so a revision prints as issued whatever the
   * setting says later. Absent in revisions issued before the form was recorded: they print as
   * materials, as they were issued.
   */
  billForm: BillFormSchema.optional(),
  /** Every sheet as it was, lines carrying the frozen rates and amounts. */
  sheets: z.array(BoqSheetSchema),
  summary: BoqSummarySchema,
  shoppingList: ShoppingListSchema,
  /**
   * The take-off sheet at the moment of issue: the plan's measurements with their values
   * (`measurements/takeoff-sheet.ts`); absent from revisions issued before measurements existed.
   */
  takeoff: TakeoffRegisterSchema.optional(),
});
export type BoqRevision = z.infer<typeof BoqRevisionSchema>;

export const BoqRevisionListItemSchema = z.object({
  revision: z.number().int(),
  issuedAt: z.string(),
  issuedBy: BoqPersonSchema,
  grandTotal: z.number(),
  reason: z.string().nullable(),
});
export const BoqRevisionListSchema = z.object({ items: z.array(BoqRevisionListItemSchema) });
export type BoqRevisionList = z.infer<typeof BoqRevisionListSchema>;

/**
 * `POST …/boq/issue`: the first issue may go without a reason; every later one must say what
 * changed and why (the client reads it beside the differences).
 */
export const IssueBoqBodySchema = z
  .strictObject({
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .max(500, { error: 'reason must be at most 500 characters' })
      .optional(),
  })
  .nullish();
export type IssueBoqBody = z.infer<typeof IssueBoqBodySchema>;

/** A line's priced figures on one side of a difference. */
export const DiffFiguresSchema = z.object({ quantity: z.number(), rate: z.number(), amount: z.number() });

/** One billed line that differs between two revisions (lines with quantity 0 are not billed). */
export const LineDiffSchema = z.object({
  trade: TradeIdSchema,
  code: z.string(),
  description: z.string(),
  descriptionSw: z.string().optional(),
  unit: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  before: DiffFiguresSchema.nullable(),
  after: DiffFiguresSchema.nullable(),
});
export type LineDiff = z.infer<typeof LineDiffSchema>;

export const AmountChangeSchema = z.object({ before: z.number(), after: z.number(), change: z.number() });
export type AmountChange = z.infer<typeof AmountChangeSchema>;

/** What changed from one revision to the next: lines, each section's total, the summary's sums. */
export const BoqRevisionDiffSchema = z.object({
  lines: z.array(LineDiffSchema),
  sections: z.array(
    AmountChangeSchema.extend({ section: SectionIdSchema, nameEn: z.string(), nameSw: z.string() }),
  ),
  contingency: AmountChangeSchema,
  vat: AmountChangeSchema,
  grandTotal: AmountChangeSchema,
});
export type BoqRevisionDiff = z.infer<typeof BoqRevisionDiffSchema>;

/** `GET …/boq/issues/:revision/diff`: a revision against the one before, with its reason. */
export const BoqRevisionChangesSchema = z.object({
  revision: z.number().int(),
  /** The revision compared with; null for revision 1 (then `diff` is null too). */
  previous: z.number().int().nullable(),
  issuedAt: z.string(),
  issuedBy: BoqPersonSchema,
  reason: z.string().nullable(),
  diff: BoqRevisionDiffSchema.nullable(),
});
export type BoqRevisionChanges = z.infer<typeof BoqRevisionChangesSchema>;

/**
 * `GET …/boq/issue/preview`: exactly what `POST …/boq/issue` would issue now (the same frozen
 * document, numbered as the next revision), and what changed since the last revision.
 */
export const BoqIssuePreviewSchema = z.object({
  revision: BoqRevisionSchema,
  /** Against the latest issued revision; null before the first issue. */
  diff: BoqRevisionDiffSchema.nullable(),
  /** True when nothing changed since the latest revision: issuing would be refused (409). */
  unchanged: z.boolean(),
  /** The language of the client who will receive the bill: the preview is offered in it first. */
  clientLanguage: LanguageSchema,
  /**
   * Completed sheets' lines whose rate moved since their sheet was completed: the revision bills
   * them at today's rate, one rate per material (`moved-rates.ts`).
   */
  ratesMovedSinceCompleted: z.array(TradeMovedRatesSchema),
});
export type BoqIssuePreview = z.infer<typeof BoqIssuePreviewSchema>;
