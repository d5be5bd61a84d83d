import { IdParamsSchema } from '../http.contract';
import { BOQ_EDITORS, BOQ_READERS } from '../permissions';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';
import {
  BindDefaultsBodySchema,
  BindDefaultsResponseSchema,
  BuildingModelSchema,
} from './building-model.contract';

const tag = 'measurements';

/**
 * The building model (docs/takeoff.md §4, "The building model"): the plan's named quantities
 * computed from its marks, and the action that binds every draft sheet's untouched inputs to
 * them. Access as the take-off's: BOQ readers read, BOQ editors bind; a client → 403, a plan the
 * caller may not see or that does not exist → 404, one that is not `successful` → 409.
 */
export const buildingModelEndpoints = defineEndpoints({
  getBuildingModel: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/building-model',
    tag,
    summary:
      "The plan's named quantities (walls, rooms, floor, openings, roof) with their values, the marks they come from, and the sheet inputs that read each by default",
    policy: BOQ_READERS,
    params: IdParamsSchema,
    responses: { 200: BuildingModelSchema },
  }),
  bindBuildingModel: defineEndpoint({
    method: 'POST',
    path: '/api/maps/:id/building-model/bind',
    tag,
    summary:
      "Bind every draft sheet's unbound, untyped inputs to their default named quantities in one transaction, re-pricing them; typed and hand-bound inputs are kept; naming a settled sheet → 409",
    policy: BOQ_EDITORS,
    params: IdParamsSchema,
    body: BindDefaultsBodySchema,
    responses: { 200: BindDefaultsResponseSchema },
  }),
});
