import { z } from 'zod';
import { IdSchema } from '../http.contract';
import {
  ColourSchema,
  MAX_PAGE_NUMBER,
  MeasurementGeometrySchema,
  MeasurementGroupSchema,
  MeasurementKeySchema,
  MeasurementNameSchema,
  MeasurementSchema,
} from './measurements.contract';
import type { PageReading } from './reader/read-page';

/**
 * The drawing read for the surveyor (docs/takeoff.md §5.6): what the reader proposes for one page
 * of a plan's drawing — the scale its dimensions read (and the stated scale checked against it),
 * the wall runs, the rooms and the openings — in the page coordinates of §4, so the web draws
 * them over the page. Nothing here is stored: a proposal becomes marks only when the surveyor
 * accepts it.
 */

/** `:page` of the path: a whole number from 1 (the path carries it as text). */
export const ProposalParamsSchema = z.object({
  id: IdSchema,
  drawingId: IdSchema,
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be 1 or more' })
    .max(MAX_PAGE_NUMBER, { error: `page must be at most ${MAX_PAGE_NUMBER}` }),
});

/** What the reader made of the page (docs/takeoff.md §5): `no-vectors` also for a photo or scan. */
export const PROPOSAL_STATUSES = ['ok', 'no-dimensions', 'inconsistent', 'no-vectors'] as const;
export const ProposalStatusSchema = z.enum(PROPOSAL_STATUSES);
export type ProposalStatus = z.infer<typeof ProposalStatusSchema>;

/** A point as the reader found it (answers are not range-checked like a client's points). */
const PointSchema = z.object({ x: z.number(), y: z.number() });
const RectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

export const ProposedScaleSchema = z.object({
  /** 1:`ratio`, to 0.1, as the dimensions read it. */
  ratio: z.number(),
  metresPerPoint: z.number(),
  /** The common drawing scale nearest it (1:100 for 1:101.6). */
  nearestCommon: z.number(),
  /** The unit the whole-number figures were read in. */
  unit: z.enum(['mm', 'cm', 'm']),
  agreeing: z.number().int(),
  total: z.number().int(),
  /** Every group of agreeing figures, largest first: more than one is several drawings at several scales. */
  clusters: z.array(z.object({ ratio: z.number(), count: z.number().int(), region: RectSchema })),
  /** Figures that agree with no group, with the ratio each alone would give. */
  disagreements: z.array(z.object({ text: z.string(), ratio: z.number(), at: PointSchema })),
});
export type ProposedScale = z.infer<typeof ProposedScaleSchema>;

export const StatedScaleCheckSchema = z.object({
  statedRatio: z.number(),
  foundRatio: z.number(),
  /** (found − stated) ÷ stated, in %, to 0.1. */
  differencePercent: z.number(),
  /** Within 1 % (docs/takeoff.md §5.1). */
  agrees: z.boolean(),
});

export const ProposedWallSchema = z.object({
  /** The centre line's ends, page points. */
  start: PointSchema,
  end: PointSchema,
  thicknessMm: z.number(),
  /** Centre-line length, m. */
  lengthM: z.number(),
  side: z.enum(['external', 'internal', 'unknown']),
});
export type ProposedWall = z.infer<typeof ProposedWallSchema>;

export const ProposedRoomSchema = z.object({
  name: z.string(),
  labelAt: PointSchema,
  /** The inner faces, page points. */
  polygon: z.array(PointSchema),
  areaM2: z.number(),
  perimeterM: z.number(),
});
export type ProposedRoom = z.infer<typeof ProposedRoomSchema>;

export const ProposedOpeningSchema = z.object({
  kind: z.enum(['door', 'window']),
  /** The gap's middle on the wall's centre line, page points. */
  position: PointSchema,
  /** Between the jambs as drawn, m. */
  widthM: z.number(),
  /** From the schedule mark beside it (`D1 900x2100`), m; null when the drawing gives none. */
  heightM: z.number().nullable(),
  /** The schedule mark (`D1`), null when none stands beside it. */
  code: z.string().nullable(),
  /** The mark's nominal width × height, mm. */
  nominal: z.object({ widthMm: z.number(), heightMm: z.number() }).nullable(),
  wallThicknessMm: z.number(),
});
export type ProposedOpening = z.infer<typeof ProposedOpeningSchema>;

/** `GET /api/maps/:id/drawings/:drawingId/pages/:page/proposal`. */
export const DrawingProposalSchema = z.object({
  drawingId: IdSchema,
  page: z.number().int(),
  status: ProposalStatusSchema,
  /** Sentences (English) saying what was found and what not: the reader's own account. */
  notes: z.array(z.string()),
  /** The page's size in points and its ISO A size, when it is one. */
  pageSize: z.object({ width: z.number(), height: z.number() }).nullable(),
  paper: z.string().nullable(),
  scale: ProposedScaleSchema.nullable(),
  statedScale: StatedScaleCheckSchema.nullable(),
  /** What the walls, rooms and openings were measured at; null: nothing was measured. */
  metresPerPoint: z.number().nullable(),
  walls: z.array(ProposedWallSchema),
  wallTotals: z.object({ externalM: z.number(), internalM: z.number() }),
  rooms: z.array(ProposedRoomSchema),
  openings: z.array(ProposedOpeningSchema),
});
export type DrawingProposal = z.infer<typeof DrawingProposalSchema>;

/** At most this many marks accepted at once: a house has tens of walls, rooms and openings. */
export const MAX_ACCEPTED_MARKS = 500;

/** One accepted proposal, as the surveyor keeps it (named, maybe corrected): a mark's fields. */
export const AcceptedMarkSchema = z.strictObject({
  name: MeasurementNameSchema,
  key: MeasurementKeySchema.optional(),
  group: MeasurementGroupSchema.default(''),
  colour: ColourSchema.nullable().default(null),
  geometry: MeasurementGeometrySchema,
});

/**
 * `POST …/pages/:page/proposal/accept`: the proposals the surveyor accepted on that page, stored
 * together as marks whose source is `accepted-proposal`, all or none.
 */
export const AcceptProposalBodySchema = z.strictObject({
  marks: z
    .array(AcceptedMarkSchema, { error: 'marks must be a list' })
    .min(1, { error: 'marks: accept at least one proposal' })
    .max(MAX_ACCEPTED_MARKS, { error: `marks: at most ${MAX_ACCEPTED_MARKS} at once` }),
});
export type AcceptProposalBody = z.input<typeof AcceptProposalBodySchema>;

export const AcceptProposalResponseSchema = z.object({ measurements: z.array(MeasurementSchema) });
export type AcceptProposalResponse = z.infer<typeof AcceptProposalResponseSchema>;

/** The reader's answer for one page, as the API gives it. */
export function proposalOfReading(
  drawingId: string,
  page: number,
  pageSize: { width: number; height: number } | null,
  reading: PageReading,
): DrawingProposal {
  const { scale, statedScale } = reading;
  return {
    drawingId,
    page,
    status: reading.status,
    notes: reading.notes,
    pageSize,
    paper: reading.paper,
    scale: scale && {
      ratio: scale.ratio,
      metresPerPoint: scale.metresPerPoint,
      nearestCommon: scale.nearestCommon,
      unit: scale.unit,
      agreeing: scale.agreeing,
      total: scale.total,
      clusters: scale.clusters.map(({ ratio, count, region }) => ({ ratio, count, region })),
      disagreements: scale.disagreements.map((candidate) => ({
        text: candidate.reading.text,
        ratio: Math.round(candidate.ratio * 10) / 10,
        at: candidate.reading.at,
      })),
    },
    statedScale: statedScale && {
      statedRatio: statedScale.statedRatio,
      foundRatio: statedScale.foundRatio,
      differencePercent: statedScale.differencePercent,
      agrees: statedScale.agrees,
    },
    metresPerPoint: reading.metresPerPoint,
    walls: reading.walls.map(({ start, end, thicknessMm, lengthM, side }) => ({
      start,
      end,
      thicknessMm,
      lengthM,
      side,
    })),
    wallTotals: reading.wallTotals,
    rooms: reading.rooms.map((room) => ({
      name: room.name,
      labelAt: room.labelAt,
      polygon: room.outline,
      areaM2: room.areaM2,
      perimeterM: room.perimeterM,
    })),
    openings: reading.openings.map((opening) => ({
      kind: opening.kind,
      position: opening.at,
      widthM: opening.widthM,
      heightM: opening.nominal ? opening.nominal.heightMm / 1000 : null,
      code: opening.code,
      nominal: opening.nominal,
      wallThicknessMm: opening.wallThicknessMm,
    })),
  };
}

/** A page with nothing to read (a photo or scan of a drawing): the manual tools remain. */
export function emptyProposal(
  drawingId: string,
  page: number,
  pageSize: { width: number; height: number } | null,
  note: string,
): DrawingProposal {
  return {
    drawingId,
    page,
    status: 'no-vectors',
    notes: [note],
    pageSize,
    paper: null,
    scale: null,
    statedScale: null,
    metresPerPoint: null,
    walls: [],
    wallTotals: { externalM: 0, internalM: 0 },
    rooms: [],
    openings: [],
  };
}
