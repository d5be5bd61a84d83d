import { z } from 'zod';
import { TradeIdSchema } from '../trades/trade-list';
import { BindingSourceSchema } from './bindings.contract';
import { MeasurementUnitSchema } from './measurements.contract';

/**
 * The building model (docs/takeoff.md §4, "The building model"): a plan's few facts — walls,
 * rooms, openings, roof — as named quantities computed from its marks, which the trades' inputs
 * read by default instead of each sheet copying them.
 */

/** What a group of marks stands for, read from the group's name (English or Swahili). */
export const BUILDING_ROLES = [
  'externalWalls',
  'internalWalls',
  'rooms',
  'floor',
  'doors',
  'windows',
  'roof',
] as const;
export const BuildingRoleSchema = z.enum(BUILDING_ROLES);
export type BuildingRole = z.infer<typeof BuildingRoleSchema>;

/** The standard named quantities, in the order the model lists them. */
export const BUILDING_QUANTITY_IDS = [
  'externalWalls',
  'internalWalls',
  'walls',
  'blindingArea',
  'externalFace',
  'floorArea',
  'roomFaces',
  'rooms',
  'plinthArea',
  'plinthPerimeter',
  'plinthLength',
  'plinthWidth',
  'doors',
  'windows',
  'doorsArea',
  'windowsArea',
  'openingsArea',
  'internalWallArea',
  'externalWallArea',
  'externalPlasterArea',
  'doorFaces',
  'roofArea',
  'eavesLength',
  'soffitArea',
] as const;
export const BuildingQuantityIdSchema = z.enum(BUILDING_QUANTITY_IDS);
export type BuildingQuantityId = z.infer<typeof BuildingQuantityIdSchema>;

/**
 * Where a default-bound input stands:
 * - `following`: bound to the quantity's expression as the model writes it now;
 * - `pending`: "Bind the trades" binds it (unbound and untyped, or bound by an older default);
 * - `typed`: the surveyor typed it; kept;
 * - `boundByHand`: the surveyor bound it to a mark or expression; kept;
 * - `settled`: its sheet is completed or not applicable; kept until reopened.
 */
export const MODEL_INPUT_STATES = ['following', 'pending', 'typed', 'boundByHand', 'settled'] as const;
export const ModelInputStateSchema = z.enum(MODEL_INPUT_STATES);
export type ModelInputState = z.infer<typeof ModelInputStateSchema>;

export const ModelInputSchema = z.object({
  trade: TradeIdSchema,
  field: z.string(),
  state: ModelInputStateSchema,
  /** The value the sheet holds now (null: not a number). */
  value: z.number().nullable(),
});
export type ModelInput = z.infer<typeof ModelInputSchema>;

export const BuildingQuantitySchema = z.object({
  id: BuildingQuantityIdSchema,
  unit: MeasurementUnitSchema,
  /** The expression a bound input holds (`sum(External walls) + sum(Internal walls)`); null when the model lacks it. */
  expression: z.string().nullable(),
  /** Its value now, to 4 decimals; null when the model lacks it. */
  value: z.number().nullable(),
  /** The marks it is computed from, each with its drawing and page. */
  sources: z.array(BindingSourceSchema),
  /** The groups the plan has no marks in for it (by role); empty when it has them all. */
  needs: z.array(BuildingRoleSchema),
  /** Why the marks it reads give no value (an opening without a size…), else null. */
  problem: z.string().nullable(),
  /** The sheet inputs that read it by default, and where each stands. */
  readBy: z.array(ModelInputSchema),
});
export type BuildingQuantity = z.infer<typeof BuildingQuantitySchema>;

export const BuildingGroupSchema = z.object({
  group: z.string(),
  /** What the group's name says it is; null: the model does not read it. */
  role: BuildingRoleSchema.nullable(),
  marks: z.number().int(),
});
export type BuildingGroup = z.infer<typeof BuildingGroupSchema>;

/**
 * A figure the model takes from a sheet rather than the drawing: the walls' height and thickness
 * (the Walling sheet's) and the strip's width (the Strip foundation sheet's).
 */
export const ModelParameterSchema = z.object({
  value: z.number(),
  /** `sheet`: its sheet holds a value of its own; `default`: the calculator's default. */
  source: z.enum(['sheet', 'default']),
});
export type ModelParameter = z.infer<typeof ModelParameterSchema>;

export const ModelParametersSchema = z.object({
  wallHeight: ModelParameterSchema,
  wallThickness: ModelParameterSchema,
  stripWidth: ModelParameterSchema,
});
export type ModelParameters = z.infer<typeof ModelParametersSchema>;

/** `GET /api/maps/:id/building-model`. */
export const BuildingModelSchema = z.object({
  quantities: z.array(BuildingQuantitySchema),
  groups: z.array(BuildingGroupSchema),
  parameters: ModelParametersSchema,
  /** How many inputs "Bind the trades to the drawing" would bind now. */
  pendingInputs: z.number().int(),
});
export type BuildingModel = z.infer<typeof BuildingModelSchema>;

/** `POST /api/maps/:id/building-model/bind`: every draft sheet, or only the trades named. */
export const BindDefaultsBodySchema = z.strictObject({
  trades: z
    .array(TradeIdSchema, { error: 'trades must be a list of trades' })
    .min(1, { error: 'trades must name at least one trade' })
    .optional(),
});
export type BindDefaultsBody = z.input<typeof BindDefaultsBodySchema>;

export const BoundDefaultSchema = z.object({
  trade: TradeIdSchema,
  field: z.string(),
  quantity: BuildingQuantityIdSchema,
  expression: z.string(),
  value: z.number(),
});
export type BoundDefault = z.infer<typeof BoundDefaultSchema>;

export const KeptInputSchema = z.object({
  trade: TradeIdSchema,
  field: z.string(),
  quantity: BuildingQuantityIdSchema,
  value: z.number().nullable(),
});
export type KeptInput = z.infer<typeof KeptInputSchema>;

export const BindDefaultsResponseSchema = z.object({
  /** The inputs it bound (or re-bound to today's default), each with its new value. */
  bound: z.array(BoundDefaultSchema),
  /** Inputs the surveyor typed: kept, and shown as typed. */
  keptTyped: z.array(KeptInputSchema),
  /** Inputs the surveyor bound by hand: kept. */
  keptBoundByHand: z.array(KeptInputSchema),
  /** The sheets it re-priced, in sidebar order. */
  repricedSheets: z.array(TradeIdSchema),
  model: BuildingModelSchema,
});
export type BindDefaultsResponse = z.infer<typeof BindDefaultsResponseSchema>;
