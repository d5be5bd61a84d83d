import { BUILDING_STAGES, type BuildingStage, type StageTicks } from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { conflict } from '../../lib/errors';
import type { BoqIssuesService } from '../boq/boq-issues.service';
import * as repository from './stages.repository';

/**
 * The building stages a client has ticked done on a plan, kept on the server so every device
 * shows the same. Who may read the plan's bill is the BOQ module's rule (its owner, admin).
 */
export function createStagesService({
  db,
  issues,
  now = () => new Date(),
}: {
  db: Database;
  issues: BoqIssuesService;
  now?: () => Date;
}) {
  async function ticks(mapId: string): Promise<StageTicks> {
    const rows = await repository.listTicks(db, mapId);
    return {
      items: rows
        .filter((row): row is { stage: BuildingStage; doneAt: Date } =>
          (BUILDING_STAGES as readonly string[]).includes(row.stage),
        )
        .map((row) => ({ stage: row.stage, doneAt: row.doneAt.toISOString() })),
    };
  }

  return {
    /** 404 (403 for BOQ staff) unless the caller owns the plan or is admin. */
    async assertOwner(actor: AuthUser, mapId: string): Promise<void> {
      await issues.listOwnRevisions(actor, mapId);
    },

    async list(actor: AuthUser, mapId: string): Promise<StageTicks> {
      await issues.listOwnRevisions(actor, mapId);
      return ticks(mapId);
    },

    /** 409 before the first BOQ is issued: there is no budget to tick yet. */
    async setDone(actor: AuthUser, mapId: string, stage: BuildingStage, done: boolean): Promise<StageTicks> {
      const { items } = await issues.listOwnRevisions(actor, mapId);
      if (items.length === 0) {
        throw conflict('stages.nothing_issued');
      }
      if (done) await repository.tick(db, mapId, stage, now(), actor.id);
      else await repository.untick(db, mapId, stage);
      return ticks(mapId);
    },
  };
}

export type StagesService = ReturnType<typeof createStagesService>;
