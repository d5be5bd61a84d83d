import { z } from 'zod';
import { IdSchema } from '../http.contract';
import { TradeIdSchema } from '../trades/trade-list';

/**
 * Take-off on the drawing (docs/takeoff.md, "Measurements and bindings"): a surveyor measures on
 * a plan's PDF drawing in the BOQ workspace; each mark is a named measurement of the plan, and a
 * calculator input may be bound to it.
 *
 * **Page coordinates.** Every point is in PDF points (1/72 in) on one page of one drawing, in the
 * space of pdf.js's `page.getViewport({ scale: 1 })`: origin at the top-left corner of the page as
 * shown (the page's own /Rotate applied), x to the right, y down. The viewer divides by its zoom
 * and undoes any rotation the user added before it sends a point. Distances do not depend on that
 * choice; scale regions (rectangles) and marks only have to share it.
 *
 * **Values** are computed by the server from the geometry and the page's scale, never taken from
 * the client: lengths in m, areas in m², counts in pieces.
 */

/** At most this many points in one mark (outline, holes and markers together). */
export const MAX_MEASUREMENT_POINTS = 5000;
/** At most this many deductions (holes) in one area. */
export const MAX_MEASUREMENT_HOLES = 200;
/** No PDF page is larger than 14 400 pt (200 in, PDF's own limit); a margin around it is allowed. */
export const MAX_PAGE_COORDINATE = 100_000;
/** A drawing set has far fewer pages; the cap keeps a typo from addressing page 1e9. */
export const MAX_PAGE_NUMBER = 10_000;

const coordinate = (axis: 'x' | 'y') =>
  z
    .number({ error: `${axis} must be a finite number` })
    .min(-MAX_PAGE_COORDINATE, { error: `${axis} is far outside the page` })
    .max(MAX_PAGE_COORDINATE, { error: `${axis} is far outside the page` });

/** A point in page coordinates (PDF points, see above). */
export const PagePointSchema = z.strictObject({ x: coordinate('x'), y: coordinate('y') });
export type PagePoint = z.infer<typeof PagePointSchema>;

/** A rectangle in page coordinates: top-left corner and size. */
export const PageRectSchema = z.strictObject({
  x: coordinate('x'),
  y: coordinate('y'),
  width: z
    .number({ error: 'width must be a finite number' })
    .positive({ error: 'width must be more than 0' }),
  height: z
    .number({ error: 'height must be a finite number' })
    .positive({ error: 'height must be more than 0' }),
});
export type PageRect = z.infer<typeof PageRectSchema>;

export const PageNumberSchema = z
  .number({ error: 'page must be a whole number' })
  .int({ error: 'page must be a whole number' })
  .min(1, { error: 'page must be 1 or more' })
  .max(MAX_PAGE_NUMBER, { error: `page must be at most ${MAX_PAGE_NUMBER}` });

export const MEASUREMENT_KINDS = ['length', 'area', 'perimeter', 'count', 'rectangle'] as const;
export const MeasurementKindSchema = z.enum(MEASUREMENT_KINDS);
export type MeasurementKind = z.infer<typeof MeasurementKindSchema>;

/** The unit of a measurement's value, by kind. */
export const MEASUREMENT_UNITS = ['m', 'm2', 'pcs'] as const;
export const MeasurementUnitSchema = z.enum(MEASUREMENT_UNITS);
export type MeasurementUnit = z.infer<typeof MeasurementUnitSchema>;

const pointList = (min: number, what: string) =>
  z
    .array(PagePointSchema, { error: `${what} must be a list of points` })
    .min(min, { error: `${what} needs at least ${min} points` })
    .max(MAX_MEASUREMENT_POINTS, { error: `${what} has more than ${MAX_MEASUREMENT_POINTS} points` });

const holeList = z
  .array(pointList(3, 'a deduction'), { error: 'holes must be a list of polygons' })
  .max(MAX_MEASUREMENT_HOLES, { error: `holes has more than ${MAX_MEASUREMENT_HOLES} deductions` })
  .default([]);

/** A count marker's type: `D1`, `W1`, `WC`… */
export const MarkerTypeSchema = z
  .string({ error: 'type must be text' })
  .trim()
  .min(1, { error: 'type is required' })
  .max(20, { error: 'type must be at most 20 characters' });

export const CountMarkerSchema = z.strictObject({
  x: coordinate('x'),
  y: coordinate('y'),
  type: MarkerTypeSchema,
});
export type CountMarker = z.infer<typeof CountMarkerSchema>;

/**
 * What was drawn, by kind:
 * - `length`: an open polyline (running total along it), m;
 * - `perimeter`: a closed polygon's outline, m;
 * - `area`: a polygon less its `holes` (openings, deducted), m²;
 * - `rectangle`: two opposite corners, less its `holes`, m²;
 * - `count`: markers with a type label, pieces (the answer also counts by type).
 */
export const MeasurementGeometrySchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('length'), points: pointList(2, 'a length') }),
    z.strictObject({ kind: z.literal('perimeter'), points: pointList(3, 'a perimeter') }),
    z.strictObject({ kind: z.literal('area'), points: pointList(3, 'an area'), holes: holeList }),
    z.strictObject({
      kind: z.literal('rectangle'),
      points: z
        .array(PagePointSchema, { error: 'a rectangle must be a list of points' })
        .length(2, { error: 'a rectangle needs exactly 2 points (opposite corners)' }),
      holes: holeList,
    }),
    z.strictObject({
      kind: z.literal('count'),
      markers: z
        .array(CountMarkerSchema, { error: 'markers must be a list' })
        .min(1, { error: 'a count needs at least 1 marker' })
        .max(MAX_MEASUREMENT_POINTS, { error: `a count has more than ${MAX_MEASUREMENT_POINTS} markers` }),
    }),
  ],
  { error: `geometry.kind must be one of ${MEASUREMENT_KINDS.join(', ')}` },
);
export type MeasurementGeometry = z.infer<typeof MeasurementGeometrySchema>;
export type MeasurementGeometryInput = z.input<typeof MeasurementGeometrySchema>;

/**
 * The short name expressions use (`ExtWalls * 3.0 - Openings`): a letter, then letters, digits
 * or `_`. Unique per plan, like the name. Left out on create, it is made from the name
 * (`measurementKeyOf`: "External walls (centre-line)" → `ExternalWallsCentreLine`).
 */
export const MeasurementKeySchema = z
  .string({ error: 'key must be text' })
  .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, {
    error: 'key must start with a letter and have only letters, digits and _ (at most 40)',
  });

export const MeasurementNameSchema = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, { error: 'name is required' })
  .max(120, { error: 'name must be at most 120 characters' });

export const MeasurementGroupSchema = z
  .string({ error: 'group must be text' })
  .trim()
  .max(60, { error: 'group must be at most 60 characters' });

export const ColourSchema = z
  .string({ error: 'colour must be text' })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'colour must be written like #1f77b4' });

/**
 * Where a mark came from: `drawn` by the surveyor on the drawing, or `accepted-proposal` —
 * proposed by the drawing reader and accepted by the surveyor (docs/takeoff.md §5.6).
 */
export const MEASUREMENT_SOURCES = ['drawn', 'accepted-proposal'] as const;
export const MeasurementSourceSchema = z.enum(MEASUREMENT_SOURCES);
export type MeasurementSource = z.infer<typeof MeasurementSourceSchema>;

/** The scale a value was computed with (a copy: the page's scale may change later, then the value follows). */
export const UsedScaleSchema = z.object({
  metresPerPoint: z.number(),
  /** The scale region the mark lies in (its first point), null for the page's own scale. */
  regionScaleId: IdSchema.nullable(),
  /** `100` for 1:100 when the scale was set as a ratio; null when set by two points. */
  ratio: z.number().nullable(),
});
export type UsedScale = z.infer<typeof UsedScaleSchema>;

export const MeasurementSchema = z.object({
  _id: IdSchema,
  mapId: IdSchema,
  drawingId: IdSchema,
  /** The drawing's file name, to cite (`A-101.pdf`). */
  drawingName: z.string(),
  page: z.number().int(),
  kind: MeasurementKindSchema,
  name: z.string(),
  key: z.string(),
  group: z.string(),
  /** null: the web colours it by its group. */
  colour: z.string().nullable(),
  geometry: MeasurementGeometrySchema,
  /** null for a count, which needs no scale. */
  scale: UsedScaleSchema.nullable(),
  /** Computed by the server: m, m² or pieces. */
  value: z.number(),
  unit: MeasurementUnitSchema,
  /** For a count: markers by type (`{ D1: 4, W1: 6 }`); `{}` for the other kinds. */
  counts: z.record(z.string(), z.number().int()),
  source: MeasurementSourceSchema,
  /** The trades whose sheets bind it (directly or in an expression). */
  usedBy: z.array(TradeIdSchema),
  /** Increments on every change; send it back in a PUT (stale → 409). */
  version: z.number().int(),
  createdByName: z.string(),
  updatedByName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Measurement = z.infer<typeof MeasurementSchema>;

/** `POST /api/maps/:id/measurements`. */
export const CreateMeasurementBodySchema = z.strictObject({
  drawingId: IdSchema,
  page: PageNumberSchema,
  name: MeasurementNameSchema,
  key: MeasurementKeySchema.optional(),
  group: MeasurementGroupSchema.default(''),
  colour: ColourSchema.nullable().default(null),
  geometry: MeasurementGeometrySchema,
});
export type CreateMeasurementBody = z.input<typeof CreateMeasurementBodySchema>;

/**
 * `PUT /api/maps/:id/measurements/:measurementId`: any of the create fields (what is left out
 * stays), and the `version` the client read (stale → 409, nothing changes).
 */
export const UpdateMeasurementBodySchema = z.strictObject({
  version: z.number({ error: 'version is required' }).int({ error: 'version must be a whole number' }),
  drawingId: IdSchema.optional(),
  page: PageNumberSchema.optional(),
  name: MeasurementNameSchema.optional(),
  key: MeasurementKeySchema.optional(),
  group: MeasurementGroupSchema.optional(),
  colour: ColourSchema.nullable().optional(),
  geometry: MeasurementGeometrySchema.optional(),
});
export type UpdateMeasurementBody = z.input<typeof UpdateMeasurementBodySchema>;

/** A sheet a measurement change touched. */
export const TouchedSheetSchema = z.object({
  trade: TradeIdSchema,
  nameEn: z.string(),
  nameSw: z.string(),
});
export type TouchedSheet = z.infer<typeof TouchedSheetSchema>;

/**
 * What a write of measurements or scales answers: the draft sheets it re-priced (in the same
 * transaction) and the completed sheets that kept their values but now use a changed measurement.
 */
export const RepricingSchema = z.object({
  repricedSheets: z.array(TouchedSheetSchema),
  changedCompletedSheets: z.array(TouchedSheetSchema),
});
export type Repricing = z.infer<typeof RepricingSchema>;

export const MeasurementWriteResponseSchema = RepricingSchema.extend({ measurement: MeasurementSchema });
export type MeasurementWriteResponse = z.infer<typeof MeasurementWriteResponseSchema>;

export const DeleteMeasurementResponseSchema = z.object({ id: IdSchema, message: z.string() });

export const MeasurementParamsSchema = z.object({ id: IdSchema, measurementId: IdSchema });
export const DrawingScalesParamsSchema = z.object({ id: IdSchema, drawingId: IdSchema });

// ——— Page scales ———

export const SCALE_SOURCES = ['two-points', 'text'] as const;
export const ScaleSourceSchema = z.enum(SCALE_SOURCES);
export type ScaleSource = z.infer<typeof ScaleSourceSchema>;

/** Metres in one PDF point at 1:1 (1 pt = 1/72 in = 0.0254/72 m). */
export const METRES_PER_POINT_AT_FULL_SIZE = 0.0254 / 72;

/**
 * One scale of one page: the page's own (`region` null, at most one per page) or a region's (a
 * site plan and a detail on one sheet). A point uses the region that contains it, else the page's.
 */
export const PageScaleSchema = z.object({
  _id: IdSchema,
  drawingId: IdSchema,
  page: z.number().int(),
  region: PageRectSchema.nullable(),
  /** What everything on that page (or region) is computed with. */
  metresPerPoint: z.number(),
  source: ScaleSourceSchema,
  /** The ratio (100 for 1:100) when `source` is `text`; for `two-points`, the ratio it amounts to. */
  ratio: z.number(),
  /** The two clicks and their known length (m), when `source` is `two-points`. */
  points: z.tuple([PagePointSchema, PagePointSchema]).nullable(),
  knownLength: z.number().nullable(),
  setByName: z.string(),
  setAt: z.string(),
});
export type PageScale = z.infer<typeof PageScaleSchema>;

const ratioField = z
  .number({ error: 'ratio must be a number' })
  .min(1, { error: 'ratio must be at least 1 (1:1)' })
  .max(100_000, { error: 'ratio must be at most 100000' });

/** One scale to set: by a typed or read ratio (`text`), or by two points a known length apart. */
export const PageScaleInputSchema = z.discriminatedUnion(
  'source',
  [
    z.strictObject({
      source: z.literal('text'),
      region: PageRectSchema.nullable().default(null),
      ratio: ratioField,
    }),
    z.strictObject({
      source: z.literal('two-points'),
      region: PageRectSchema.nullable().default(null),
      points: z.tuple([PagePointSchema, PagePointSchema], { error: 'points must be two points' }),
      knownLength: z
        .number({ error: 'knownLength must be a number of metres' })
        .positive({ error: 'knownLength must be more than 0' })
        .max(100_000, { error: 'knownLength must be at most 100000 m' }),
    }),
  ],
  { error: 'source must be text or two-points' },
);
export type PageScaleInput = z.input<typeof PageScaleInputSchema>;

/**
 * `PUT /api/maps/:id/drawings/:drawingId/scales`: replaces every scale of one page (an empty list
 * clears it). At most one without a region. Measurements on that page are computed again and the
 * sheets that bind them re-priced, in one transaction.
 */
export const SetPageScalesBodySchema = z.strictObject({
  page: PageNumberSchema,
  scales: z
    .array(PageScaleInputSchema, { error: 'scales must be a list' })
    .max(50, { error: 'scales has more than 50 regions' }),
});
export type SetPageScalesBody = z.input<typeof SetPageScalesBodySchema>;

/** Every scale of one drawing, by page then region. */
export const DrawingScalesSchema = z.object({ drawingId: IdSchema, scales: z.array(PageScaleSchema) });
export type DrawingScales = z.infer<typeof DrawingScalesSchema>;

export const SetPageScalesResponseSchema = RepricingSchema.extend({
  drawingId: IdSchema,
  scales: z.array(PageScaleSchema),
  /** The measurements of that page whose values changed. */
  remeasured: z.array(MeasurementSchema),
});
export type SetPageScalesResponse = z.infer<typeof SetPageScalesResponseSchema>;
