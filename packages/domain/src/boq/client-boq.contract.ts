import { z } from 'zod';
import { IdParamsSchema, IdSchema } from '../http.contract';
import { ShoppingListSchema, BoqSummarySchema } from '../estimates/calculators.contract';
import { BoqSheetSchema } from './boq-sheets.contract';
import { BoqPercentagesSchema } from './boq-summary.contract';
import { BUILDING_STAGES } from './building-stages';
import { MaterialKeySchema } from '../suppliers/supply-fields';

/**
 * What the client does with an issued bill: share a read-only link to a revision, and tick the
 * building stages done, tick what is bought (docs/product.md, "Sharing a bill", "Budget by
 * building stage" and "The shopping list").
 */

/** 32 random bytes as base64url: 43 characters, never guessed (2^256). */
export const SHARE_TOKEN_LENGTH = 43;
const SHARE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const ShareTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(SHARE_TOKEN, { error: 'token must be a share token of 43 letters, digits, - or _' }),
});

export const CreateBoqShareBodySchema = z.object({
  revision: z
    .number({ error: 'revision must be a whole number' })
    .int({ error: 'revision must be a whole number' })
    .min(1, { error: 'revision must be 1 or more' })
    .max(1_000_000, { error: 'revision is too large' }),
});
export type CreateBoqShareBody = z.infer<typeof CreateBoqShareBodySchema>;

/** A share link as its owner lists it: the token itself is shown once, when it is made. */
export const BoqShareSchema = z.object({
  _id: IdSchema,
  mapId: IdSchema,
  revision: z.number().int(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type BoqShare = z.infer<typeof BoqShareSchema>;

export const CreatedBoqShareSchema = BoqShareSchema.extend({
  /** The secret of the link; only its hash is stored, so it cannot be shown again. */
  token: z.string(),
});
export type CreatedBoqShare = z.infer<typeof CreatedBoqShareSchema>;

export const BoqShareListSchema = z.object({ items: z.array(BoqShareSchema) });
export type BoqShareList = z.infer<typeof BoqShareListSchema>;

export const BoqShareParamsSchema = IdParamsSchema.extend({ shareId: IdSchema });

/**
 * An issued revision as anyone with the link reads it: the bill, its summary and shopping list,
 * where the house is — and nobody's name, phone or e-mail (not the owner's, not the surveyors').
 */
export const SharedBoqSchema = z.object({
  revision: z.number().int(),
  issuedAt: z.string(),
  currency: z.string(),
  map: z.object({
    title: z.string(),
    region: z.string(),
    district: z.string(),
    ward: z.string(),
    plinthArea: z.number().nullable(),
  }),
  percentages: BoqPercentagesSchema,
  sheets: z.array(BoqSheetSchema.omit({ completedBy: true, mapId: true, _id: true })),
  summary: BoqSummarySchema,
  shoppingList: ShoppingListSchema,
});
export type SharedBoq = z.infer<typeof SharedBoqSchema>;

export const BuildingStageSchema = z.enum(BUILDING_STAGES, {
  error: (issue) => `stage must be one of ${BUILDING_STAGES.join(', ')} (got ${JSON.stringify(issue.input)})`,
});

export const StageParamsSchema = IdParamsSchema.extend({ stage: BuildingStageSchema });

export const SetStageDoneBodySchema = z.object({
  done: z.boolean({ error: 'done must be true or false' }),
});

/** The stages the client has ticked done on a plan; a stage not listed is still to build. */
export const StageTicksSchema = z.object({
  items: z.array(z.object({ stage: BuildingStageSchema, doneAt: z.string() })),
});
export type StageTicks = z.infer<typeof StageTicksSchema>;

/** `:material` of a shopping-list tick: a catalogue material key, as the shopping list names it. */
export const ShoppingTickParamsSchema = IdParamsSchema.extend({ material: MaterialKeySchema });

export const SetBoughtBodySchema = z.object({
  bought: z.boolean({ error: 'bought must be true or false' }),
});
export type SetBoughtBody = z.infer<typeof SetBoughtBodySchema>;

/**
 * The materials of a plan's shopping list ticked bought, by material key; a material not listed is
 * still to buy. Kept per plan across revisions (docs/product.md, "The shopping list").
 */
export const ShoppingTicksSchema = z.object({
  items: z.array(z.object({ material: z.string(), boughtAt: z.string() })),
});
export type ShoppingTicks = z.infer<typeof ShoppingTicksSchema>;
