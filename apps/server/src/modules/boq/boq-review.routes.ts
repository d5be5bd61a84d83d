import { boqReviewEndpoints as endpoints } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { BoqSheetsService } from './boq-sheets.service';

/** The review screen's read and the per-sheet review mark (docs/product.md §4, "One review screen"). */
export async function boqReviewRoutes(app: FastifyInstance, { sheets }: { sheets: BoqSheetsService }) {
  defineRoute(app, endpoints.getBoqReview, (request) =>
    sheets.getReview(requireAuth(request), request.params.id),
  );

  defineRoute(app, endpoints.setBoqSheetReviewed, (request) =>
    sheets.setReviewed(requireAuth(request), request.params.id, request.params.trade, request.body.reviewed),
  );
}
