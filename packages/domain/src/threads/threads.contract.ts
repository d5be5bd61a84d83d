import { z } from 'zod';
import { IdSchema } from '../http.contract';
import { PLAN_MESSAGE_KINDS, PLAN_MESSAGE_MAX } from './message-limits';

/**
 * The thread of a plan between its client and the quantity surveyors: the client asks about an
 * issued revision, a surveyor answers, the client accepts a revision (once per revision).
 */
export const PlanMessageSchema = z.object({
  _id: IdSchema,
  mapId: IdSchema,
  kind: z.enum(PLAN_MESSAGE_KINDS),
  /** `client` (the plan's owner) or `surveyor` (BOQ staff or admin). */
  authorRole: z.enum(['client', 'surveyor']),
  /** The author's name; empty once their account is deleted. */
  authorName: z.string(),
  revision: z.number().int().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type PlanMessage = z.infer<typeof PlanMessageSchema>;

export const PlanThreadSchema = z.object({
  items: z.array(PlanMessageSchema),
  /** The revisions the client accepted, oldest first. */
  acceptedRevisions: z.array(z.number().int()),
});
export type PlanThread = z.infer<typeof PlanThreadSchema>;

export const PostPlanMessageBodySchema = z.object({
  body: z
    .string({ message: 'body is required' })
    .trim()
    .min(1, { message: 'body is required' })
    .max(PLAN_MESSAGE_MAX, { message: `body must be at most ${PLAN_MESSAGE_MAX} characters` }),
  /** The issued revision the question or answer is about; none for the plan as a whole. */
  revision: z.number().int().min(1).optional(),
});
export type PostPlanMessageBody = z.infer<typeof PostPlanMessageBodySchema>;
