import { IdParamsSchema } from '../http.contract';
import { BoqRevisionParamsSchema } from '../boq/boq-revisions.contract';
import { BOQ_READERS_OR_OWNER, PLAN_SENDERS } from '../permissions';
import { PlanThreadSchema, PostPlanMessageBodySchema } from './threads.contract';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

const tag = 'boq';

/**
 * A plan's thread between its client and the quantity surveyors. The owner asks and accepts; BOQ
 * staff and admin answer; price setters read. Anyone else gets 404 (the service checks ownership).
 */
export const threadsEndpoints = defineEndpoints({
  getPlanThread: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/thread',
    tag,
    summary: "The plan's questions, answers and accepted revisions, oldest first",
    policy: BOQ_READERS_OR_OWNER,
    params: IdParamsSchema,
    responses: { 200: PlanThreadSchema },
  }),
  postPlanMessage: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/thread',
    tag,
    summary: "Ask the surveyors a question (the plan's owner) or answer the client (BOQ staff, admin)",
    policy: BOQ_READERS_OR_OWNER,
    params: IdParamsSchema,
    body: PostPlanMessageBodySchema,
    responses: { 201: PlanThreadSchema },
  }),
  acceptRevision: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/boq/issues/:revision/accept',
    tag,
    summary: 'Accept an issued revision of the BOQ (the plan owner; once per revision)',
    policy: PLAN_SENDERS,
    params: BoqRevisionParamsSchema,
    responses: { 201: PlanThreadSchema },
  }),
});
