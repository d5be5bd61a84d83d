import { LEGACY_SHEET_RESOURCES } from '@kadirio/domain';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../lib/define-route';
import { requireAuth } from '../../plugins/auth';
import type { LegacySheetsService } from './legacy-sheets.service';

/** The five routes of each of the specification's sheet resources, over the BOQ sheets. */
export async function legacySheetsRoutes(
  app: FastifyInstance,
  { legacySheets }: { legacySheets: LegacySheetsService },
) {
  for (const { trades, endpoints } of LEGACY_SHEET_RESOURCES) {
    defineRoute(app, endpoints.list, (request) => legacySheets.listSheets(requireAuth(request), trades));

    defineRoute(app, endpoints.create, async (request, reply) => {
      const { mapId, trade } = request.body;
      const result = await legacySheets.findOrCreateSheet(requireAuth(request), mapId, trade ?? trades[0]);
      return reply.code(result.created ? 201 : 200).send(result.sheet);
    });

    defineRoute(app, endpoints.get, (request) =>
      legacySheets.getSheet(requireAuth(request), request.params.id, trades),
    );

    defineRoute(app, endpoints.setLine, (request) =>
      legacySheets.setLine(requireAuth(request), request.params.id, trades, request.body),
    );

    defineRoute(app, endpoints.remove, async (request) => {
      await legacySheets.deleteSheet(requireAuth(request), request.params.id, trades);
      return { id: request.params.id, message: 'Sheet deleted' };
    });
  }
}
