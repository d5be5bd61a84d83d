import type { Browser, CDPSession, Page } from 'puppeteer-core';
import { openWithSession } from './lighthouse';

/**
 * The two take-off measurements in Chromium: how soon the drawing pane shows the first page of a
 * heavy set (and how much of the file it fetched for it), and the frame times of a drag-pan over
 * hundreds of marks. The viewer's canvas carries `data-painted-page` once a page's bitmap is drawn
 * in full (apps/web/src/components/drawing-viewer/drawing-surface.tsx).
 */

export interface OpenedWorkspace {
  baseUrl: string;
  /** The BOQ workspace page with the drawing pane, e.g. `/walling?map=<id>`. */
  path: string;
  session: Record<string, unknown>;
  /** The drawing's address as the viewer fetches it: `/api/maps/<id>/drawings/<id>`. */
  drawingPath: string;
}

/** A network link Chromium emulates (CDP `Network.emulateNetworkConditions`). */
export interface NetworkLink {
  name: string;
  downloadMbps: number;
  uploadMbps: number;
  latencyMs: number;
}

export interface FirstPageResult {
  /** The emulated link, or null: localhost as it is. */
  link: NetworkLink | null;
  /** Navigation start → page 1's bitmap drawn in full. */
  firstPageMs: number;
  /** Where that time went: navigation → the first request for the PDF (the app, its data, pdf.js); */
  drawingRequestedMs: number;
  /** navigation → page 1's canvas on screen, still blank (the file's structure and the page read). */
  canvasShownMs: number;
  /** Bytes of the PDF received by then, and the file's size. */
  firstPageBytes: number;
  /** Requests for the PDF by then: range requests answered 206, whole-file ones 200. */
  rangeRequests: number;
  wholeFileRequests: number;
  /** Asked for right after page 1 showed (nine clicks on "Next page"): the click → page 10 drawn. */
  page10Ms: number;
  /** Bytes of the PDF received by the time page 10 showed. */
  page10Bytes: number;
}

export interface PanResult {
  /** 1: the machine as it is; 4: Chromium's CPU slowed four times (CDP). */
  cpuSlowdown: number;
  marks: number;
  seconds: number;
  frames: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Share of frame intervals over 50 ms, in per cent. */
  over50Percent: number;
}

const VIEWPORT = { width: 1280, height: 800 };
const PAINT_TIMEOUT_MS = 120_000;
const PANE = '[data-testid="drawing-pane"]';
const CANVAS = `${PANE} canvas`;
const SURFACE = `${PANE} [role="application"]`;
/** How long each pan is, and how often the mouse reports a move (a 125 Hz mouse). */
const PAN_SECONDS = 4;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  'disabled-by-default-devtools.timeline',
  'toplevel',
];
const MOVE_EVERY_MS = 8;

/** Counts the drawing's bytes as the browser receives them (CDP Network events). */
class DrawingTraffic {
  bytes = 0;
  ranges = 0;
  /** `performance.now()` in this process when the first request for the PDF left. */
  firstRequestAt: number | null = null;
  wholeFile = 0;
  private readonly drawingRequests = new Set<string>();

  constructor(session: CDPSession, drawingPath: string) {
    session.on('Network.requestWillBeSent', (event) => {
      if (new URL(event.request.url).pathname !== drawingPath) return;
      this.drawingRequests.add(event.requestId);
      this.firstRequestAt ??= performance.now();
    });
    session.on('Network.responseReceived', (event) => {
      if (!this.drawingRequests.has(event.requestId)) return;
      if (event.response.status === 206) this.ranges += 1;
      else if (event.response.status === 200) this.wholeFile += 1;
    });
    session.on('Network.dataReceived', (event) => {
      if (this.drawingRequests.has(event.requestId)) this.bytes += event.dataLength;
    });
  }
}

async function newWorkspacePage(browser: Browser, opened: OpenedWorkspace): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewport(VIEWPORT);
  await openWithSession(page, opened.session);
  page.on('pageerror', (error) => console.error('take-off bench: page error', error));
  return page;
}

/** Resolves with `performance.now()` in the page when the canvas holds `pageNumber` in full. */
function paintedAt(page: Page, pageNumber: number): Promise<number> {
  return page
    .waitForFunction(
      (selector: string, wanted: string) =>
        document.querySelector(selector)?.getAttribute('data-painted-page') === wanted
          ? performance.now()
          : false,
      { polling: 'mutation', timeout: PAINT_TIMEOUT_MS },
      CANVAS,
      String(pageNumber),
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
}

export async function measureFirstPage(
  browser: Browser,
  opened: OpenedWorkspace,
  link: NetworkLink | null,
): Promise<FirstPageResult> {
  const page = await newWorkspacePage(browser, opened);
  try {
    const session = await page.createCDPSession();
    await session.send('Network.enable');
    // A cold start, as a surveyor opening the set for the first time: nothing cached.
    await session.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (link) {
      await session.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: link.latencyMs,
        downloadThroughput: (link.downloadMbps * 1_000_000) / 8,
        uploadThroughput: (link.uploadMbps * 1_000_000) / 8,
      });
    }
    const traffic = new DrawingTraffic(session, opened.drawingPath);
    // TAKEOFF_TRACE=<file.json>: a Chromium trace (every thread, pdf.js's worker included) of the
    // localhost run from navigation to page 1 drawn, for chrome://tracing or DevTools.
    const tracePath = link ? undefined : process.env.TAKEOFF_TRACE;
    if (tracePath) await page.tracing.start({ path: tracePath, categories: TRACE_CATEGORIES });
    const navigatedAt = performance.now();
    const canvasShown = page
      .waitForFunction(
        (selector: string) => (document.querySelector(selector) ? performance.now() : false),
        {
          polling: 'mutation',
          timeout: PAINT_TIMEOUT_MS,
        },
        CANVAS,
      )
      .then((handle) => handle.jsonValue() as Promise<number>);
    await page.goto(`${opened.baseUrl}${opened.path}`, { waitUntil: 'domcontentloaded' });
    const firstPageMs = await paintedAt(page, 1);
    const canvasShownMs = await canvasShown;
    if (tracePath) await page.tracing.stop();
    const firstPageBytes = traffic.bytes;
    const { ranges, wholeFile } = traffic;

    const askedAt = await page.evaluate(() => performance.now());
    for (let click = 0; click < 9; click += 1) await page.click(`${PANE} button[aria-label="Next page"]`);
    const page10At = await paintedAt(page, 10);
    return {
      link,
      firstPageMs: Math.round(firstPageMs),
      drawingRequestedMs: Math.round((traffic.firstRequestAt ?? navigatedAt) - navigatedAt),
      canvasShownMs: Math.round(canvasShownMs),
      firstPageBytes,
      rangeRequests: ranges,
      wholeFileRequests: wholeFile,
      page10Ms: Math.round(page10At - askedAt),
      page10Bytes: traffic.bytes,
    };
  } finally {
    await page.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Records the interval between animation frames until `__panFrames.running` is set false. A
 * string, not a function: tsx would wrap a named function in a helper the page does not have.
 */
const RECORD_FRAMES = `(() => {
  const state = { frames: [], running: true };
  window.__panFrames = state;
  let last = null;
  const tick = (time) => {
    if (last !== null) state.frames.push(time - last);
    last = time;
    if (state.running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/** Frame intervals from requestAnimationFrame while the mouse drags the page around a circle. */
async function dragPan(page: Page, cpuSlowdown: number, marks: number): Promise<PanResult> {
  const box = (await (await page.$(SURFACE))!.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const radius = Math.min(box.width, box.height) / 4;
  await page.mouse.move(centre.x + radius, centre.y);
  await page.mouse.down();
  await page.evaluate(RECORD_FRAMES);
  const started = Date.now();
  while (Date.now() - started < PAN_SECONDS * 1000) {
    const angle = ((Date.now() - started) / 1500) * 2 * Math.PI; // a turn every 1.5 s
    await page.mouse.move(centre.x + radius * Math.cos(angle), centre.y + radius * Math.sin(angle));
    await new Promise((resolve) => setTimeout(resolve, MOVE_EVERY_MS));
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => {
    const state = (window as unknown as { __panFrames: { frames: number[]; running: boolean } }).__panFrames;
    state.running = false;
    return state.frames;
  });
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    cpuSlowdown,
    marks,
    seconds: PAN_SECONDS,
    frames: frames.length,
    p50Ms: round1(percentile(sorted, 50)),
    p95Ms: round1(percentile(sorted, 95)),
    maxMs: round1(sorted.at(-1) ?? 0),
    over50Percent: round1(
      (frames.filter((interval) => interval > 50).length / Math.max(1, frames.length)) * 100,
    ),
  };
}

/**
 * Opens the workspace with the drawing's marks, fits the page's width (the surveyor's working
 * zoom, about 1:2 on screen), and pans at each CPU slowdown in turn.
 */
export async function measurePan(
  browser: Browser,
  opened: OpenedWorkspace,
  marks: number,
  slowdowns: number[],
): Promise<PanResult[]> {
  const page = await newWorkspacePage(browser, opened);
  try {
    const session = await page.createCDPSession();
    await page.goto(`${opened.baseUrl}${opened.path}`, { waitUntil: 'domcontentloaded' });
    await paintedAt(page, 1);
    await page.waitForFunction(
      (selector: string, wanted: number) =>
        (document.querySelector(selector)?.childElementCount ?? 0) >= wanted,
      { timeout: PAINT_TIMEOUT_MS },
      `${PANE} [data-testid="saved-marks"]`,
      marks,
    );
    await page.click(`${PANE} button[aria-label="Fit width"]`);
    // The bitmap is drawn again at the new zoom once it rests: wait for that drawing to start and end.
    await page
      .waitForFunction(
        (selector: string) => !document.querySelector(selector)?.hasAttribute('data-painted-page'),
        {
          polling: 'mutation',
          timeout: 2000,
        },
        CANVAS,
      )
      .catch(() => undefined); // already drawn again (or the zoom did not change)
    await paintedAt(page, 1);
    const results: PanResult[] = [];
    for (const slowdown of slowdowns) {
      await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      results.push(await dragPan(page, slowdown, marks));
    }
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return results;
  } finally {
    await page.close();
  }
}
