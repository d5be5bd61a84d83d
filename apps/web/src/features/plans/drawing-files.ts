import { MAP_LIMITS } from '@kadirio/domain';
import { formatNumber } from '../../lib/format';
import type { Language } from '@kadirio/domain';

/** Why a chosen file is not added to a plan; the server checks the same again, and the content too. */
export type DrawingRejection =
  | { reason: 'notPdf'; name: string }
  | { reason: 'tooLarge'; name: string; size: number }
  | { reason: 'empty'; name: string }
  | { reason: 'tooMany'; name: string };

/** What a drawing may be: a PDF, or a photo or scan of a paper drawing. */
const DRAWING_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

/** The `accept` of the file picker: the types, and the endings for pickers that ignore types. */
export const DRAWING_ACCEPT = 'application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png';

/** A drawing by its type or, when the browser gives none (some Android pickers), by its name. */
function looksLikeDrawing(file: File): boolean {
  if (DRAWING_TYPES.includes(file.type)) return true;
  return (
    (file.type === '' || file.type === 'application/octet-stream') && /\.(pdf|jpe?g|png)$/i.test(file.name)
  );
}

/**
 * What the first bytes say a file is, as the server will check again: `%PDF-`, a JPEG's FF D8 FF
 * or the PNG signature. A Word file renamed plan.pdf is caught here, before the plan is sent.
 */
export function drawingKindOf(head: Uint8Array): 'pdf' | 'jpeg' | 'png' | null {
  const starts = (bytes: number[]) => bytes.every((byte, index) => head[index] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  return null;
}

/** Reads a file's first bytes (FileReader: every browser has it); a file that cannot be read counts as not a drawing. */
function headOf(file: File): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(reader.result instanceof ArrayBuffer ? new Uint8Array(reader.result) : new Uint8Array());
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, 8));
  });
}

/** The first reason `file` cannot be a drawing, or null when it can. */
export function checkDrawingFile(file: File): DrawingRejection | null {
  if (!looksLikeDrawing(file)) return { reason: 'notPdf', name: file.name };
  if (file.size === 0) return { reason: 'empty', name: file.name };
  if (file.size > MAP_LIMITS.drawingMaxBytes) return { reason: 'tooLarge', name: file.name, size: file.size };
  return null;
}

/**
 * Splits chosen files into those that may be uploaded and those that may not, keeping the plan
 * within MAP_LIMITS.drawingsPerMap counting the `alreadyThere` drawings it holds or has queued.
 */
export function sortDrawingFiles(
  files: readonly File[],
  alreadyThere: number,
): { accepted: File[]; rejected: DrawingRejection[] } {
  const accepted: File[] = [];
  const rejected: DrawingRejection[] = [];
  for (const file of files) {
    const problem = checkDrawingFile(file);
    if (problem) rejected.push(problem);
    else if (alreadyThere + accepted.length >= MAP_LIMITS.drawingsPerMap)
      rejected.push({ reason: 'tooMany', name: file.name });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

/** As sortDrawingFiles, after reading each file's first bytes: a file whose bytes are not a drawing is refused. */
export async function checkDrawingFiles(
  files: readonly File[],
  alreadyThere: number,
): Promise<{ accepted: File[]; rejected: DrawingRejection[] }> {
  const heads = await Promise.all(files.map(headOf));
  const notDrawings = new Set(
    files.filter((file, index) => file.size > 0 && drawingKindOf(heads[index] ?? new Uint8Array()) === null),
  );
  const sorted = sortDrawingFiles(
    files.filter((file) => !notDrawings.has(file)),
    alreadyThere,
  );
  return {
    accepted: sorted.accepted,
    rejected: [
      ...[...notDrawings].map((file) => ({ reason: 'notPdf' as const, name: file.name })),
      ...sorted.rejected,
    ],
  };
}

/** A file size as people read it: "850 KB", "1.2 MB" (binary units, as the 20 MB limit is). */
export function formatFileSize(bytes: number, language: Language): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language, 0)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), language, 1)} MB`;
}
