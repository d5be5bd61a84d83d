import {
  BOQ_EDITORS,
  BOQ_READERS,
  can,
  IdSchema,
  isAdmin,
  type PlanMessage,
  type PlanThread,
  type PostPlanMessageBody,
} from '@kadirio/domain';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AuthUser } from '../../lib/auth-user';
import { conflict, forbidden, notFound } from '../../lib/errors';
import * as repository from './threads.repository';

const MAP_NOT_FOUND = 'plans.map_not_found';
const ACCEPTED_ALREADY = 'threads.revision_already_accepted';

export interface PlanThreadDeps {
  db: Database;
  now?: () => Date;
  /** Tells the owner a surveyor answered (the notifications service): a notice and an e-mail. */
  notifications?: AnswerListener;
}

/** What the thread tells the notifications module when a surveyor answers. */
export interface AnswerListener {
  notifySurveyorAnswered(notice: {
    mapId: string;
    ownerId: string;
    mapTitle: string;
    revision: number | null;
    /** The answer's message, which the e-mail links to. */
    messageId: string;
    answer: string;
    at: Date;
  }): Promise<void>;
}

/**
 * A plan's thread: its owner asks the surveyors about an issued revision and accepts revisions;
 * BOQ staff and admin answer; price setters read. Anyone else learns nothing (404).
 */
export function createThreadsService({ db, now = () => new Date(), notifications }: PlanThreadDeps) {
  async function load(actor: AuthUser, mapId: string) {
    const facts = IdSchema.safeParse(mapId).success ? await repository.findMapFacts(db, mapId) : undefined;
    const isOwner = facts?.ownerId === actor.id;
    const isStaff = can(BOQ_READERS, actor.accessLevel);
    if (!facts || (!isOwner && !isStaff)) throw notFound(MAP_NOT_FOUND);
    return { ...facts, isOwner };
  }

  async function thread(mapId: string): Promise<PlanThread> {
    const rows = await repository.listMessages(db, mapId);
    const items: PlanMessage[] = rows.map(({ message, authorName }) => ({
      _id: message.id,
      mapId: message.mapId,
      kind: message.kind as PlanMessage['kind'],
      authorRole: message.authorRole as PlanMessage['authorRole'],
      authorName: authorName ?? '',
      revision: message.revision,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    }));
    const acceptedRevisions = items
      .filter((item) => item.kind === 'acceptance' && item.revision !== null)
      .map((item) => item.revision as number);
    return { items, acceptedRevisions };
  }

  async function assertRevision(mapId: string, revision: number): Promise<void> {
    if (!(await repository.revisionExists(db, mapId, revision))) {
      throw notFound(`Revision ${revision} of this BOQ not found`);
    }
  }

  return {
    /** 404 for a caller who may not see the plan's thread (runs before a body is validated). */
    async assertVisible(actor: AuthUser, mapId: string): Promise<void> {
      await load(actor, mapId);
    },

    async getThread(actor: AuthUser, mapId: string): Promise<PlanThread> {
      await load(actor, mapId);
      return thread(mapId);
    },

    /** The owner's question, or a surveyor's answer; a price setter may read but not write. */
    async post(actor: AuthUser, mapId: string, body: PostPlanMessageBody): Promise<PlanThread> {
      const facts = await load(actor, mapId);
      const asSurveyor = can(BOQ_EDITORS, actor.accessLevel) && !facts.isOwner;
      if (!facts.isOwner && !asSurveyor) throw forbidden('threads.writers_only');
      const revision = body.revision ?? null;
      if (revision !== null) await assertRevision(mapId, revision);
      const at = now();
      const messageId = await repository.insertMessage(db, {
        mapId,
        authorId: actor.id,
        authorRole: asSurveyor ? 'surveyor' : 'client',
        kind: asSurveyor ? 'answer' : 'question',
        revision,
        body: body.body,
        createdAt: at,
      });
      if (asSurveyor) {
        await notifications
          ?.notifySurveyorAnswered({
            mapId,
            ownerId: facts.ownerId,
            mapTitle: facts.title,
            revision,
            messageId,
            answer: body.body,
            at,
          })
          .catch(() => undefined);
      }
      return thread(mapId);
    },

    /** The owner accepts an issued revision, once. */
    async accept(actor: AuthUser, mapId: string, revision: number): Promise<PlanThread> {
      const facts = await repository.findMapFacts(db, mapId);
      if (!facts || (facts.ownerId !== actor.id && !isAdmin(actor.accessLevel)))
        throw notFound(MAP_NOT_FOUND);
      if (facts.ownerId !== actor.id) throw forbidden('threads.accept_owner_only');
      await assertRevision(mapId, revision);
      try {
        await repository.insertMessage(db, {
          mapId,
          authorId: actor.id,
          authorRole: 'client',
          kind: 'acceptance',
          revision,
          body: '',
          createdAt: now(),
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ACCEPTED_ALREADY);
        throw error;
      }
      return thread(mapId);
    },
  };
}

export type ThreadsService = ReturnType<typeof createThreadsService>;
