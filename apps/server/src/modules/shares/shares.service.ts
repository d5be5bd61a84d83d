import {
  toSharedBoq,
  type BoqShare,
  type BoqShareList,
  type CreateBoqShareBody,
  type CreatedBoqShare,
  type SharedBoq,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashShareToken, newShareToken } from '../../lib/share-token';
import type { BoqIssuesService } from '../boq/boq-issues.service';
import * as repository from './shares.repository';

const SHARE_NOT_FOUND = 'shares.link_revoked';

function toShare(row: repository.ShareRow): BoqShare {
  return {
    _id: row.id,
    mapId: row.mapId,
    revision: row.revision,
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/**
 * Read-only links to issued revisions. Who may see the plan's revisions (its owner, admin) is the
 * BOQ module's rule, asked through its service; this module keeps only the links.
 */
export function createSharesService({
  db,
  issues,
  now = () => new Date(),
}: {
  db: Database;
  issues: BoqIssuesService;
  now?: () => Date;
}) {
  return {
    /** 404 (403 for BOQ staff) unless the caller owns the plan or is admin. */
    async assertOwner(actor: AuthUser, mapId: string): Promise<void> {
      await issues.listOwnRevisions(actor, mapId);
    },

    async list(actor: AuthUser, mapId: string): Promise<BoqShareList> {
      await issues.listOwnRevisions(actor, mapId);
      return { items: (await repository.listShares(db, mapId)).map(toShare) };
    },

    /** A new link to revision `body.revision` (404 when the caller may not read it or it does not exist). */
    async create(actor: AuthUser, mapId: string, body: CreateBoqShareBody): Promise<CreatedBoqShare> {
      await issues.listOwnRevisions(actor, mapId);
      await issues.getRevision(actor, mapId, String(body.revision));
      const token = newShareToken();
      const row = await repository.insertShare(db, {
        id: newId(),
        mapId,
        revision: body.revision,
        tokenHash: hashShareToken(token),
        createdBy: actor.id,
        createdAt: now(),
        revokedAt: null,
      });
      return { ...toShare(row), token };
    },

    /** Stops a link; revoking one already revoked answers it as it is. */
    async revoke(actor: AuthUser, mapId: string, shareId: string): Promise<BoqShare> {
      await issues.listOwnRevisions(actor, mapId);
      if (!(await repository.findShare(db, mapId, shareId))) throw notFound('shares.share_not_found');
      await repository.revokeShare(db, mapId, shareId, now());
      const row = await repository.findShare(db, mapId, shareId);
      if (!row) throw notFound('shares.share_not_found');
      return toShare(row);
    },

    /** What anyone holding a live link reads; 404 alike for a token never made and one revoked. */
    async open(token: string): Promise<SharedBoq> {
      const share = await repository.findLiveShareByHash(db, hashShareToken(token));
      if (!share) throw notFound(SHARE_NOT_FOUND);
      const revision = await issues.readIssued(share.mapId, share.revision);
      if (!revision) throw notFound(SHARE_NOT_FOUND);
      return toSharedBoq(revision);
    },
  };
}

export type SharesService = ReturnType<typeof createSharesService>;
