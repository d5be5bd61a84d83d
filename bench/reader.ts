import { readPage } from '@kadirio/domain';
import { drawingPdf, pdfPageContent } from '../apps/server/src/modules/takeoff/drawing-reader-pdf';
import {
  A1_LANDSCAPE,
  combined,
  houseDrawing,
  type TestDrawing,
} from '../packages/domain/src/takeoff/reader/testing/house-drawing';

/**
 * The drawing reader (docs/takeoff.md §5) on a heavy page: an A1 sheet of 50,000 path segments —
 * the reader's test house at 1:125 repeated in a grid, every wall hatched at 45° and the rooms
 * tiled in 300 mm squares, with all the dimension strings — drawn by pdfkit and parsed by pdf.js in Node. The bench
 * times pdf.js's own parse of the page (getOperatorList + getTextContent) and `readPage` on what it
 * gives, in the same run, so the reader's cost reads against the cost of opening the page at all.
 */

export const READER_SEGMENTS = 50_000;
export const READER_TARGET_MS = 1500;
const RATIO = 125;
const RUNS = 5;
const PT_PER_MM = 72 / 25.4 / RATIO;
/** A house and its dimensions take 14 × 12 m of site at this spacing. */
const STEP_MM = { x: 14_000, y: 12_500 } as const;
const FIRST = { x: 120, y: 110 } as const;
const HATCH_PT = 0.75;

export interface ReaderBench {
  segments: number;
  words: number;
  houses: number;
  bytes: number;
  /** pdf.js: getOperatorList + getTextContent of the page, and the reduction to PageContent, median ms. */
  pdfjsParseMs: number;
  /** `readPage` on that content: its first (cold) call, then the median and worst of the runs after. */
  readPageFirstMs: number;
  readPageMs: number;
  readPageMaxMs: number;
  /** What it read, as a check the bench measured a real reading. */
  status: string;
  ratio: number | null;
  walls: number;
  rooms: number;
  openings: number;
}

/** Houses in rows until 50,000 segments (arcs count as the 8 pieces pdf.js's reader samples). */
export function readerPage(): { drawing: TestDrawing; houses: number } {
  const drawings: TestDrawing[] = [];
  let segments = 0;
  let houses = 0;
  for (let row = 0; segments < READER_SEGMENTS; row += 1) {
    for (let column = 0; segments < READER_SEGMENTS; column += 1) {
      const origin = {
        x: FIRST.x + column * STEP_MM.x * PT_PER_MM,
        y: FIRST.y + row * STEP_MM.y * PT_PER_MM,
      };
      if (origin.x + 11_000 * PT_PER_MM > A1_LANDSCAPE.width) break;
      if (origin.y + 10_000 * PT_PER_MM > A1_LANDSCAPE.height) throw new Error('the A1 page is full');
      const house = houseDrawing({
        ratio: RATIO,
        origin,
        untitled: true,
        hatchEveryPt: HATCH_PT,
        tiled: true,
      });
      // The last house is cut short (its last hatching and tiles) to make the count exact.
      const room = READER_SEGMENTS - segments - house.arcs.length * 8;
      drawings.push({ ...house, lines: house.lines.slice(0, Math.max(0, room)) });
      segments += Math.min(house.lines.length, Math.max(0, room)) + house.arcs.length * 8;
      houses += 1;
    }
  }
  const page = combined(A1_LANDSCAPE.width, A1_LANDSCAPE.height, drawings);
  page.texts.push({ text: `TYPICAL HOUSES   SCALE 1:${RATIO}`, x: 1900, y: 1640, size: 10, angle: 0 });
  return { drawing: page, houses };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number) => Math.round(value);

export async function runReaderBench(): Promise<ReaderBench> {
  const { drawing, houses } = readerPage();
  const bytes = await drawingPdf(drawing);
  const parseTimes: number[] = [];
  let content = await pdfPageContent(bytes); // warm-up: pdf.js's fonts and the JIT
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    content = await pdfPageContent(bytes);
    parseTimes.push(performance.now() - started);
  }
  const first = performance.now();
  readPage(content);
  const readPageFirstMs = round(performance.now() - first);
  const readTimes: number[] = [];
  let reading = readPage(content);
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    reading = readPage(content);
    readTimes.push(performance.now() - started);
  }
  return {
    segments: content.segments.length,
    words: content.words.length,
    houses,
    bytes: bytes.length,
    pdfjsParseMs: round(median(parseTimes)),
    readPageFirstMs,
    readPageMs: round(median(readTimes)),
    readPageMaxMs: round(Math.max(...readTimes)),
    status: reading.status,
    ratio: reading.scale?.ratio ?? null,
    walls: reading.walls.length,
    rooms: reading.rooms.length,
    openings: reading.openings.length,
  };
}

/** The bench's targets: the reader within 1.5 s on the 50,000-segment page (median of its runs). */
export function readerTargets(
  reader: ReaderBench | { skipped: string },
): { name: string; met: boolean; figures: string }[] {
  if ('skipped' in reader) return [];
  return [
    {
      name: `drawing reader: readPage on an A1 page of ${reader.segments} segments ≤ ${READER_TARGET_MS / 1000} s`,
      met: reader.readPageMs <= READER_TARGET_MS,
      figures: `median ${reader.readPageMs} ms (first call ${reader.readPageFirstMs} ms); pdf.js parse ${reader.pdfjsParseMs} ms`,
    },
  ];
}

export function readerMarkdown(reader: ReaderBench | { skipped: string }): string[] {
  const lines = ['## Drawing reader (Node, pdf.js legacy build)', ''];
  if ('skipped' in reader) return [...lines, reader.skipped, ''];
  lines.push(
    `An A1 page of ${reader.segments} path segments and ${reader.words} text runs (${reader.houses} houses at 1:${RATIO}, hatched and tiled; ${(reader.bytes / 1_000_000).toFixed(1)} MB uncompressed), median of ${RUNS} runs after a warm-up.`,
    '',
    '| step | ms |',
    '|---|---|',
    `| pdf.js: getOperatorList + getTextContent + pageContentFromPdfjs | ${reader.pdfjsParseMs} |`,
    `| **readPage** (target ≤ ${READER_TARGET_MS}) | **${reader.readPageMs}** (worst ${reader.readPageMaxMs}, first call ${reader.readPageFirstMs}) |`,
    '',
    `It read: ${reader.status}, 1:${reader.ratio ?? '–'}, ${reader.walls} wall runs, ${reader.rooms} rooms, ${reader.openings} openings.`,
    '',
  );
  return lines;
}
