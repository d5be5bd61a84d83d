import {
  SAVED_ESTIMATES_MAX,
  SavedHouseSchema,
  type EstimateShare,
  type SaveEstimateBody,
  type SavedEstimate,
  type SavedEstimateList,
  type SharedEstimate,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { conflict, notFound, sentence } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { hashShareToken, newShareToken } from '../../lib/share-token';
import * as repository from './estimates.repository';

const ESTIMATE_NOT_FOUND = 'estimates.saved_not_found';
const LINK_NOT_FOUND = 'shares.link_revoked';

/** The stored house was checked on the way in; it is read back through the same schema. */
function toSaved(row: repository.SavedEstimateRow): SavedEstimate {
  return {
    _id: row.id,
    name: row.name,
    house: SavedHouseSchema.parse(row.house),
    createdAt: row.createdAt.toISOString(),
    sharedAt: row.sharedAt?.toISOString() ?? null,
  };
}

/**
 * Instant estimates kept in an account and their read-only links. Each person reads only their
 * own (another's answers 404, as one that does not exist); the link shows the house and its name,
 * never who saved it.
 */
export function createEstimatesService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    async list(actor: AuthUser): Promise<SavedEstimateList> {
      return { items: (await repository.listOwnEstimates(db, actor.id)).map(toSaved) };
    },

    /**
     * 409 once the account holds SAVED_ESTIMATES_MAX. Counted before inserting: two saves at the
     * same instant may pass the limit by one, which harms nobody.
     */
    async save(actor: AuthUser, body: SaveEstimateBody): Promise<SavedEstimate> {
      if ((await repository.countOwnEstimates(db, actor.id)) >= SAVED_ESTIMATES_MAX) {
        throw conflict(
          sentence(
            `You already keep ${SAVED_ESTIMATES_MAX} saved estimates; delete one before saving another`,
          ),
        );
      }
      const row = await repository.insertEstimate(db, {
        id: newId(),
        ownerId: actor.id,
        name: body.name.trim(),
        house: SavedHouseSchema.parse(body.house),
        createdAt: now(),
        shareTokenHash: null,
        sharedAt: null,
      });
      return toSaved(row);
    },

    async remove(actor: AuthUser, id: string): Promise<SavedEstimate> {
      const row = await repository.deleteOwnEstimate(db, actor.id, id);
      if (!row) throw notFound(ESTIMATE_NOT_FOUND);
      return toSaved(row);
    },

    /** A new link; the one made before, if any, stops working (one live link per estimate). */
    async share(actor: AuthUser, id: string): Promise<EstimateShare> {
      const token = newShareToken();
      const row = await repository.setShare(db, actor.id, id, {
        tokenHash: hashShareToken(token),
        at: now(),
      });
      if (!row) throw notFound(ESTIMATE_NOT_FOUND);
      return { estimate: toSaved(row), token };
    },

    /** Revoking an estimate with no live link answers it as it is. */
    async revoke(actor: AuthUser, id: string): Promise<SavedEstimate> {
      const row = await repository.setShare(db, actor.id, id, null);
      if (!row) throw notFound(ESTIMATE_NOT_FOUND);
      return toSaved(row);
    },

    /** 404 alike for a token never made, one replaced and one revoked. */
    async open(token: string): Promise<SharedEstimate> {
      const row = await repository.findSharedByHash(db, hashShareToken(token));
      if (!row?.sharedAt) throw notFound(LINK_NOT_FOUND);
      return {
        name: row.name,
        house: SavedHouseSchema.parse(row.house),
        sharedAt: row.sharedAt.toISOString(),
      };
    },
  };
}

export type EstimatesService = ReturnType<typeof createEstimatesService>;
