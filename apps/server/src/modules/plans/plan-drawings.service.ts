import { canEditMap, MAP_LIMITS, type Drawing, type MapStatus } from '@kadirio/domain';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../lib/auth-user';
import { AppError, conflict, notFound } from '../../lib/errors';
import { parseByteRange, type ByteRange } from './byte-range';
import { newId } from '../../lib/ids';
import { MAP_NOT_FOUND, type MapAccess } from './plan-access';
import { toDrawing } from './plan-view';
import type { DrawingFiles } from './drawing-files';
import { DRAWING_KINDS, kindOfStoredName, type DrawingKind } from './drawing-sniff';
import { discardReceived, receiveDrawings, uploadErrors, type UploadSource } from './drawing-upload';
import * as repository from './plans.repository';

/** Where a failure to delete a file is reported: the request has succeeded by then. */
export interface FileProblemLog {
  warn(details: Record<string, unknown>, message: string): void;
}

export interface MapDrawingsDeps {
  db: Database;
  now: () => Date;
  access: MapAccess;
  files: DrawingFiles;
  /** Upload cap per drawing; must match the multipart limit the routes register. */
  drawingMaxBytes: number;
  log?: FileProblemLog | undefined;
  /** Deletes stored files once the rows are gone; a failure is logged, not answered. */
  removeFiles: (keys: string[]) => Promise<void>;
}

/** A plan's PDF drawings: uploaded all or nothing, opened by whoever may see the plan. */
export function createMapDrawings({
  db,
  now,
  access,
  files,
  drawingMaxBytes,
  log,
  removeFiles,
}: MapDrawingsDeps) {
  return {
    /**
     * Adds the PDFs of a multipart upload. Everything is checked before anything is kept: the
     * files wait in temp files until all pass, then move into place with their rows in one
     * transaction; any failure removes them all.
     */
    async uploadDrawings(actor: AuthUser, id: string, source: UploadSource): Promise<Drawing[]> {
      const loaded = await access.loadVisible(actor, id);
      access.assertCanEdit(actor, loaded, 'the drawings of this plan');
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
              storedName: files.storedNameFor(drawingId, drawing.kind),
              originalName: drawing.name,
              size: drawing.size,
              sha256: drawing.sha256,
              position: nextPosition + index,
              createdAt: at,
              tempKey: drawing.tempKey,
            };
          });
          for (const drawing of drawings) placed.push(await files.place(drawing.tempKey, drawing.storedName));
          const inserted = await repository.insertDrawings(
            tx,
            drawings.map(({ tempKey: _tempKey, ...row }) => row),
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

    /**
     * A drawing's bytes for someone who may see its map: all of them, or the part a `Range`
     * header asks for (`byte-range.ts`); a part past the end is a 416 telling the file's size.
     */
    async openDrawing(
      actor: AuthUser,
      id: string,
      drawingId: string,
      rangeHeader?: string,
    ): Promise<{
      name: string;
      size: number;
      contentType: string;
      stream: Readable;
      range: ByteRange | null;
    }> {
      await access.loadVisible(actor, id);
      const drawing = await repository.findDrawing(db, id, drawingId);
      if (!drawing) throw notFound('plans.drawing_not_found');
      const file = await files.open(drawing.storedName, (size) => {
        const range = parseByteRange(rangeHeader, size);
        if (range !== 'unsatisfiable') return range;
        throw new AppError(416, `The drawing has ${size} bytes; that range is outside it`, {
          'content-range': `bytes */${size}`,
        });
      });
      if (!file) {
        log?.warn({ mapId: id, drawingId }, 'a drawing row has no file');
        throw notFound('plans.drawing_file_missing');
      }
      const contentType = DRAWING_KINDS[kindOfStoredName(drawing.storedName)].contentType;
      return {
        name: drawing.originalName,
        size: file.size,
        contentType,
        stream: file.stream,
        range: file.range,
      };
    },

    /**
     * A plan's drawing names by id, for a module that has done its own access check (the BOQ's
     * measurements cite the drawing they were made on).
     */
    async drawingNames(id: string): Promise<Map<string, string>> {
      const rows = await repository.listDrawings(db, [id]);
      return new Map(rows.map((row) => [row.id, row.originalName]));
    },

    /**
     * A drawing's kind and whole bytes, for a module that has done its own access check (the
     * take-off's drawing reader); null when the plan has no such drawing or its file is missing.
     * Drawings are at most `drawingMaxBytes` (20 MiB), so holding one in memory is bounded.
     */
    async drawingBytes(id: string, drawingId: string): Promise<{ kind: DrawingKind; bytes: Buffer } | null> {
      const drawing = await repository.findDrawing(db, id, drawingId);
      if (!drawing) return null;
      const file = await files.open(drawing.storedName);
      if (!file) {
        log?.warn({ mapId: id, drawingId }, 'a drawing row has no file');
        return null;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      return { kind: kindOfStoredName(drawing.storedName), bytes: Buffer.concat(chunks) };
    },

    async deleteDrawing(actor: AuthUser, id: string, drawingId: string): Promise<void> {
      const loaded = await access.loadVisible(actor, id);
      access.assertCanEdit(actor, loaded, 'the drawings of this plan');
      const drawing = loaded.drawings.find((row) => row.id === drawingId);
      if (!drawing || !(await repository.deleteDrawing(db, id, drawingId))) {
        throw notFound('plans.drawing_not_found');
      }
      await repository.touchMap(db, id, now(), false);
      await removeFiles([files.keyOf(drawing.storedName)]);
    },
  };
}
