import { IdParamsSchema } from '../http.contract';
import { BOQ_EDITORS, BOQ_READERS } from '../permissions';
import { BoqReviewSchema, SetSheetReviewedBodySchema, SheetReviewStateSchema } from './boq-review.contract';
import { BoqTradeParamsSchema } from './boq-sheets.contract';
import { defineEndpoint, defineEndpoints } from '../api/endpoint';

const tag = 'boq';

/**
 * The review of a map's BOQ (docs/product.md §4, "One review screen"): every sheet's inputs with
 * their sources in one answer, and the per-sheet "reviewed" mark that "Complete all" requires.
 * Access as the workspace's: BOQ readers read, BOQ editors mark; a client gets 403, a map that is
 * not `successful` 404 (409 to admin), as for `GET /api/maps/:id/boq`.
 */
export const boqReviewEndpoints = defineEndpoints({
  getBoqReview: defineEndpoint({
    method: 'GET',
    path: '/api/maps/:id/boq/review',
    tag,
    summary:
      "Every sheet's inputs in one table: value, source (mark, named quantity, typed, proposal, default), what the marks give now, and whether the sheet was reviewed",
    policy: BOQ_READERS,
    params: IdParamsSchema,
    responses: { 200: BoqReviewSchema },
  }),
  setBoqSheetReviewed: defineEndpoint({
    method: 'PUT',
    path: '/api/maps/:id/boq/:trade/reviewed',
    tag,
    summary:
      'Mark a draft sheet reviewed (opened by the surveyor, or ticked on the review screen) or take the mark back; only reviewed sheets are completed by "complete all"; a settled sheet → 409',
    policy: BOQ_EDITORS,
    params: BoqTradeParamsSchema,
    body: SetSheetReviewedBodySchema,
    responses: { 200: SheetReviewStateSchema },
  }),
});
