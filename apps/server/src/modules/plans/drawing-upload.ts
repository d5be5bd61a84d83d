import { DRAWING_FILE_FIELD, MAP_LIMITS } from '@kadirio/domain';
import type { Readable } from 'node:stream';
import { AppError, badRequest, conflict, sentence } from '../../lib/errors';
import { UploadStreamError } from '../../storage/put-upload';
import type { DrawingFiles } from './drawing-files';
import { DRAWING_KINDS, type DrawingKind } from './drawing-sniff';
import { sanitiseFileName } from './file-names';

/** One part of a multipart body, as @fastify/multipart hands it over (only what we use). */
export interface UploadPart {
  type: 'file' | 'field';
  fieldname: string;
  filename?: string;
  file?: Readable & { truncated?: boolean };
}

/** The request body of an upload: read only once the caller is known to be allowed. */
export interface UploadSource {
  isMultipart: boolean;
  parts(): AsyncIterable<UploadPart>;
}

/** A drawing checked to be a complete PDF, JPEG or PNG within the limits, waiting in a temp object. */
export interface ReceivedDrawing {
  /** The temp object in the file store (`tmp/<uuid>.part`). */
  tempKey: string;
  kind: DrawingKind;
  name: string;
  size: number;
  sha256: string;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export const uploadErrors = {
  notMultipart: () =>
    new AppError(415, `Send the drawings as multipart/form-data, each in a part named ${DRAWING_FILE_FIELD}`),
  tooLarge: (maxBytes: number) => new AppError(413, `Each drawing must be at most ${megabytes(maxBytes)}`),
  tooMany: (existing: number) =>
    conflict(
      `A plan holds at most ${MAP_LIMITS.drawingsPerMap} drawings; this one has ${existing}, so at most ` +
        `${Math.max(0, MAP_LIMITS.drawingsPerMap - existing)} more can be added`,
    ),
  notPdf: (name: string) =>
    new AppError(
      415,
      `${name} is not a PDF file or a photo (JPEG, PNG); only PDF drawings and photos or scans of drawings are accepted`,
    ),
  incompletePdf: (name: string) =>
    new AppError(
      415,
      `${name} is not a complete PDF or image file (its end is missing; it may have been cut short)`,
    ),
  cutShort: () => badRequest('uploads.malformed_multipart'),
  none: () =>
    badRequest(sentence(`Attach at least one PDF drawing (or photo) in a part named ${DRAWING_FILE_FIELD}`)),
  wrongField: (field: string) =>
    badRequest(
      `Unexpected file part ${JSON.stringify(field)}; send each drawing in a part named ${DRAWING_FILE_FIELD}`,
    ),
};

/** @fastify/multipart's own errors (by code), in our words and statuses. */
function fromMultipartError(error: unknown, maxBytes: number, existing: number): AppError {
  if (error instanceof AppError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return uploadErrors.tooLarge(maxBytes);
    case 'FST_FILES_LIMIT':
      return uploadErrors.tooMany(existing);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return badRequest('uploads.too_many_parts');
    case 'FST_PROTO_VIOLATION':
      return badRequest('uploads.forbidden_part_name');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return uploadErrors.notMultipart();
    default:
      // Busboy's parse errors (a missing boundary, a body that ends mid-part) carry no code.
      return uploadErrors.cutShort();
  }
}

export interface ReceiveOptions {
  files: DrawingFiles;
  maxBytes: number;
  /** Drawings the map already holds; the upload may add up to MAP_LIMITS.drawingsPerMap minus these. */
  existing: number;
}

/**
 * Reads every part of an upload into temp files, checking each as it arrives: the part name,
 * the number of drawings, the size, and the content (a complete PDF). Answers the drawings only
 * when all of them pass; on any failure it deletes every temp file it wrote and throws, so a bad
 * upload leaves nothing behind.
 */
export async function receiveDrawings(
  source: UploadSource,
  { files, maxBytes, existing }: ReceiveOptions,
): Promise<ReceivedDrawing[]> {
  if (!source.isMultipart) throw uploadErrors.notMultipart();
  const received: ReceivedDrawing[] = [];
  const iterator = source.parts()[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<UploadPart>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw fromMultipartError(error, maxBytes, existing);
      }
      if (next.done) break;
      const part = next.value;
      if (part.type !== 'file' || !part.file) continue;
      if (part.fieldname !== DRAWING_FILE_FIELD) {
        part.file.resume();
        throw uploadErrors.wrongField(part.fieldname);
      }
      if (existing + received.length >= MAP_LIMITS.drawingsPerMap) {
        part.file.resume();
        throw uploadErrors.tooMany(existing);
      }
      const rawName = part.filename;
      let temp;
      try {
        temp = await files.writeTemp(part.file);
      } catch (error) {
        if (error instanceof UploadStreamError) throw fromMultipartError(error.reason, maxBytes, existing);
        throw error;
      }
      // Named as sent in a refusal (the person recognises their file); cleaned when kept.
      const shownName = sanitiseFileName(rawName, null);
      const kind: DrawingKind = temp.verdict === 'jpeg' || temp.verdict === 'png' ? temp.verdict : 'pdf';
      const name = sanitiseFileName(rawName, DRAWING_KINDS[kind].extension);
      received.push({ tempKey: temp.key, kind, name, size: temp.size, sha256: temp.sha256 });
      if (part.file.truncated) throw uploadErrors.tooLarge(maxBytes);
      if (temp.verdict === 'not-drawing') throw uploadErrors.notPdf(shownName);
      if (temp.verdict === 'incomplete') throw uploadErrors.incompletePdf(shownName);
    }
    if (received.length === 0) throw uploadErrors.none();
    return received;
  } catch (error) {
    await discardReceived(files, received);
    throw error;
  } finally {
    await iterator.return?.();
  }
}

export async function discardReceived(files: DrawingFiles, received: ReceivedDrawing[]): Promise<void> {
  await Promise.allSettled(received.map((drawing) => files.remove(drawing.tempKey)));
}
