import { OWNER_CONTACT_ROLES, type Drawing, type HouseMap, type MapStatus } from '@kadirio/domain';
import type { AuthUser } from '../../lib/auth-user';
import { DRAWING_KINDS, kindOfStoredName } from './drawing-sniff';
import type { DrawingRow, MapWithOwner, TransitionRow } from './plans.repository';

/** How a stored plan is answered: the wire shape of a map and its drawings. */

export function toDrawing(row: DrawingRow): Drawing {
  return {
    _id: row.id,
    name: row.originalName,
    size: row.size,
    sha256: row.sha256,
    contentType: DRAWING_KINDS[kindOfStoredName(row.storedName)].contentType,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toHouseMap(
  actor: AuthUser,
  { map, owner }: MapWithOwner,
  drawings: DrawingRow[],
  history: TransitionRow[],
): HouseMap {
  return {
    _id: map.id,
    owner: map.ownerId,
    title: map.title,
    region: map.region,
    district: map.district,
    ward: map.ward,
    startConstruction: map.startConstruction,
    desc: map.description,
    floors: map.floors,
    bedrooms: map.bedrooms,
    plinthArea: map.plinthArea,
    status: map.status as MapStatus,
    checkComment: map.checkComment,
    unitComment: map.unitComment,
    suggestionOnMap: map.suggestionOnMap,
    queuedAt: map.queuedAt.toISOString(),
    drawings: drawings.map(toDrawing),
    history: history.map((row) => ({
      from: row.fromStatus as MapStatus | null,
      to: row.toStatus as MapStatus,
      by: row.byUserId,
      byName: row.byName,
      at: row.at.toISOString(),
      comment: row.comment,
    })),
    createdAt: map.createdAt.toISOString(),
    updatedAt: map.updatedAt.toISOString(),
    ...(OWNER_CONTACT_ROLES.includes(actor.accessLevel) ? { ownerContact: owner } : {}),
  };
}

export function groupByMap<T extends { mapId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.mapId);
    if (group) group.push(row);
    else groups.set(row.mapId, [row]);
  }
  return groups;
}
