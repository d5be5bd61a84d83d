import { IdParamsSchema } from '../http.contract';
import { ADMIN_OR_OWNER, BOQ_EDITORS_OR_OWNER, BOQ_READERS_OR_OWNER, PUBLIC } from '../permissions';
import {
  BoqShareListSchema,
  BoqShareParamsSchema,
  BoqShareSchema,
  CreateBoqShareBodySchema,
  CreatedBoqShareSchema,
  SetBoughtBodySchema,
  SetStageDoneBodySchema,
  SharedBoqSchema,
  ShareTokenParamsSchema,
  StageParamsSchema,
  StageTicksSchema,
  ShoppingTickParamsSchema,
  ShoppingTicksSchema,
} from './client-boq.contract';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

const tag = 'boq';

/**
 * Read-only links to an issued revision. The owner (or admin, for support) makes, lists and
 * revokes them; anyone holding a live link reads the revision without signing in. Anyone else
 * gets 404 from the owner's routes (the service checks ownership).
 */
export const sharesEndpoints = defineEndpoints({
  listBoqShares: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/shares',
    tag,
    summary: "The plan's share links, newest first (tokens are never shown again)",
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    responses: { 200: BoqShareListSchema },
  }),
  createBoqShare: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/shares',
    tag,
    summary: 'Make a read-only link to an issued revision; answers its token once',
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    body: CreateBoqShareBodySchema,
    responses: { 201: CreatedBoqShareSchema },
  }),
  revokeBoqShare: defineEndpoint({
    method: 'DELETE',
    path: '/api/maps/:id/shares/:shareId',
    tag,
    summary: 'Revoke a share link: it stops working at once',
    policy: ADMIN_OR_OWNER,
    params: BoqShareParamsSchema,
    responses: { 200: BoqShareSchema },
  }),
  getSharedBoq: defineEndpoint({
    method: 'GET',
    path: '/api/shared/:token',
    tag,
    summary: 'The revision behind a live share link, without names or contact details',
    policy: PUBLIC,
    params: ShareTokenParamsSchema,
    responses: { 200: SharedBoqSchema },
  }),
});

/** The building stages the owner has ticked done on an issued plan. */
export const stagesEndpoints = defineEndpoints({
  listStageTicks: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/stages',
    tag,
    summary: 'The building stages ticked done on this plan',
    policy: ADMIN_OR_OWNER,
    params: IdParamsSchema,
    responses: { 200: StageTicksSchema },
  }),
  setStageDone: defineEndpoint({
    method: 'PUT',
    path: '/api/maps/:id/stages/:stage',
    tag,
    summary: 'Tick a building stage done, or untick it (409 before a BOQ is issued)',
    policy: ADMIN_OR_OWNER,
    params: StageParamsSchema,
    body: SetStageDoneBodySchema,
    responses: { 200: StageTicksSchema },
  }),
});

/**
 * The "bought" ticks of a plan's shopping list. The owner and the plan's BOQ staff read them; the
 * owner and BOQ editors tick (a price setter is refused, 403; someone else's plan is 404).
 */
export const shoppingEndpoints = defineEndpoints({
  listBoughtMaterials: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/shopping-list/bought',
    tag,
    summary: "The materials of the plan's shopping list ticked bought",
    policy: BOQ_READERS_OR_OWNER,
    params: IdParamsSchema,
    responses: { 200: ShoppingTicksSchema },
  }),
  setMaterialBought: defineEndpoint({
    method: 'PUT',
    path: '/api/maps/:id/shopping-list/bought/:material',
    tag,
    summary:
      "Tick a material of the plan's shopping list bought, or untick it (404 for a material not on the list)",
    policy: BOQ_EDITORS_OR_OWNER,
    params: ShoppingTickParamsSchema,
    body: SetBoughtBodySchema,
    responses: { 200: ShoppingTicksSchema },
  }),
});
