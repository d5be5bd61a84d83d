import {
  canSeeMap,
  decideTransition,
  findWorkflowMove,
  hasRevisedDrawings,
  type HouseMap,
  type HouseMapPage,
  type MapQueueQuery,
  type MapStatus,
  type TransitionBody,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, conflict, notFound } from '../../lib/errors';
import { MAP_NOT_FOUND, type LoadedMap, type MapAccess } from './plan-access';
import * as repository from './plans.repository';

/** What the owner is told of a move; its failure is logged, never the mover's problem. */
/** Who hears of a plan's moves: the notifications service, which tells its owner. */
export interface PlanMoveListener {
  notifyPlanMoved(move: {
    mapId: string;
    ownerId: string;
    mapTitle: string;
    to: MapStatus;
    comment: string | null;
    at: Date;
  }): Promise<void>;
}

export interface MapWorkflowDeps {
  db: Database;
  now: () => Date;
  access: MapAccess;
  notifications?: PlanMoveListener | undefined;
  log?: { warn: (details: Record<string, unknown>, message: string) => void } | undefined;
}

function cleanComment(comment: string | undefined): string | null {
  const trimmed = comment?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** The loser of two moves of one plan, or a mover whose view is stale, is told this (409). */
export const PLAN_MOVED_ON = 'plans.moved_on';

/** The caller could see the plan in the state its last move took it out of (their view may be stale). */
function sawBeforeLastMove(actor: AuthUser, loaded: LoadedMap): MapStatus | undefined {
  // The first entry (the plan's submission) has no state before it.
  const previous = loaded.history.at(-1)?.fromStatus as MapStatus | null | undefined;
  if (!previous) return undefined;
  const couldSee = canSeeMap({
    status: previous,
    actorRole: actor.accessLevel,
    isOwner: loaded.isOwner,
    hasDrawings: loaded.drawings.length > 0,
  });
  return couldSee ? previous : undefined;
}

/**
 * Whether a refused move is a stale view rather than a wrong request: the caller could see the
 * plan in the state its last move left, and from that state (unlike from the present one) this
 * move was one of the workflow's.
 */
function isStaleMove(actor: AuthUser, loaded: LoadedMap, to: MapStatus): boolean {
  const previous = sawBeforeLastMove(actor, loaded);
  return previous !== undefined && findWorkflowMove(previous, to) !== undefined;
}

/**
 * A plan's way through the checking desks (docs/product.md, "House-plan workflow"): the queues
 * and the moves between them.
 */
export function createMapWorkflow({ db, now, access, notifications, log }: MapWorkflowDeps) {
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

    /**
     * Runs before the body is validated: 404 for a caller who may not see the map, unless they
     * could see it before its last move (then the move itself answers, 409 when it moved on).
     */
    async assertMayMove(actor: AuthUser, id: string): Promise<void> {
      const loaded = await access.loadMap(actor, id);
      if (!loaded.visible && !sawBeforeLastMove(actor, loaded)) throw notFound(MAP_NOT_FOUND);
    },

    async transition(actor: AuthUser, id: string, body: TransitionBody): Promise<HouseMap> {
      const loaded = await access.loadMap(actor, id);
      // A checker who saw the plan in its previous state learns it moved on; anyone else, nothing.
      if (!loaded.visible)
        throw isStaleMove(actor, loaded, body.to) ? conflict(PLAN_MOVED_ON) : notFound(MAP_NOT_FOUND);
      const decision = decideTransition({
        status: loaded.status,
        actorRole: actor.accessLevel,
        isOwner: loaded.isOwner,
        to: body.to,
        comment: body.comment,
        hasDrawings: loaded.drawings.length > 0,
        hasRevisedDrawings: hasRevisedDrawings(loaded.view),
      });
      if (!decision.allowed) {
        const stale =
          findWorkflowMove(loaded.status, body.to) === undefined && isStaleMove(actor, loaded, body.to);
        throw stale ? conflict(PLAN_MOVED_ON) : new AppError(decision.status, decision.reason);
      }
      const at = now();
      const comment = cleanComment(body.comment);
      const applied = await repository.applyTransition(db, {
        mapId: id,
        from: loaded.status,
        to: body.to,
        commentField: decision.commentField,
        comment,
        byUserId: actor.id,
        at,
      });
      if (!applied) throw conflict(PLAN_MOVED_ON);
      // The move stands whatever happens to the news of it (a failed notice is only logged).
      await notifications
        ?.notifyPlanMoved({
          mapId: id,
          ownerId: loaded.row.map.ownerId,
          mapTitle: loaded.row.map.title,
          to: body.to,
          comment: decision.commentField ? comment : null,
          at,
        })
        .catch((error: unknown) =>
          log?.warn(
            { err: { type: error instanceof Error ? error.name : typeof error } },
            'plan news not recorded',
          ),
        );
      // The mover may no longer see the map in its new state, but is shown the outcome of the move.
      return (await access.loadMap(actor, id)).view;
    },
  };
}
