import { MAP_LIMITS } from '@kadirio/domain';
import type { Database } from '../../db/client';
import { createMapAccess } from './plan-access';
import { createMapDrawings, type FileProblemLog } from './plan-drawings.service';
import { createMapPlans, type IssuedRevisions } from './plan-records.service';
import { createMapWorkflow, type PlanMoveListener } from './plan-workflow.service';
import type { FileStore } from '../../storage/file-store';
import { createDrawingFiles } from './drawing-files';

export type { FileProblemLog } from './plan-drawings.service';

export interface MapsServiceDeps {
  db: Database;
  /** The configured file store: drawings go under `drawings/`, uploads in progress under `tmp/`. */
  store: FileStore;
  /** Upload cap per drawing; must match the multipart limit the routes register. */
  drawingMaxBytes?: number;
  log?: FileProblemLog;
  now?: () => Date;
  /** Tells the owner of a plan that moved (the notifications service), after the move has committed. */
  notifications?: PlanMoveListener;
  /** The plan's issued BOQ revisions (the BOQ module's service): such a plan is not deleted (decision 0017). */
  issuedRevisions?: IssuedRevisions;
}

/**
 * House plans, by use: the plans an owner keeps (map-plans), their way through the checking
 * desks (map-workflow) and their drawings (map-drawings), all reading plans through map-access.
 */
export function createPlansService({
  db,
  store,
  drawingMaxBytes = MAP_LIMITS.drawingMaxBytes,
  log,
  now = () => new Date(),
  notifications,
  issuedRevisions = { issuedRevisionNumbers: async () => [] },
}: MapsServiceDeps) {
  const files = createDrawingFiles(store);
  const access = createMapAccess(db);

  async function removeFiles(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => files.remove(key)));
    results.forEach((result, index) => {
      if (result.status === 'rejected')
        log?.warn({ err: result.reason, key: keys[index] }, 'could not delete a drawing file');
    });
  }

  return {
    ...createMapPlans({ db, now, access, files, removeFiles, issuedRevisions }),
    ...createMapWorkflow({ db, now, access, notifications, log }),
    ...createMapDrawings({ db, now, access, files, drawingMaxBytes, log, removeFiles }),
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
