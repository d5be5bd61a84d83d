import { PUBLIC, SIGNED_IN } from '../permissions';
import {
  EstimateShareSchema,
  SaveEstimateBodySchema,
  SavedEstimateListSchema,
  SavedEstimateParamsSchema,
  SavedEstimateSchema,
  SharedEstimateParamsSchema,
  SharedEstimateSchema,
} from './saved-estimate.contract';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

const tag = 'estimates';

/**
 * Instant estimates kept in an account, and their read-only links. Every signed-in person keeps
 * their own; another's estimate answers 404 (the service checks ownership). Anyone holding a live
 * link reads the house without signing in.
 */
export const estimatesEndpoints = defineEndpoints({
  listSavedEstimates: defineEndpoint({
    method: 'GET',
    path: '/api/estimates',
    tag,
    summary: "The caller's saved instant estimates, newest first",
    policy: SIGNED_IN,
    responses: { 200: SavedEstimateListSchema },
  }),
  saveEstimate: defineEndpoint({
    method: 'POST',
    path: '/api/estimates',
    tag,
    summary: 'Keep an instant estimate (its house) in the account (409 past the limit)',
    policy: SIGNED_IN,
    body: SaveEstimateBodySchema,
    responses: { 201: SavedEstimateSchema },
  }),
  deleteSavedEstimate: defineEndpoint({
    method: 'DELETE',
    path: '/api/estimates/:id',
    tag,
    summary: 'Delete a saved estimate; its link stops working',
    policy: SIGNED_IN,
    params: SavedEstimateParamsSchema,
    responses: { 200: SavedEstimateSchema },
  }),
  shareSavedEstimate: defineEndpoint({
    method: 'POST',
    path: '/api/estimates/:id/share',
    tag,
    summary: 'Make a read-only link to a saved estimate, replacing any earlier one; answers its token once',
    policy: SIGNED_IN,
    params: SavedEstimateParamsSchema,
    responses: { 201: EstimateShareSchema },
  }),
  revokeEstimateShare: defineEndpoint({
    method: 'DELETE',
    path: '/api/estimates/:id/share',
    tag,
    summary: "Revoke a saved estimate's link: it stops working at once",
    policy: SIGNED_IN,
    params: SavedEstimateParamsSchema,
    responses: { 200: SavedEstimateSchema },
  }),
  getSharedEstimate: defineEndpoint({
    method: 'GET',
    path: '/api/shared-estimates/:token',
    tag,
    summary: 'The house behind a live estimate link, without who saved it',
    policy: PUBLIC,
    params: SharedEstimateParamsSchema,
    responses: { 200: SharedEstimateSchema },
  }),
});
