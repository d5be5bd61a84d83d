/*
 * What a message in a plan's thread may be, as plain values without zod: the client's thread panel
 * counts characters against the limit without downloading the schema that checks the body.
 */
export const PLAN_MESSAGE_KINDS = ['question', 'answer', 'acceptance'] as const;
export const PLAN_MESSAGE_MAX = 2000;
