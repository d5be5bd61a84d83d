import {
  isAdmin,
  type CreateMapBody,
  type HouseMap,
  type HouseMapPage,
  type ListMapsQuery,
  type UpdateMapBody,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { MAP_NOT_FOUND, type MapAccess } from './plan-access';
import type { DrawingFiles } from './drawing-files';
import * as repository from './plans.repository';

export interface MapPlansDeps {
  db: Database;
  now: () => Date;
  access: MapAccess;
  files: DrawingFiles;
  /** Deletes stored files once the rows are gone; a failure is logged, not answered. */
  removeFiles: (keys: string[]) => Promise<void>;
  issuedRevisions: IssuedRevisions;
}

/** The plan's issued BOQ revisions (the BOQ module's issued-revisions service). */
export interface IssuedRevisions {
  issuedRevisionNumbers(mapId: string): Promise<readonly number[]>;
}

/** The plans themselves: an owner creates, lists, edits and deletes them. */
export function createMapPlans({ db, now, access, files, removeFiles, issuedRevisions }: MapPlansDeps) {
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
      return access.reload(actor, row.id);
    },

    async getMap(actor: AuthUser, id: string): Promise<HouseMap> {
      return access.reload(actor, id);
    },

    /** 404 unless the caller may see the map; lets routes hide a map before checking a body. */
    async assertVisible(actor: AuthUser, id: string): Promise<void> {
      await access.loadVisible(actor, id);
    },

    /** The caller's own maps, newest first; admin sees everyone's. */
    async listMaps(actor: AuthUser, query: ListMapsQuery): Promise<HouseMapPage> {
      const { rows, total } = await repository.listMaps(
        db,
        {
          ownerId: isAdmin(actor.accessLevel) ? undefined : actor.id,
          status: query.status,
          withDrawingsOnly: false,
        },
        { page: query.page, limit: query.limit, order: 'newest' },
      );
      return { items: await access.toPage(actor, rows), total, page: query.page, limit: query.limit };
    },

    /** Descriptive fields only; the status never changes here. */
    async updateMap(actor: AuthUser, id: string, body: UpdateMapBody): Promise<HouseMap> {
      const loaded = await access.loadVisible(actor, id);
      access.assertCanEdit(actor, loaded, 'this plan');
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
      return access.reload(actor, id);
    },

    /**
     * Before an account is deleted (its maps and drawing rows cascade away with it): notes the
     * owner's drawing files and answers how to remove them once the deletion has committed.
     */
    async prepareOwnerRemoval(ownerId: string): Promise<() => Promise<void>> {
      const storedNames = await repository.listStoredNamesOfOwner(db, ownerId);
      return () => removeFiles(storedNames.map((name) => files.keyOf(name)));
    },

    /** The owner until the plan is accepted, admin always; its drawing files go with it. */
    async deleteMap(actor: AuthUser, id: string): Promise<void> {
      const loaded = await access.loadVisible(actor, id);
      const byAdmin = isAdmin(actor.accessLevel);
      if (!byAdmin && !loaded.isOwner) throw forbidden('plans.delete_owner_or_admin_only');
      if (!byAdmin && loaded.status === 'successful') {
        throw conflict('plans.delete_after_acceptance');
      }
      // An issued bill is a record the client relies on: not even admin deletes it (decision 0017).
      const issued = await issuedRevisions.issuedRevisionNumbers(id);
      if (issued.length > 0) {
        throw conflict(
          `This plan has an issued bill of quantities (revision ${[...issued].sort((a, b) => a - b).join(', ')}): the client keeps it, so the plan cannot be deleted`,
        );
      }
      const storedNames = await repository.deleteMap(db, id);
      if (!storedNames) throw notFound(MAP_NOT_FOUND);
      await removeFiles(storedNames.map((name) => files.keyOf(name)));
    },
  };
}
