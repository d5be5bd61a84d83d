import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { issueBill } from './client-bill';
import { signIn } from './scenarios';
import type { Seeded } from './seed';

/** A page to audit: its path, and the session to open it with (null: a visitor). */
export interface AuditedPage {
  name: string;
  path: string;
  session: Record<string, unknown> | null;
}

export interface PageAudit {
  name: string;
  path: string;
  /** 0–100, Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU). */
  performance: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** What the page downloaded, and the main thread's script time: the usual reasons for a low score. */
  transferKb: number | null;
  scriptMs: number | null;
  skipped?: string;
}

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
/** The web app's "page not found" heading (apps/web/src/lib/locales/en.ts, notFound.title). */
const NOT_FOUND_TITLE = 'Page not found';

/** Puts the session where the web app keeps it (session storage, key `user`) before its code runs. */
export async function openWithSession(page: Page, session: Record<string, unknown> | null): Promise<void> {
  if (!session) return;
  await page.evaluateOnNewDocument((value: string) => {
    try {
      window.sessionStorage.setItem('user', value);
    } catch {
      // about:blank has no storage; the app's own document does.
    }
  }, JSON.stringify(session));
}

/** True when the web app answers the path with its "page not found" screen. */
async function showsNotFound(page: Page, url: string): Promise<boolean> {
  await page.goto(url, { waitUntil: 'networkidle0' });
  return page.evaluate((title: string) => document.body.innerText.includes(title), NOT_FOUND_TITLE);
}

/**
 * Lighthouse (performance category, default mobile preset) on each page in the system Chromium
 * (CHROME_PATH, else /usr/bin/chromium). Pages the app does not have yet are reported as skipped.
 */
export async function auditPages(baseUrl: string, pages: AuditedPage[]): Promise<PageAudit[]> {
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROME_FLAGS,
  });
  const audits: PageAudit[] = [];
  try {
    for (const audited of pages) {
      const page = await browser.newPage();
      try {
        await openWithSession(page, audited.session);
        const url = `${baseUrl}${audited.path}`;
        if (await showsNotFound(page, url)) {
          audits.push({
            name: audited.name,
            path: audited.path,
            performance: null,
            lcpMs: null,
            tbtMs: null,
            cls: null,
            transferKb: null,
            scriptMs: null,
            skipped: `not available: the web app shows "${NOT_FOUND_TITLE}" at ${audited.path}`,
          });
          continue;
        }
        const result = await lighthouse(
          url,
          { onlyCategories: ['performance'], logLevel: 'error' },
          undefined,
          page,
        );
        const lhr = result?.lhr;
        // LIGHTHOUSE_JSON_DIR=<dir>: each page's whole report, for its LCP element, layout shifts
        // and long tasks (the figures below only say how slow, not why).
        const reportDir = process.env.LIGHTHOUSE_JSON_DIR;
        if (reportDir && lhr) {
          await mkdir(reportDir, { recursive: true });
          const fileName = `${audited.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.json`;
          await writeFile(join(reportDir, fileName), JSON.stringify(lhr));
        }
        const numeric = (id: string) => {
          const value = lhr?.audits[id]?.numericValue;
          return value === undefined ? null : Math.round(value * 1000) / 1000;
        };
        const score = lhr?.categories.performance?.score;
        audits.push({
          name: audited.name,
          path: audited.path,
          performance: score === null || score === undefined ? null : Math.round(score * 100),
          lcpMs: Math.round(numeric('largest-contentful-paint') ?? 0),
          tbtMs: Math.round(numeric('total-blocking-time') ?? 0),
          cls: numeric('cumulative-layout-shift'),
          transferKb: Math.round((numeric('total-byte-weight') ?? 0) / 1024),
          scriptMs: Math.round(numeric('bootup-time') ?? 0),
          // A page Lighthouse could not score says why (NO_LCP, a page error, a timeout).
          ...(lhr?.runtimeError ? { skipped: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
        });
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return audits;
}

/**
 * The pages the bench audits: the landing page and the login page as a visitor; the walling sheet
 * of a `successful` map as BOQ staff (BENCH_BOQ_WORKSPACE_PATH names another page; {mapId}: that
 * map); and, once a surveyor has issued the seeded client's bill, the client's home (their plans,
 * "BOQ ready") and their issued bill (the Lighthouse budget, docs/performance.md).
 */
export async function pagesToAudit(baseUrl: string, seeded: Seeded): Promise<AuditedPage[]> {
  const boqSession = await signIn(baseUrl, seeded.boq.email);
  const workspacePath = (process.env.BENCH_BOQ_WORKSPACE_PATH ?? '/walling?map={mapId}').replace(
    '{mapId}',
    seeded.boq.successfulMapIds[0] ?? '',
  );
  await issueBill(baseUrl, String(boqSession.token), seeded.client.mapId);
  const clientSession = await signIn(baseUrl, seeded.client.email);
  return [
    { name: 'landing', path: '/', session: null },
    { name: 'login', path: '/login', session: null },
    { name: 'BOQ workspace (boq staff)', path: workspacePath, session: boqSession },
    { name: 'client home', path: '/', session: clientSession },
    { name: 'client BOQ view', path: `/my-boq/${seeded.client.mapId}`, session: clientSession },
  ];
}
