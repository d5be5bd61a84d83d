import type { Target } from './target';
import type { TakeoffResult } from './takeoff';
import type { FirstPageResult } from './takeoff-browser';

/** The take-off in the browser's figures, with the targets they are held to (docs/performance.md). */
const FIRST_PAGE_TARGET_MS = 3000;
const PAN_P95_TARGET_MS = 50;
/** A mark moved re-measures every sheet bound to the building model (docs/performance.md). */
const MODEL_EDIT_TARGET_MS = 100;

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);
const share = (bytes: number, of: number) => `${mb(bytes)} MB (${Math.round((bytes / of) * 100)} %)`;

/** The first-page table's rows: a name, and the figure of one run. */
const FIRST_PAGE_ROWS: [string, (run: FirstPageResult, fileBytes: number) => string][] = [
  [
    'navigation → first request for the PDF (the app, its data, pdf.js)',
    (run) => `${run.drawingRequestedMs} ms`,
  ],
  [
    "navigation → page 1's canvas on screen, blank (file structure, page read)",
    (run) => `${run.canvasShownMs} ms`,
  ],
  ['**navigation → page 1 drawn**', (run) => `**${run.firstPageMs} ms**`],
  [
    'PDF bytes received by then (share of the file)',
    (run, fileBytes) => share(run.firstPageBytes, fileBytes),
  ],
  ['PDF requests by then', (run) => `${run.rangeRequests} range (206), ${run.wholeFileRequests} whole (200)`],
  ['"Next page" × 9 right after → page 10 drawn', (run) => `${run.page10Ms} ms`],
  ['PDF bytes received by then', (run, fileBytes) => share(run.page10Bytes, fileBytes)],
];

export function takeoffTargets(takeoff: TakeoffResult | { skipped: string }): Target[] {
  if ('skipped' in takeoff) return [];
  const local = takeoff.firstPage.find((run) => run.link === null);
  const targets: Target[] = [];
  if (local) {
    targets.push({
      name: `take-off: first page of the ${takeoff.drawing.pages}-page A1 set < ${FIRST_PAGE_TARGET_MS / 1000} s (unthrottled)`,
      met: local.firstPageMs < FIRST_PAGE_TARGET_MS,
      figures: `${local.firstPageMs} ms`,
    });
  }
  const unthrottled = takeoff.pan.find((run) => run.cpuSlowdown === 1);
  if (unthrottled) {
    targets.push({
      name: `take-off: pan over ${unthrottled.marks} marks, frame p95 < ${PAN_P95_TARGET_MS} ms (unthrottled)`,
      met: unthrottled.p95Ms < PAN_P95_TARGET_MS,
      figures: `p50 ${unthrottled.p50Ms} ms, p95 ${unthrottled.p95Ms} ms, max ${unthrottled.maxMs} ms`,
    });
  }
  const { modelEdit } = takeoff;
  if (!('skipped' in modelEdit)) {
    targets.push({
      name: `take-off: a wall of a 3-bedroom house moved, its ${modelEdit.sheetsRepriced} bound sheets re-priced, p95 < ${MODEL_EDIT_TARGET_MS} ms`,
      met: modelEdit.p95Ms < MODEL_EDIT_TARGET_MS,
      figures: `p50 ${modelEdit.p50Ms} ms, p95 ${modelEdit.p95Ms} ms, max ${modelEdit.maxMs} ms`,
    });
  }
  return targets;
}

export function takeoffMarkdown(takeoff: TakeoffResult | { skipped: string }): string[] {
  const lines = ['## Take-off in the browser (Chromium, PGlite)', ''];
  if ('skipped' in takeoff) return [...lines, takeoff.skipped, ''];
  const { drawing, firstPage, pan, edit, modelEdit } = takeoff;
  lines.push(
    `Drawing set: ${drawing.pages} A1 pages, ${mb(drawing.bytes)} MB (${drawing.bytes} bytes), about ${drawing.segmentsPerPage} vector segments and ${drawing.textRunsPerPage} text runs a page.`,
    '',
    `| measure | ${firstPage.map((run) => run.link?.name ?? 'localhost').join(' | ')} |`,
    `|---|${firstPage.map(() => '---').join('|')}|`,
    ...FIRST_PAGE_ROWS.map(
      ([name, figure]) => `| ${name} | ${firstPage.map((run) => figure(run, drawing.bytes)).join(' | ')} |`,
    ),
    '',
    '| pan (drag) | marks | seconds | frames | p50 ms | p95 ms | max ms | frames > 50 ms |',
    '|---|---|---|---|---|---|---|---|',
    ...pan.map(
      (run) =>
        `| CPU ${run.cpuSlowdown}× | ${run.marks} | ${run.seconds} | ${run.frames} | ${run.p50Ms} | ${run.p95Ms} | ${run.maxMs} | ${run.over50Percent} % |`,
    ),
    '',
  );
  lines.push(
    'skipped' in edit
      ? `Measurement edit → re-priced sheets, one request at a time: ${edit.skipped}`
      : `Measurement edit → ${edit.sheetsRepriced} sheets re-priced, one request at a time (${edit.edits} edits after a warm-up): p50 ${edit.p50Ms} ms, p95 ${edit.p95Ms} ms, max ${edit.maxMs} ms.`,
    '',
    'skipped' in modelEdit
      ? `A wall of the building model moved: ${modelEdit.skipped}`
      : `A wall of a 3-bedroom house bound to the building model (${modelEdit.inputsBound} inputs bound) moved → ${modelEdit.sheetsRepriced} sheets re-measured and re-priced, one request at a time (${modelEdit.edits} edits after a warm-up): p50 ${modelEdit.p50Ms} ms, p95 ${modelEdit.p95Ms} ms, max ${modelEdit.maxMs} ms.`,
    '',
  );
  return lines;
}
