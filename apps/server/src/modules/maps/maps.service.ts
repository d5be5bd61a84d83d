import {
  canEditMap,
  canSeeMap,
  decideTransition,
  hasRevisedDrawings,
  IdSchema,
  MAP_LIMITS,
  OWNER_CONTACT_ROLES,
  OWNER_EDITABLE_STATUSES,
  type CreateMapBody,
  type Drawing,
  type HouseMap,
  type HouseMapPage,
  type ListMapsQuery,
  type MapQueueQuery,
  type MapStatus,
  type TransitionBody,
  type UpdateMapBody,
} from '@kadirio/domain';
import type { ReadStream } from 'node:fs';
import type { Database } from '../../db/client';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { AuthUser } from '../../lib/auth-user';
import { createDrawingFiles } from './drawing-files';
import { discardReceived, receiveDrawings, uploadErrors, type UploadSource } from './drawing-upload';
import * as repository from './maps.repository';
import type { DrawingRow, MapWithOwner, TransitionRow } from './maps.repository';

/** Where a failure to delete a file is reported: the request has succeeded by then. */
export interface FileProblemLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface MapsServiceDeps {
  db: Database;
  /** `<DATA_DIR>/files`: drawings go under `drawings/`, uploads in progress under `tmp/`. */
  filesDir: string;
  /** Upload cap per drawing; must match the multipart limit the routes register. */
  drawingMaxBytes?: number;
  log?: FileProblemLog;
  now?: () => Date;
}

const MAP_NOT_FOUND = 'Map not found';

const isOwnerOf = (actor: AuthUser, row: MapWithOwner) => row.map.ownerId === actor.id;

function toDrawing(row: DrawingRow): Drawing {
  return {
    _id: row.id,
    name: row.originalName,
    size: row.size,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
  };
}

function toHouseMap(
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

function groupByMap<T extends { mapId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.mapId);
    if (group) group.push(row);
    else groups.set(row.mapId, [row]);
  }
  return groups;
}

function cleanComment(comment: string | undefined): string | null {
  const trimmed = comment?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

export function createMapsService({
  db,
  filesDir,
  drawingMaxBytes = MAP_LIMITS.drawingMaxBytes,
  log,
  now = () => new Date(),
}: MapsServiceDeps) {
  const files = createDrawingFiles(filesDir);

  async function removeFiles(paths: string[]): Promise<void> {
    const results = await Promise.allSettled(paths.map((path) => files.removeQuietly(path)));
    results.forEach((result, index) => {
      if (result.status === 'rejected')
        log?.warn({ err: result.reason, path: paths[index] }, 'could not delete a drawing file');
    });
  }

  /** A map with everything the response shows, and whether the caller may see it. */
  async function loadMap(actor: AuthUser, id: string) {
    const detail = IdSchema.safeParse(id).success ? await repository.findMapDetail(db, id) : undefined;
    if (!detail) throw notFound(MAP_NOT_FOUND);
    const { drawings, transitions: history, ...row } = detail;
    const isOwner = isOwnerOf(actor, row);
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

  /** As loadMap, but 404 for a caller who may not see the map: they learn nothing about it. */
  async function loadVisible(actor: AuthUser, id: string) {
    const loaded = await loadMap(actor, id);
    if (!loaded.visible) throw notFound(MAP_NOT_FOUND);
    return loaded;
  }

  type Loaded = Awaited<ReturnType<typeof loadVisible>>;

  /** 403 for someone who may look but not change; 409 for an owner whose plan has moved on. */
  function assertCanEdit(actor: AuthUser, loaded: Loaded, what: string): void {
    if (canEditMap({ status: loaded.status, actorRole: actor.accessLevel, isOwner: loaded.isOwner })) return;
    if (!loaded.isOwner) throw forbidden(`Only the owner or an admin can change ${what}`);
    throw conflict(
      `You can change ${what} only while the plan is in ${OWNER_EDITABLE_STATUSES.join(' or ')}; it is now in ${loaded.status}`,
    );
  }

  async function toPage(actor: AuthUser, rows: MapWithOwner[]): Promise<HouseMap[]> {
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
  }

  async function reload(actor: AuthUser, id: string): Promise<HouseMap> {
    return (await loadVisible(actor, id)).view;
  }

  return {
    /** A new map owned by the caller, in typecheck; a draft until its first drawing arrives. */
    async createMap(actor: AuthUser, body: CreateMapBody): Promise<HouseMap> {
      const row = await repository.insertMap(
        db,
        {
          ownerId: actor.id,
          title: body.title,
          region: body.region,
          district: body.district,
          ward: body.ward,
          startConstruction: body.startConstruction,
          description: body.desc,
          floors: body.floors ?? null,
          bedrooms: body.bedrooms ?? null,
          plinthArea: body.plinthArea ?? null,
        },
        now(),
      );
      return reload(actor, row.id);
    },

    async getMap(actor: AuthUser, id: string): Promise<HouseMap> {
      return reload(actor, id);
    },

    /** 404 unless the caller may see the map; lets routes hide a map before checking a body. */
    async assertVisible(actor: AuthUser, id: string): Promise<void> {
      await loadVisible(actor, id);
    },

    /** The caller's own maps, newest first; admin sees everyone's. */
    async listMaps(actor: AuthUser, query: ListMapsQuery): Promise<HouseMapPage> {
      const { rows, total } = await repository.listMaps(
        db,
        {
          ownerId: actor.accessLevel === 'admin' ? undefined : actor.id,
          status: query.status,
          withDrawingsOnly: false,
        },
        { page: query.page, limit: query.limit, order: 'newest' },
      );
      return { items: await toPage(actor, rows), total, page: query.page, limit: query.limit };
    },

    /** A state's queue, oldest first, without drafts. The route policy admits its staff and admin. */
    async listQueue(actor: AuthUser, status: MapStatus, query: MapQueueQuery): Promise<HouseMapPage> {
      const { rows, total } = await repository.listMaps(
        db,
        { status, withDrawingsOnly: true },
        { page: query.page, limit: query.limit, order: 'oldestQueued' },
      );
      return { items: await toPage(actor, rows), total, page: query.page, limit: query.limit };
    },

    async countQueue(status: MapStatus): Promise<number> {
      return repository.countMaps(db, { status, withDrawingsOnly: true });
    },

    /** Descriptive fields only; the status never changes here. */
    async updateMap(actor: AuthUser, id: string, body: UpdateMapBody): Promise<HouseMap> {
      const loaded = await loadVisible(actor, id);
      assertCanEdit(actor, loaded, 'this plan');
      await repository.updateMap(
        db,
        id,
        {
          title: body.title,
          region: body.region,
          district: body.district,
          ward: body.ward,
          startConstruction: body.startConstruction,
          description: body.desc,
          floors: body.floors,
          bedrooms: body.bedrooms,
          plinthArea: body.plinthArea,
        },
        now(),
      );
      return reload(actor, id);
    },

    /**
     * Before an account is deleted (its maps and drawing rows cascade away with it): notes the
     * owner's drawing files and answers how to remove them once the deletion has committed.
     */
    async prepareOwnerRemoval(ownerId: string): Promise<() => Promise<void>> {
      const storedNames = await repository.listStoredNamesOfOwner(db, ownerId);
      return () => removeFiles(storedNames.map((name) => files.pathOf(name)));
    },

    /** The owner until the plan is accepted, admin always; its drawing files go with it. */
    async deleteMap(actor: AuthUser, id: string): Promise<void> {
      const loaded = await loadVisible(actor, id);
      const isAdmin = actor.accessLevel === 'admin';
      if (!isAdmin && !loaded.isOwner) throw forbidden('Only the owner or an admin can delete this plan');
      if (!isAdmin && loaded.status === 'successful') {
        throw conflict('This plan has been accepted for its bill of quantities and can no longer be deleted');
      }
      const storedNames = await repository.deleteMap(db, id);
      if (!storedNames) throw notFound(MAP_NOT_FOUND);
      await removeFiles(storedNames.map((name) => files.pathOf(name)));
    },

    async transition(actor: AuthUser, id: string, body: TransitionBody): Promise<HouseMap> {
      const loaded = await loadVisible(actor, id);
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
      return (await loadMap(actor, id)).view;
    },

    /**
     * Adds the PDFs of a multipart upload. Everything is checked before anything is kept: the
     * files wait in temp files until all pass, then move into place with their rows in one
     * transaction; any failure removes them all.
     */
    async uploadDrawings(actor: AuthUser, id: string, source: UploadSource): Promise<Drawing[]> {
      const loaded = await loadVisible(actor, id);
      assertCanEdit(actor, loaded, 'the drawings of this plan');
      const existing = loaded.drawings.length;
      if (existing >= MAP_LIMITS.drawingsPerMap) throw uploadErrors.tooMany(existing);

      const received = await receiveDrawings(source, { files, maxBytes: drawingMaxBytes, existing });
      const placed: string[] = [];
      try {
        const rows = await repository.inTransaction(db, async (tx) => {
          // Locked: a concurrent upload to this map waits here, then sees these drawings.
          const map = await repository.lockMap(tx, id);
          if (!map) throw notFound(MAP_NOT_FOUND);
          const status = map.status as MapStatus;
          if (!canEditMap({ status, actorRole: actor.accessLevel, isOwner: loaded.isOwner })) {
            throw conflict(`The plan moved to ${status} while the drawings were uploading`);
          }
          const { count, nextPosition } = await repository.drawingTally(tx, id);
          if (count + received.length > MAP_LIMITS.drawingsPerMap) throw uploadErrors.tooMany(count);
          const at = now();
          const drawings = received.map((drawing, index) => {
            const drawingId = newId();
            return {
              id: drawingId,
              mapId: id,
              storedName: files.storedNameFor(drawingId),
              originalName: drawing.name,
              size: drawing.size,
              sha256: drawing.sha256,
              position: nextPosition + index,
              createdAt: at,
              tempPath: drawing.tempPath,
            };
          });
          for (const drawing of drawings)
            placed.push(await files.place(drawing.tempPath, drawing.storedName));
          const inserted = await repository.insertDrawings(
            tx,
            drawings.map(({ tempPath: _tempPath, ...row }) => row),
          );
          // A draft's first drawings submit it: it joins the typecheck queue now.
          await repository.touchMap(tx, id, at, status === 'typecheck' && count === 0);
          return inserted;
        });
        return rows.sort((a, b) => a.position - b.position).map(toDrawing);
      } catch (error) {
        await removeFiles(placed);
        throw error;
      } finally {
        await discardReceived(files, received);
      }
    },

    /** A drawing's bytes for someone who may see its map. */
    async openDrawing(
      actor: AuthUser,
      id: string,
      drawingId: string,
    ): Promise<{ name: string; size: number; stream: ReadStream }> {
      await loadVisible(actor, id);
      const drawing = await repository.findDrawing(db, id, drawingId);
      if (!drawing) throw notFound('Drawing not found');
      const file = await files.open(drawing.storedName);
      if (!file) {
        log?.warn({ mapId: id, drawingId }, 'a drawing row has no file');
        throw notFound('The file of this drawing is missing');
      }
      return { name: drawing.originalName, size: file.size, stream: file.stream };
    },

    async deleteDrawing(actor: AuthUser, id: string, drawingId: string): Promise<void> {
      const loaded = await loadVisible(actor, id);
      assertCanEdit(actor, loaded, 'the drawings of this plan');
      const drawing = loaded.drawings.find((row) => row.id === drawingId);
      if (!drawing || !(await repository.deleteDrawing(db, id, drawingId))) {
        throw notFound('Drawing not found');
      }
      await repository.touchMap(db, id, now(), false);
      await removeFiles([files.pathOf(drawing.storedName)]);
    },
  };
}

export type MapsService = ReturnType<typeof createMapsService>;
