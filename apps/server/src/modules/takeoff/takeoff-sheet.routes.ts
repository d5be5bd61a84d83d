import { takeoffEndpoints as endpoints, takeoffSheetFileName } from '@kadirio/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { BoqIssuesService } from '../boq/boq-issues.service';
import { buildTakeoffPdf } from './export/takeoff-pdf';
import { buildTakeoffWorkbook } from './export/takeoff-xlsx';
import type { TakeoffSheetInput } from './export/takeoff-layout';
import type { TakeoffService } from './takeoff.service';

const FILES = {
  pdf: { type: 'application/pdf', build: buildTakeoffPdf },
  xlsx: {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    build: buildTakeoffWorkbook,
  },
} as const;

async function sendSheet(reply: FastifyReply, kind: 'pdf' | 'xlsx', input: TakeoffSheetInput) {
  const { type, build } = FILES[kind];
  const name = takeoffSheetFileName(input.title, input.revision, kind, input.lang);
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(await build(input));
}

/** The take-off sheet: as it is now (BOQ readers), and as frozen with each issued revision (and its owner). */
export async function takeoffSheetRoutes(
  app: FastifyInstance,
  { takeoff, issues }: { takeoff: TakeoffService; issues: BoqIssuesService },
) {
  for (const [kind, endpoint] of [
    ['pdf', endpoints.getTakeoffSheetPdf],
    ['xlsx', endpoints.getTakeoffSheetXlsx],
  ] as const) {
    defineRoute(app, endpoint, async (request, reply) => {
      const { title, rows } = await takeoff.currentRegister(requireAuth(request), request.params.id);
      return sendSheet(reply, kind, {
        title,
        revision: null,
        at: new Date().toISOString(),
        lang: request.query.lang,
        rows,
      });
    });
  }

  for (const [kind, endpoint] of [
    ['pdf', endpoints.getRevisionTakeoffPdf],
    ['xlsx', endpoints.getRevisionTakeoffXlsx],
  ] as const) {
    defineRoute(app, endpoint, async (request, reply) => {
      const revision = await issues.getRevision(
        requireAuth(request),
        request.params.id,
        request.params.revision,
      );
      return sendSheet(reply, kind, {
        title: revision.map.title,
        revision: revision.revision,
        at: revision.issuedAt,
        lang: request.query.lang,
        rows: revision.takeoff ?? [],
      });
    });
  }
}
