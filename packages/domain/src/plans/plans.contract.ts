import { z } from 'zod';
import { IdSchema, pageOf, PageQuerySchema } from '../http.contract';
import { DRAWING_CONTENT_TYPES, MAP_LIMITS, MAP_STATUSES } from './plan-limits';

export const MapStatusSchema = z.enum(MAP_STATUSES, {
  message: `must be one of ${MAP_STATUSES.join(', ')}`,
});

const text = (field: string, max: number) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, { message: `${field} is required` })
    .max(max, { message: `${field} must be at most ${max} characters` });

const TitleSchema = text('title', MAP_LIMITS.titleMax);
const RegionSchema = text('region', MAP_LIMITS.placeMax);
const DistrictSchema = text('district', MAP_LIMITS.placeMax);
const WardSchema = text('ward', MAP_LIMITS.placeMax);

/** The description may be left empty, but the field itself is part of the form. */
const DescSchema = z
  .string({ message: 'desc is required (it may be empty)' })
  .trim()
  .max(MAP_LIMITS.descMax, { message: `desc must be at most ${MAP_LIMITS.descMax} characters` });

/** A calendar date `YYYY-MM-DD` (no time, no zone: it is the day building is meant to start). */
const StartConstructionSchema = z
  .string({ message: 'startConstruction is required' })
  .trim()
  .pipe(z.iso.date({ message: 'startConstruction must be a date like 2026-07-01' }))
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return year >= MAP_LIMITS.earliestStartYear && year <= MAP_LIMITS.latestStartYear;
    },
    {
      message: `startConstruction must be between ${MAP_LIMITS.earliestStartYear} and ${MAP_LIMITS.latestStartYear}`,
    },
  );

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ message: `${field} must be a number` })
    .int({ message: `${field} must be a whole number` })
    .min(min, { message: `${field} must be at least ${min}` })
    .max(max, { message: `${field} must be at most ${max}` });

const FloorsSchema = wholeNumber('floors', 1, MAP_LIMITS.floorsMax);
const BedroomsSchema = wholeNumber('bedrooms', 0, MAP_LIMITS.bedroomsMax);
const PlinthAreaSchema = z
  .number({ message: 'plinthArea must be a number (m²)' })
  .positive({ message: 'plinthArea must be more than 0 m²' })
  .max(MAP_LIMITS.plinthAreaMax, { message: `plinthArea must be at most ${MAP_LIMITS.plinthAreaMax} m²` });

export const MapCommentSchema = z
  .string({ message: 'comment must be text' })
  .trim()
  .max(MAP_LIMITS.commentMax, { message: `comment must be at most ${MAP_LIMITS.commentMax} characters` });

/**
 * A new house plan. It starts in `typecheck` as a draft that only its owner (and admin) sees,
 * until at least one PDF drawing is uploaded.
 */
export const CreateMapBodySchema = z.object({
  title: TitleSchema,
  region: RegionSchema,
  district: DistrictSchema,
  ward: WardSchema,
  startConstruction: StartConstructionSchema,
  desc: DescSchema,
  floors: FloorsSchema.optional(),
  bedrooms: BedroomsSchema.optional(),
  plinthArea: PlinthAreaSchema.optional(),
});
export type CreateMapBody = z.infer<typeof CreateMapBodySchema>;

/**
 * The descriptive fields only, each optional; `null` clears a building fact. Anything else sent
 * (a `status`, an `owner`) is dropped: the status moves only through transitions.
 */
export const UpdateMapBodySchema = z.object({
  title: TitleSchema.optional(),
  region: RegionSchema.optional(),
  district: DistrictSchema.optional(),
  ward: WardSchema.optional(),
  startConstruction: StartConstructionSchema.optional(),
  desc: DescSchema.optional(),
  floors: FloorsSchema.nullable().optional(),
  bedrooms: BedroomsSchema.nullable().optional(),
  plinthArea: PlinthAreaSchema.nullable().optional(),
});
export type UpdateMapBody = z.infer<typeof UpdateMapBodySchema>;

export const TransitionBodySchema = z.object({
  to: MapStatusSchema,
  comment: MapCommentSchema.optional(),
});
export type TransitionBody = z.infer<typeof TransitionBodySchema>;

/** `PUT /api/maps/successful/:id`: the body may be left out (Fastify then hands over null). */
export const AcceptMapBodySchema = z.object({ comment: MapCommentSchema.optional() }).nullish();
export type AcceptMapBody = z.infer<typeof AcceptMapBodySchema>;

export const DrawingSchema = z.object({
  _id: IdSchema,
  /** The uploaded file's name, cleaned: never a path, never control characters, ending in its kind's extension. */
  name: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** Told from the file's bytes when it was uploaded. */
  contentType: z.enum(DRAWING_CONTENT_TYPES),
  createdAt: z.string(),
});
export type Drawing = z.infer<typeof DrawingSchema>;

/** One step of a map's history; `from` is null for the map's creation. */
export const MapTransitionSchema = z.object({
  from: MapStatusSchema.nullable(),
  to: MapStatusSchema,
  /** null once that account has been deleted; `byName` keeps who it was. */
  by: IdSchema.nullable(),
  byName: z.string(),
  at: z.string(),
  comment: z.string().nullable(),
});
export type MapTransition = z.infer<typeof MapTransitionSchema>;

/** email is null for an owner registered by phone alone. */
export const OwnerContactSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
});
export type OwnerContact = z.infer<typeof OwnerContactSchema>;

export const MapSchema = z.object({
  _id: IdSchema,
  owner: IdSchema,
  title: z.string(),
  region: z.string(),
  district: z.string(),
  ward: z.string(),
  startConstruction: z.string(),
  desc: z.string(),
  floors: z.number().int().nullable(),
  bedrooms: z.number().int().nullable(),
  plinthArea: z.number().nullable(),
  status: MapStatusSchema,
  checkComment: z.string().nullable(),
  unitComment: z.string().nullable(),
  suggestionOnMap: z.string().nullable(),
  /** Since when the map waits in its current state (for a draft: since its first drawing). Queues sort by it. */
  queuedAt: z.string(),
  drawings: z.array(DrawingSchema),
  history: z.array(MapTransitionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Only for the failedchecker and admin, who contact owners about their plans. */
  ownerContact: OwnerContactSchema.optional(),
});
/** Named HouseMap, not Map, so importing it never shadows the global Map. */
export type HouseMap = z.infer<typeof MapSchema>;

export const MapPageSchema = pageOf(MapSchema);
export type HouseMapPage = z.infer<typeof MapPageSchema>;

export const MapCountSchema = z.object({ count: z.number().int() });
export type MapCount = z.infer<typeof MapCountSchema>;

/** `GET /api/maps/`: the caller's own maps (admin: every map), newest first. */
export const ListMapsQuerySchema = PageQuerySchema.extend({ status: MapStatusSchema.optional() });
export type ListMapsQuery = z.infer<typeof ListMapsQuerySchema>;

/** The state queues (`GET /api/maps/typecheck` …): oldest first. */
export const MapQueueQuerySchema = PageQuerySchema;
export type MapQueueQuery = z.infer<typeof MapQueueQuerySchema>;

export const DrawingParamsSchema = z.object({ id: IdSchema, drawingId: IdSchema });

export const DeleteMapResponseSchema = z.object({ id: IdSchema, message: z.string() });
export const DeleteDrawingResponseSchema = z.object({ id: IdSchema, message: z.string() });

export const MAP_MESSAGES = {
  deleted: 'Map deleted successfully',
  drawingDeleted: 'Drawing deleted successfully',
} as const;
