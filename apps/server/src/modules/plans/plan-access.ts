import {
  canEditMap,
  canSeeMap,
  IdSchema,
  OWNER_EDITABLE_STATUSES,
  type HouseMap,
  type MapStatus,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { groupByMap, toHouseMap } from './plan-view';
import * as repository from './plans.repository';
import type { MapWithOwner } from './plans.repository';

export const MAP_NOT_FOUND = 'plans.map_not_found';

/** A map with everything the response shows, and whether the caller may see it. */
async function loadMap(db: Database, actor: AuthUser, id: string) {
  const detail = IdSchema.safeParse(id).success ? await repository.findMapDetail(db, id) : undefined;
  if (!detail) throw notFound(MAP_NOT_FOUND);
  const { drawings, transitions: history, ...row } = detail;
  const isOwner = row.map.ownerId === actor.id;
  const status = row.map.status as MapStatus;
  const visible = canSeeMap({
    status,
    actorRole: actor.accessLevel,
    isOwner,
    hasDrawings: drawings.length > 0,
  });
  return {
    row,
    status,
    isOwner,
    visible,
    drawings,
    history,
    view: toHouseMap(actor, row, drawings, history),
  };
}

export type LoadedMap = Awaited<ReturnType<typeof loadMap>>;

/**
 * Reading plans for a caller: each use of the maps service starts here, so who may see a plan
 * and who may change it are decided in one place (the rules themselves are the domain's).
 */
export function createMapAccess(db: Database) {
  /** As loadMap, but 404 for a caller who may not see the map: they learn nothing about it. */
  async function loadVisible(actor: AuthUser, id: string): Promise<LoadedMap> {
    const loaded = await loadMap(db, actor, id);
    if (!loaded.visible) throw notFound(MAP_NOT_FOUND);
    return loaded;
  }

  return {
    loadMap: (actor: AuthUser, id: string) => loadMap(db, actor, id),
    loadVisible,

    async reload(actor: AuthUser, id: string): Promise<HouseMap> {
      return (await loadVisible(actor, id)).view;
    },

    /** 403 for someone who may look but not change; 409 for an owner whose plan has moved on. */
    assertCanEdit(actor: AuthUser, loaded: LoadedMap, what: string): void {
      if (canEditMap({ status: loaded.status, actorRole: actor.accessLevel, isOwner: loaded.isOwner }))
        return;
      if (!loaded.isOwner) throw forbidden(`Only the owner or an admin can change ${what}`);
      throw conflict(
        `You can change ${what} only while the plan is in ${OWNER_EDITABLE_STATUSES.join(' or ')}; it is now in ${loaded.status}`,
      );
    },

    /** A page of maps with their drawings and histories, two queries for the whole page. */
    async toPage(actor: AuthUser, rows: MapWithOwner[]): Promise<HouseMap[]> {
      const ids = rows.map((row) => row.map.id);
      const [drawings, history] = await Promise.all([
        repository.listDrawings(db, ids),
        repository.listTransitions(db, ids),
      ]);
      const drawingsByMap = groupByMap(drawings);
      const historyByMap = groupByMap(history);
      return rows.map((row) =>
        toHouseMap(actor, row, drawingsByMap.get(row.map.id) ?? [], historyByMap.get(row.map.id) ?? []),
      );
    },
  };
}

export type MapAccess = ReturnType<typeof createMapAccess>;
