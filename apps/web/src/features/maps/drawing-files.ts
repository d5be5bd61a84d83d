import { MAP_LIMITS } from '@kadirio/domain';
import { formatNumber } from '../../lib/format';
import type { Language } from '@kadirio/domain';

/** Why a chosen file is not added to a plan; the server checks the same again, and the content too. */
export type DrawingRejection =
  | { reason: 'notPdf'; name: string }
  | { reason: 'tooLarge'; name: string; size: number }
  | { reason: 'empty'; name: string }
  | { reason: 'tooMany'; name: string };

/** A PDF by its type or, when the browser gives none (some Android pickers), by its name. */
function looksLikePdf(file: File): boolean {
  if (file.type === 'application/pdf') return true;
  return (file.type === '' || file.type === 'application/octet-stream') && /\.pdf$/i.test(file.name);
}

/** The first reason `file` cannot be a drawing, or null when it can. */
export function checkDrawingFile(file: File): DrawingRejection | null {
  if (!looksLikePdf(file)) return { reason: 'notPdf', name: file.name };
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

/** A file size as people read it: "850 KB", "1.2 MB" (binary units, as the 20 MB limit is). */
export function formatFileSize(bytes: number, language: Language): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language, 0)} KB`;
  return `${formatNumber(bytes / (1024 * 1024), language, 1)} MB`;
}
