import {
  decideTransition,
  hasRevisedDrawings,
  type HouseMap,
  type HouseMapPage,
  type MapQueueQuery,
  type MapStatus,
  type TransitionBody,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, conflict } from '../../lib/errors';
import type { MapAccess } from './map-access';
import * as repository from './maps.repository';

export interface MapWorkflowDeps {
  db: Database;
  now: () => Date;
  access: MapAccess;
}

function cleanComment(comment: string | undefined): string | null {
  const trimmed = comment?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * A plan's way through the checking desks (docs/product.md, "House-plan workflow"): the queues
 * and the moves between them.
 */
export function createMapWorkflow({ db, now, access }: MapWorkflowDeps) {
  return {
    /** A state's queue, oldest first, without drafts. The route policy admits its staff and admin. */
    async listQueue(actor: AuthUser, status: MapStatus, query: MapQueueQuery): Promise<HouseMapPage> {
      const { rows, total } = await repository.listMaps(
        db,
        { status, withDrawingsOnly: true },
        { page: query.page, limit: query.limit, order: 'oldestQueued' },
      );
      return { items: await access.toPage(actor, rows), total, page: query.page, limit: query.limit };
    },

    async countQueue(status: MapStatus): Promise<number> {
      return repository.countMaps(db, { status, withDrawingsOnly: true });
    },

    async transition(actor: AuthUser, id: string, body: TransitionBody): Promise<HouseMap> {
      const loaded = await access.loadVisible(actor, id);
      const decision = decideTransition({
        status: loaded.status,
        actorRole: actor.accessLevel,
        isOwner: loaded.isOwner,
        to: body.to,
        comment: body.comment,
        hasDrawings: loaded.drawings.length > 0,
        hasRevisedDrawings: hasRevisedDrawings(loaded.view),
      });
      if (!decision.allowed) throw new AppError(decision.status, decision.reason);
      const applied = await repository.applyTransition(db, {
        mapId: id,
        from: loaded.status,
        to: body.to,
        commentField: decision.commentField,
        comment: cleanComment(body.comment),
        byUserId: actor.id,
        at: now(),
      });
      if (!applied) throw conflict('This plan was moved by someone else just now; reload it and try again');
      // The mover may no longer see the map in its new state, but is shown the outcome of the move.
      return (await access.loadMap(actor, id)).view;
    },
  };
}
