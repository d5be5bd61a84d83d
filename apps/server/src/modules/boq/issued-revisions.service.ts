import type { Database } from '../../db/client';
import * as revisions from './boq-revisions.repository';

/**
 * The numbers of a plan's issued BOQ revisions, without an access check: the plans module asks
 * before deleting a plan (decision 0017). Its own small service so the plans service, which the
 * BOQ issues service needs through the take-off, can be built first (app-services.ts).
 */
export function createIssuedRevisionsService({ db }: { db: Database }) {
  return {
    async issuedRevisionNumbers(mapId: string): Promise<number[]> {
      return (await revisions.listRevisions(db, mapId)).map((row) => row.revision);
    },
  };
}

export type IssuedRevisionsService = ReturnType<typeof createIssuedRevisionsService>;
