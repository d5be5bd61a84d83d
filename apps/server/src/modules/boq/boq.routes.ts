import {
  BOQ_EXPORT_ENDPOINTS,
  BOQ_PREVIEW_ENDPOINTS,
  boqEndpoints as endpoints,
  boqExportFileName,
  type BoqRevision,
  type Language,
} from '@kadirio/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { BoqIssuesService } from './boq-issues.service';
import type { BoqSheetsService } from './boq-sheets.service';
import { buildBoqPdf } from './export/boq-pdf';
import { buildBoqWorkbook } from './export/boq-xlsx';
import { buildShoppingListWorkbook } from './export/shopping-list-xlsx';

/** The bill's two documents, each in the language asked for. */
const BUILD_BILL: Record<'pdf' | 'xlsx', (revision: BoqRevision, lang: Language) => Promise<Buffer>> = {
  pdf: buildBoqPdf,
  xlsx: buildBoqWorkbook,
};

function sendFile(reply: FastifyReply, type: string, name: string, body: Buffer) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}

export async function boqRoutes(
  app: FastifyInstance,
  { sheets, issues }: { sheets: BoqSheetsService; issues: BoqIssuesService },
) {
  defineRoute(app, endpoints.listBoqMaps, (request) => sheets.listMaps(request.query));

  defineRoute(app, endpoints.getBoq, (request) => sheets.getBoq(requireAuth(request), request.params.id));

  defineRoute(app, endpoints.getBoqProgress, (request) =>
    sheets.getProgress(requireAuth(request), request.params.id),
  );

  defineRoute(app, endpoints.fillBoqFromHouse, (request) =>
    sheets.fillFromHouse(requireAuth(request), request.params.id, request.body),
  );

  defineRoute(app, endpoints.setBoqSettings, (request) =>
    sheets.setSettings(requireAuth(request), request.params.id, request.body),
  );

  defineRoute(app, endpoints.setBoqPercentages, (request) =>
    sheets.setPercentages(requireAuth(request), request.params.id, request.body),
  );

  defineRoute(app, endpoints.getBoqSheet, (request) =>
    sheets.getSheet(requireAuth(request), request.params.id, request.params.trade),
  );

  defineRoute(app, endpoints.saveBoqSheet, (request) =>
    sheets.saveSheet(requireAuth(request), request.params.id, request.params.trade, request.body),
  );

  defineRoute(app, endpoints.completeBoqSheet, (request) =>
    sheets.complete(requireAuth(request), request.params.id, request.params.trade, request.body?.version),
  );

  defineRoute(app, endpoints.markBoqSheetNotApplicable, (request) =>
    sheets.markNotApplicable(requireAuth(request), request.params.id, request.params.trade, request.body),
  );

  defineRoute(app, endpoints.completeReviewedBoqSheets, (request) =>
    sheets.completeReviewed(requireAuth(request), request.params.id, request.body.trades),
  );

  defineRoute(app, endpoints.reopenBoqSheet, (request) =>
    sheets.reopen(requireAuth(request), request.params.id, request.params.trade, request.body?.version),
  );

  defineRoute(app, endpoints.issueBoq, (request) =>
    issues.issue(requireAuth(request), request.params.id, request.body),
  );

  defineRoute(app, endpoints.getBoqIssuePreview, (request) =>
    issues.preview(requireAuth(request), request.params.id),
  );

  defineRoute(app, endpoints.getBoqRevisionChanges, (request) =>
    issues.getChanges(requireAuth(request), request.params.id, request.params.revision),
  );

  defineRoute(app, endpoints.listUnissuedBoqsTouched, (request) =>
    issues.listUnissuedBoqsTouched(request.params.id),
  );

  defineRoute(app, endpoints.getBoqRevisionLiveRates, (request) =>
    issues.getLiveRates(requireAuth(request), request.params.id, request.params.revision),
  );

  // The preview files are built from the same frozen document the issue would store.
  for (const [kind, endpoint] of Object.entries(BOQ_PREVIEW_ENDPOINTS) as [
    'pdf' | 'xlsx',
    (typeof BOQ_PREVIEW_ENDPOINTS)['pdf' | 'xlsx'],
  ][]) {
    defineRoute(app, endpoint, async (request, reply) => {
      const { revision } = await issues.preview(requireAuth(request), request.params.id);
      const name = boqExportFileName(revision.map.title, revision.revision, kind, request.query.lang).replace(
        `.${kind}`,
        `-preview.${kind}`,
      );
      return sendFile(
        reply,
        endpoint.produces[0],
        name,
        await BUILD_BILL[kind](revision, request.query.lang),
      );
    });
  }

  defineRoute(app, endpoints.listBoqRevisions, (request) =>
    issues.listRevisions(requireAuth(request), request.params.id),
  );

  defineRoute(app, endpoints.getBoqRevision, (request) =>
    issues.getRevision(requireAuth(request), request.params.id, request.params.revision),
  );

  for (const kind of ['pdf', 'xlsx'] as const) {
    const endpoint = BOQ_EXPORT_ENDPOINTS[kind];
    defineRoute(app, endpoint, async (request, reply) => {
      const revision = await issues.getRevision(
        requireAuth(request),
        request.params.id,
        request.params.revision,
      );
      const name = boqExportFileName(revision.map.title, revision.revision, kind, request.query.lang);
      return sendFile(
        reply,
        endpoint.produces[0],
        name,
        await BUILD_BILL[kind](revision, request.query.lang),
      );
    });
  }

  const shoppingList = BOQ_EXPORT_ENDPOINTS['shopping-list'];
  defineRoute(app, shoppingList, async (request, reply) => {
    const revision = await issues.getRevision(
      requireAuth(request),
      request.params.id,
      request.params.revision,
    );
    const { lang } = request.query;
    const name = boqExportFileName(revision.map.title, revision.revision, 'shopping-list', lang);
    return sendFile(reply, shoppingList.produces[0], name, await buildShoppingListWorkbook(revision, lang));
  });
}
