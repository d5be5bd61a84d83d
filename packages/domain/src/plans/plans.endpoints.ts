import { z } from 'zod';
import { IdParamsSchema } from '../http.contract';
import {
  AcceptMapBodySchema,
  CreateMapBodySchema,
  DeleteDrawingResponseSchema,
  DeleteMapResponseSchema,
  DrawingParamsSchema,
  DrawingSchema,
  ListMapsQuerySchema,
  MapCountSchema,
  MapPageSchema,
  MapQueueQuerySchema,
  MapSchema,
  TransitionBodySchema,
  UpdateMapBodySchema,
} from './plans.contract';
import { MAP_LIMITS, type MapStatus } from './plan-limits';
import {
  ADMIN_OR_OWNER,
  BOQ_READERS,
  CHECKERS_OR_OWNER,
  deskPolicy,
  PLAN_SENDERS,
  PLAN_STAFF_OR_OWNER,
  type RoutePolicy,
} from '../permissions';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

/** The multipart part an upload carries each drawing in. */
export const DRAWING_FILE_FIELD = 'file';

const tag = 'maps';

/** A state's queue and its count: the staff of that desk (and admin) work it. */
function queueEndpoints<const Status extends MapStatus>(status: Status, policy: RoutePolicy) {
  return {
    list: defineEndpoint({
      method: 'GET',
      path: `/api/maps/${status}`,
      tag,
      summary: `The ${status} queue: plans with drawings, oldest first`,
      policy,
      query: MapQueueQuerySchema,
      responses: { 200: MapPageSchema },
    }),
    count: defineEndpoint({
      method: 'GET',
      path: `/api/maps/${status}/count`,
      tag,
      summary: `How many plans wait in the ${status} queue`,
      policy,
      responses: { 200: MapCountSchema },
    }),
  };
}

/** Each state's queue endpoints, by the state (the server registers them in a loop, screens pick one). */
export const MAP_QUEUE_ENDPOINTS = {
  typecheck: queueEndpoints('typecheck', deskPolicy('typechecker')),
  unitcheck: queueEndpoints('unitcheck', deskPolicy('unitchecker')),
  failedcheck: queueEndpoints('failedcheck', deskPolicy('failedchecker')),
  successful: queueEndpoints('successful', BOQ_READERS),
  failed: queueEndpoints('failed', deskPolicy('failedchecker')),
} as const satisfies Record<MapStatus, ReturnType<typeof queueEndpoints>>;

/**
 * House plans and their drawings (docs/product.md, "House-plan workflow"). A caller who may not
 * see a plan (its owner, the staff of its state, admin) gets 404 from the routes that admit owners.
 */
export const plansEndpoints = defineEndpoints({
  createMap: defineEndpoint({
    method: 'POST',
    path: '/api/maps/',
    tag,
    summary: 'Create a house plan (owned by the caller, in typecheck; a draft until a drawing is uploaded)',
    policy: PLAN_SENDERS,
    body: CreateMapBodySchema,
    responses: { 201: MapSchema },
  }),
  listMaps: defineEndpoint({
    method: 'GET',
    path: '/api/maps/',
    tag,
    summary: "The caller's plans, newest first (admin: every plan), optionally of one status",
    policy: PLAN_SENDERS,
    query: ListMapsQuerySchema,
    responses: { 200: MapPageSchema },
  }),
  listTypecheckQueue: MAP_QUEUE_ENDPOINTS.typecheck.list,
  countTypecheckQueue: MAP_QUEUE_ENDPOINTS.typecheck.count,
  listUnitcheckQueue: MAP_QUEUE_ENDPOINTS.unitcheck.list,
  countUnitcheckQueue: MAP_QUEUE_ENDPOINTS.unitcheck.count,
  listFailedcheckQueue: MAP_QUEUE_ENDPOINTS.failedcheck.list,
  countFailedcheckQueue: MAP_QUEUE_ENDPOINTS.failedcheck.count,
  listSuccessfulQueue: MAP_QUEUE_ENDPOINTS.successful.list,
  countSuccessfulQueue: MAP_QUEUE_ENDPOINTS.successful.count,
  listFailedQueue: MAP_QUEUE_ENDPOINTS.failed.list,
  countFailedQueue: MAP_QUEUE_ENDPOINTS.failed.count,
  getMap: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id',
    tag,
    summary: 'One plan with its drawings and history (owner, the staff of its state, admin)',
    policy: PLAN_STAFF_OR_OWNER,
    params: IdParamsSchema,
    responses: { 200: MapSchema },
  }),
  updateMap: defineEndpoint({
    method: 'PUT',
    path: '/api/maps/:id',
    tag,
    summary: 'Edit the descriptive fields (owner while typecheck or failedcheck, admin); never the status',
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    body: UpdateMapBodySchema,
    responses: { 200: MapSchema },
  }),
  deleteMap: defineEndpoint({
    method: 'DELETE',
    path: '/api/maps/:id',
    tag,
    summary: 'Delete a plan and its drawings (owner until it is accepted, admin always)',
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    responses: { 200: DeleteMapResponseSchema },
  }),
  transitionMap: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/transitions',
    tag,
    summary:
      'Move a plan through the workflow (typecheck → unitcheck → successful, or failedcheck → failed); answers the plan with its history',
    policy: CHECKERS_OR_OWNER,
    params: IdParamsSchema,
    body: TransitionBodySchema,
    responses: { 200: MapSchema },
  }),
  acceptMap: defineEndpoint({
    method: 'PUT',
    path: '/api/maps/successful/:id',
    tag,
    summary: 'Accept a plan for its BOQ: the transition to successful',
    policy: deskPolicy('unitchecker', 'failedchecker'),
    params: IdParamsSchema,
    body: AcceptMapBodySchema,
    responses: { 200: MapSchema },
  }),
  uploadDrawings: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/drawings',
    tag,
    summary: `Upload PDF drawings (multipart/form-data, parts named ${DRAWING_FILE_FIELD}): at most ${MAP_LIMITS.drawingsPerMap} per plan (409 beyond), 20 MB each (413), real PDFs only (415); all or nothing`,
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    consumes: ['multipart/form-data'],
    errors: [413, 415],
    responses: { 201: z.array(DrawingSchema) },
  }),
  getDrawing: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/drawings/:drawingId',
    tag,
    summary:
      'The PDF of one drawing, to open in the browser; a `Range: bytes=a-b` request gets 206 with that part (the viewer streams later pages), an unsatisfiable one 416',
    policy: PLAN_STAFF_OR_OWNER,
    params: DrawingParamsSchema,
    produces: ['application/pdf'],
    responses: { 200: z.file(), 206: z.file() },
    errors: [416],
  }),
  deleteDrawing: defineEndpoint({
    method: 'DELETE',
    path: '/api/maps/:id/drawings/:drawingId',
    tag,
    summary: 'Delete one drawing (owner while typecheck or failedcheck, admin)',
    policy: ADMIN_OR_OWNER,
    params: DrawingParamsSchema,
    responses: { 200: DeleteDrawingResponseSchema },
  }),
});
