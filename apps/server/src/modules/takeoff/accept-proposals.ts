import {
  freeKey,
  measurementKeyOf,
  type AcceptProposalBody,
  type AcceptProposalResponse,
  type MeasurementGeometry,
} from '@kadirio/domain';
import type { AuthUser } from '../../lib/auth-user';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertPointBudget, computeValue, pageLabel } from './measurement-values';
import type { PageScalesDeps } from './page-scales';
import * as repository from './takeoff.repository';
import type { MeasurementRow } from './takeoff.repository';

/**
 * Accepting the drawing reader's proposals (docs/takeoff.md §5.6): the marks the surveyor kept of
 * one page are stored as ordinary measurements whose source is `accepted-proposal`, valued by the
 * server at the page's scale like any mark, in one transaction — all of them or none. Until this
 * call nothing of a proposal is stored. A sheet that reads a group the new marks join
 * (`sum(External walls)`, docs/takeoff.md §4, "The building model") is re-priced in that transaction.
 */
export function createProposalAcceptance({
  db,
  boq,
  drawingNameOf,
  drawings,
  view,
  now,
  refsOf,
}: PageScalesDeps) {
  return {
    async acceptProposal(
      actor: AuthUser,
      mapId: string,
      drawingId: string,
      page: number,
      body: AcceptProposalBody,
    ): Promise<AcceptProposalResponse> {
      await boq.loadMap(actor, mapId, { edit: true });
      const drawingName = await drawingNameOf(mapId, drawingId, 'path');
      const [scales, existing] = await Promise.all([
        repository.listScales(db, drawingId, page),
        repository.listOfMap(db, mapId),
      ]);
      const names = new Set(existing.map((row) => row.name.toLowerCase()));
      const keys = new Set(existing.map((row) => row.key));
      const at = now();
      const rows = body.marks.map((mark, index) => {
        const geometry = mark.geometry as MeasurementGeometry;
        assertPointBudget(geometry);
        if (names.has(mark.name.toLowerCase()))
          throw conflict(`marks[${index}]: this plan already has a measurement named "${mark.name}"`);
        const key = mark.key ?? freeKey(measurementKeyOf(mark.name), keys);
        if (keys.has(key))
          throw conflict(`marks[${index}]: this plan already has a measurement with the key ${key}`);
        names.add(mark.name.toLowerCase());
        keys.add(key);
        return {
          id: newId(),
          mapId,
          drawingId,
          page,
          kind: geometry.kind,
          name: mark.name,
          key,
          groupName: mark.group ?? '',
          colour: mark.colour ?? null,
          geometry,
          source: 'accepted-proposal',
          ...computeValue(geometry, scales, pageLabel(drawingName, page)),
          createdAt: at,
          updatedAt: at,
        };
      });
      const sheetsBefore = await boq.bindingSheets(mapId);
      const reading = rows.some(
        (row) =>
          boq.sheetsUsing(sheetsBefore, { _id: row.id, key: row.key, group: row.groupName }).length > 0,
      );
      const [drawingNamesBefore, activeCodes] = reading
        ? await Promise.all([drawings.drawingNames(mapId), boq.activeCodes()])
        : [undefined, new Set<string>()];
      const inserted = await repository
        .inTransaction(db, async (tx) => {
          const stored: MeasurementRow[] = [];
          for (const row of rows) stored.push(await repository.insert(tx, row, actor.id));
          if (reading) {
            const refs = await refsOf(tx, mapId, drawingNamesBefore);
            await boq.repriceBound(tx, mapId, refs, new Set(stored.map((row) => row.id)), activeCodes);
          }
          return stored;
        })
        .catch((error: unknown) => {
          // A unique index caught a mark made meanwhile under the same name or key.
          if (isUniqueViolation(error)) throw conflict('takeoff.proposal_names_taken');
          throw error;
        });
      const [drawingNames, sheets] = await Promise.all([
        drawings.drawingNames(mapId),
        boq.bindingSheets(mapId),
      ]);
      return { measurements: inserted.map((row) => view(row, drawingNames, sheets)) };
    },
  };
}
