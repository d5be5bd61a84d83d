import { z } from 'zod';
import { IdParamsSchema } from '../http.contract';
import {
  CreateMeasurementBodySchema,
  DeleteMeasurementResponseSchema,
  DrawingScalesParamsSchema,
  DrawingScalesSchema,
  MeasurementParamsSchema,
  MeasurementSchema,
  MeasurementWriteResponseSchema,
  SetPageScalesBodySchema,
  SetPageScalesResponseSchema,
  UpdateMeasurementBodySchema,
} from './measurements.contract';
import {
  AcceptProposalBodySchema,
  AcceptProposalResponseSchema,
  DrawingProposalSchema,
  ProposalParamsSchema,
} from './proposals.contract';
import { BoqRevisionPathSchema } from '../boq/boq-revisions.contract';
import { TakeoffSheetQuerySchema } from './takeoff-sheet';
import { BOQ_EDITORS, BOQ_READERS, BOQ_READERS_OR_OWNER } from '../permissions';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

const tag = 'measurements';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A file's bytes: the route sends them itself, with their type and file name. */
const FileSchema = z.any();

/**
 * Take-off on the drawing (docs/takeoff.md, "Measurements and bindings"): a plan's measurements
 * and its drawings' page scales. They belong to the BOQ workspace, so they follow its rules: BOQ
 * staff and admin write, whoever may read the BOQ reads; only a `successful` plan has them (409
 * for another state, 404 for a plan or drawing the caller may not see or that does not exist).
 */
export const takeoffEndpoints = defineEndpoints({
  listMeasurements: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/measurements',
    tag,
    summary: "The plan's measurements (the register), by drawing, page and name",
    policy: BOQ_READERS,
    params: IdParamsSchema,
    responses: { 200: z.array(MeasurementSchema) },
  }),
  createMeasurement: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/measurements',
    tag,
    summary:
      'Measure on a drawing: the server computes the value from the geometry and the page scale; a duplicate name or key → 409',
    policy: BOQ_EDITORS,
    params: IdParamsSchema,
    body: CreateMeasurementBodySchema,
    responses: { 201: MeasurementWriteResponseSchema },
  }),
  getMeasurement: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/measurements/:measurementId',
    tag,
    summary: 'One measurement',
    policy: BOQ_READERS,
    params: MeasurementParamsSchema,
    responses: { 200: MeasurementSchema },
  }),
  updateMeasurement: defineEndpoint({
    method: 'PUT',
    path: '/api/maps/:id/measurements/:measurementId',
    tag,
    summary:
      'Edit a measurement; every draft sheet binding it is re-priced in the same transaction and named in the answer; stale version → 409',
    policy: BOQ_EDITORS,
    params: MeasurementParamsSchema,
    body: UpdateMeasurementBodySchema,
    responses: { 200: MeasurementWriteResponseSchema },
  }),
  deleteMeasurement: defineEndpoint({
    method: 'DELETE',
    path: '/api/maps/:id/measurements/:measurementId',
    tag,
    summary: 'Delete a measurement no sheet binds (409 naming the sheets that do)',
    policy: BOQ_EDITORS,
    params: MeasurementParamsSchema,
    responses: { 200: DeleteMeasurementResponseSchema },
  }),
  getDrawingScales: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/drawings/:drawingId/scales',
    tag,
    summary: "Every page scale and scale region of one of the plan's drawings",
    policy: BOQ_READERS,
    params: DrawingScalesParamsSchema,
    responses: { 200: DrawingScalesSchema },
  }),
  setPageScales: defineEndpoint({
    method: 'PUT',
    path: '/api/maps/:id/drawings/:drawingId/scales',
    tag,
    summary:
      "Replace one page's scales; its measurements are computed again and the draft sheets binding them re-priced, in one transaction",
    policy: BOQ_EDITORS,
    params: DrawingScalesParamsSchema,
    body: SetPageScalesBodySchema,
    responses: { 200: SetPageScalesResponseSchema },
  }),
  getDrawingProposal: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/drawings/:drawingId/pages/:page/proposal',
    tag,
    summary:
      "The drawing read for the surveyor: the scale one page's dimensions give (the stated scale checked against it), its wall runs, rooms and openings, as proposals; nothing is stored. A photo or scan answers status no-vectors; a page past the drawing's last → 400",
    policy: BOQ_READERS,
    params: ProposalParamsSchema,
    responses: { 200: DrawingProposalSchema },
  }),
  acceptProposal: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/drawings/:drawingId/pages/:page/proposal/accept',
    tag,
    summary:
      "Keep the proposals the surveyor accepted on one page as marks whose source is accepted-proposal, valued at the page's scale, all or none; a duplicate name or key → 409, a page without a scale → 409",
    policy: BOQ_EDITORS,
    params: ProposalParamsSchema,
    body: AcceptProposalBodySchema,
    responses: { 201: AcceptProposalResponseSchema },
  }),
  getTakeoffSheetPdf: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/takeoff-sheet.pdf',
    tag,
    summary:
      'The take-off sheet (the register of measurements) as it is now, as PDF, in English or Swahili (?lang=sw)',
    policy: BOQ_READERS,
    params: IdParamsSchema,
    query: TakeoffSheetQuerySchema,
    responses: { 200: FileSchema },
    produces: ['application/pdf'],
  }),
  getTakeoffSheetXlsx: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/takeoff-sheet.xlsx',
    tag,
    summary: 'The take-off sheet as it is now, as .xlsx, in English or Swahili (?lang=sw)',
    policy: BOQ_READERS,
    params: IdParamsSchema,
    query: TakeoffSheetQuerySchema,
    responses: { 200: FileSchema },
    produces: [XLSX],
  }),
  getRevisionTakeoffPdf: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issues/:revision/takeoff.pdf',
    tag,
    summary: 'The take-off sheet frozen with an issued revision, as PDF (?lang=sw for Swahili)',
    policy: BOQ_READERS_OR_OWNER,
    params: BoqRevisionPathSchema,
    query: TakeoffSheetQuerySchema,
    responses: { 200: FileSchema },
    produces: ['application/pdf'],
  }),
  getRevisionTakeoffXlsx: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/issues/:revision/takeoff.xlsx',
    tag,
    summary: 'The take-off sheet frozen with an issued revision, as .xlsx (?lang=sw for Swahili)',
    policy: BOQ_READERS_OR_OWNER,
    params: BoqRevisionPathSchema,
    query: TakeoffSheetQuerySchema,
    responses: { 200: FileSchema },
    produces: [XLSX],
  }),
});
