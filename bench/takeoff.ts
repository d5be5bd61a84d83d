import puppeteer from 'puppeteer-core';
import { seedFreshDatabase, startApp } from './app-server';
import { freshPglite } from './databases';
import { CHROME_FLAGS } from './lighthouse';
import { measureBungalow, movedWall } from './building-model-scenario';
import { benchApi, bindExternalWalls, editBody, type BenchApi } from './measurement-scenario';
import { signIn } from './scenarios';
import { ADMIN, type Seeded } from './seed';
import {
  measureFirstPage,
  measurePan,
  type FirstPageResult,
  type NetworkLink,
  type PanResult,
} from './takeoff-browser';
import { A1_LANDSCAPE, drawingSet, seededRandom, type DrawingSet } from './takeoff-drawing-set';

/**
 * The take-off in the browser (docs/performance.md), on a fresh seeded PGlite database with the
 * built app: the heavy drawing set uploaded to a `successful` map, its first page in the BOQ
 * workspace's drawing pane, a drag-pan over 500 marks, and the measurement edit → re-priced sheets
 * round trip timed one request at a time.
 */

export const MARKS = 500;
/** 1× always; 4× (Chromium's CPU slowed by CDP) as a phone-class device. */
const CPU_SLOWDOWNS = [1, 4];
/**
 * Localhost shows what the browser and the server cost; over a slower link the file cannot arrive
 * whole before the first page, which shows whether pdf.js asks for just the ranges it needs. The
 * link is an assumption for the bench, not a measurement of any network.
 */
const LINKS: (NetworkLink | null)[] = [
  null,
  { name: '10 Mbit/s down, 5 up, 50 ms latency', downloadMbps: 10, uploadMbps: 5, latencyMs: 50 },
];
const EDIT_WARMUP = 20;
const EDITS = 100;
const SET_NAME = 'A-100 bench set.pdf';

export interface EditLatency {
  edits: number;
  /** Sheets each edit re-priced. */
  sheetsRepriced: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface TakeoffResult {
  drawing: Omit<DrawingSet, 'bytes'> & { bytes: number };
  /** One per link in LINKS; the first is localhost unthrottled. */
  firstPage: FirstPageResult[];
  pan: PanResult[];
  edit: EditLatency | { skipped: string };
  /** A wall of a house bound to the building model moved: every sheet reading it re-priced. */
  modelEdit: (EditLatency & { inputsBound: number }) | { skipped: string };
}

/** The map's drawings replaced by the set (an admin may change any plan's drawings); answers its id. */
async function uploadSet(
  baseUrl: string,
  adminToken: string,
  mapId: string,
  set: DrawingSet,
): Promise<string> {
  const admin = benchApi(baseUrl, adminToken);
  const map = await admin('GET', `/api/maps/${mapId}`);
  for (const old of (map.json.drawings as { _id: string }[] | undefined) ?? []) {
    const removed = await admin('DELETE', `/api/maps/${mapId}/drawings/${old._id}`);
    if (removed.status !== 200)
      throw new Error(
        `deleting a seeded drawing answered ${removed.status}: ${JSON.stringify(removed.json)}`,
      );
  }
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(set.bytes)], { type: 'application/pdf' }), SET_NAME);
  const response = await fetch(`${baseUrl}/api/maps/${mapId}/drawings`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  const answer = (await response.json()) as { _id: string }[] | { message?: string };
  if (response.status !== 201 || !Array.isArray(answer) || !answer[0])
    throw new Error(`uploading the drawing set answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer[0]._id;
}

/** A length, an area or a count, in turn, somewhere on the A1 page. */
function markGeometry(index: number, random: () => number) {
  const point = () => ({
    x: Math.round((100 + random() * (A1_LANDSCAPE.width - 300)) * 100) / 100,
    y: Math.round((100 + random() * (A1_LANDSCAPE.height - 300)) * 100) / 100,
  });
  const near = (from: { x: number; y: number }) => ({
    x: Math.round((from.x + (random() - 0.5) * 200) * 100) / 100,
    y: Math.round((from.y + (random() - 0.5) * 200) * 100) / 100,
  });
  const start = point();
  const many = (min: number, spread: number) =>
    Array.from({ length: min + Math.floor(random() * spread) }, () => near(start));
  switch (index % 3) {
    case 0:
      return { group: 'Walls', geometry: { kind: 'length', points: [start, ...many(1, 4)] } };
    case 1:
      return { group: 'Floors', geometry: { kind: 'area', points: [start, ...many(3, 4)], holes: [] } };
    default:
      return {
        group: 'Openings',
        geometry: {
          kind: 'count',
          markers: many(3, 6).map((at) => ({ ...at, type: random() < 0.5 ? 'D1' : 'W1' })),
        },
      };
  }
}

/** Page 1 at 1:100 and `count` marks on it, created one by one as a surveyor would. */
async function createMarks(api: BenchApi, mapId: string, drawingId: string, count: number): Promise<void> {
  const scale = await api('PUT', `/api/maps/${mapId}/drawings/${drawingId}/scales`, {
    page: 1,
    scales: [{ source: 'text', ratio: 100 }],
  });
  if (scale.status !== 200) throw new Error(`setting the page scale answered ${scale.status}`);
  const random = seededRandom(14);
  for (let index = 0; index < count; index += 1) {
    const { group, geometry } = markGeometry(index, random);
    const created = await api('POST', `/api/maps/${mapId}/measurements`, {
      drawingId,
      page: 1,
      name: `Bench mark ${index + 1}`,
      key: `BenchMark${index + 1}`,
      group,
      geometry,
    });
    if (created.status !== 201)
      throw new Error(
        `creating mark ${index + 1} answered ${created.status}: ${JSON.stringify(created.json)}`,
      );
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** The edit → re-priced sheets round trip, one request at a time: latency as one surveyor feels it. */
async function timeEdits(api: BenchApi, mapId: string): Promise<EditLatency | { skipped: string }> {
  const mark = await bindExternalWalls(api, mapId);
  if ('skip' in mark) return { skipped: mark.skip };
  return timeRoundTrips(async () => {
    const answer = await api('PUT', mark.url, JSON.parse(editBody(mark)));
    if (answer.status !== 200) return { ok: false, status: answer.status };
    mark.version = (answer.json.measurement as { version: number }).version;
    return { ok: true, sheetsRepriced: (answer.json.repricedSheets as unknown[]).length };
  });
}

/** Times `edits` one request at a time after a warm-up: p50, p95 and max of the round trip. */
async function timeRoundTrips(
  edit: () => Promise<{ ok: true; sheetsRepriced: number } | { ok: false; status: number }>,
): Promise<EditLatency | { skipped: string }> {
  const times: number[] = [];
  let sheetsRepriced = 0;
  for (let turn = 0; turn < EDIT_WARMUP + EDITS; turn += 1) {
    const started = performance.now();
    const answer = await edit();
    const elapsed = performance.now() - started;
    if (!answer.ok) return { skipped: `not run: an edit answered ${answer.status}` };
    sheetsRepriced = answer.sheetsRepriced;
    if (turn >= EDIT_WARMUP) times.push(elapsed);
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    edits: EDITS,
    sheetsRepriced,
    p50Ms: round1(percentile(sorted, 50)),
    p95Ms: round1(percentile(sorted, 95)),
    maxMs: round1(sorted.at(-1) ?? 0),
  };
}

/**
 * A 3-bedroom bungalow measured in the building model's groups, every sheet bound to the model by
 * default, then one external wall moved back and forth: the move → re-measured and re-priced
 * sheets round trip (target: 100 ms on the server, docs/performance.md).
 */
async function timeModelEdits(api: BenchApi, mapId: string): Promise<TakeoffResult['modelEdit']> {
  const mark = await measureBungalow(api, mapId);
  if ('skip' in mark) return { skipped: mark.skip };
  const latency = await timeRoundTrips(async () => {
    const answer = await api('PUT', mark.url, { version: mark.version, geometry: movedWall(mark.turn++) });
    if (answer.status !== 200) return { ok: false, status: answer.status };
    mark.version = (answer.json.measurement as { version: number }).version;
    return { ok: true, sheetsRepriced: (answer.json.repricedSheets as unknown[]).length };
  });
  return 'skipped' in latency ? latency : { ...latency, inputsBound: mark.bound };
}

async function measure(baseUrl: string, seeded: Seeded, set: DrawingSet): Promise<TakeoffResult> {
  const adminToken = String((await signIn(baseUrl, ADMIN.email)).token);
  const boqSession = await signIn(baseUrl, seeded.boq.email);
  const api = benchApi(baseUrl, String(boqSession.token));
  const [mapId, editMapId, modelMapId] = seeded.boq.successfulMapIds;
  if (!mapId || !editMapId || !modelMapId)
    throw new Error('the seeded data has fewer than three successful maps');
  const drawingId = await uploadSet(baseUrl, adminToken, mapId, set);
  const opened = {
    baseUrl,
    path: `/walling?map=${mapId}`,
    session: boqSession,
    drawingPath: `/api/maps/${mapId}/drawings/${drawingId}`,
  };

  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROME_FLAGS,
  });
  try {
    const firstPage: FirstPageResult[] = [];
    for (const link of LINKS) {
      firstPage.push(await measureFirstPage(browser, opened, link));
      console.info('take-off: first page', firstPage.at(-1));
    }
    await createMarks(api, mapId, drawingId, MARKS);
    const pan = await measurePan(browser, opened, MARKS, CPU_SLOWDOWNS);
    console.info('take-off: pan', pan);
    const edit = await timeEdits(api, editMapId);
    console.info('take-off: edit round trip', edit);
    const modelEdit = await timeModelEdits(api, modelMapId);
    console.info('take-off: a wall of the building model moved', modelEdit);
    const { bytes, ...counts } = set;
    return { drawing: { ...counts, bytes: bytes.length }, firstPage, pan, edit, modelEdit };
  } finally {
    await browser.close();
  }
}

/** The take-off benches on their own fresh database and app (the built one: `npm run build` first). */
export async function runTakeoffBenches(): Promise<TakeoffResult> {
  const set = await drawingSet();
  console.info(`take-off: drawing set of ${set.bytes.length} bytes, ${set.segmentsPerPage} segments a page`);
  const database = await freshPglite();
  try {
    const seeded = await seedFreshDatabase(database);
    const app = await startApp(database);
    try {
      return await measure(app.baseUrl, seeded, set);
    } finally {
      await app.stop();
    }
  } finally {
    await database.dispose();
  }
}
