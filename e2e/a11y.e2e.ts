import { ACCESS_LEVELS, type AccessLevel } from '@kadirio/domain';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { apiClient } from './support/api';

/**
 * Every page of the app through axe-core, as a visitor and as each role: no serious or critical
 * violation. Add a page to one of the lists below when a route is added; each role's home is `/`.
 */
export const VISITOR_PAGES = [
  '/',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/estimate',
  '/catalogue',
  '/blog',
  '/no-such-page',
];
/** What differs by role; the public pages look the same signed in and are audited once above. */
export const SIGNED_IN_PAGES = ['/', '/Profile', '/catalogue'];
/** The screens only some roles reach, audited for those roles on top of the pages above. */
export const ROLE_PAGES: Partial<Record<AccessLevel, string[]>> = {
  admin: ['/blog/new', '/messages', '/suppliers', '/materials', '/offers', '/orders'],
  user: ['/orders'],
  boq: ['/walling', '/plumbing'],
  pricetag: ['/walling'],
};

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

// Contexts bypass the content security policy only so axe can be injected as an inline script.
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const api = apiClient(() => server.baseUrl);

/** The serious and critical violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document): Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id} (${violation.help}): ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/**
 * Opens a page and waits until it has settled: network quiet, no spinner left, and index.html's
 * splash gone (main.tsx removes it when the first screen is drawn, whatever the screen).
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0, null, {
    timeout: 10_000,
  });
  expect(await page.locator('#boot-splash').count(), `the splash still covers ${path}`).toBe(0);
}

async function audit(page: Page, label: string, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await open(page, path);
    await screenshot(page, `a11y-${label}${path === '/' ? '-home' : path.replace(/\//g, '-')}`);
    for (const violation of await seriousViolations(page)) found.push(`${label} ${path}: ${violation}`);
  }
  return found;
}

describe('accessibility (axe-core)', () => {
  it('has no serious or critical violation on any page a visitor sees', async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, bypassCSP: true });
    const violations = await audit(await context.newPage(), 'visitor', VISITOR_PAGES);
    await context.close();
    expect(violations).toEqual([]);
  });

  it.each(ACCESS_LEVELS.map((level) => [level]))(
    'has no serious or critical violation on the pages of a signed-in %s',
    async (level: AccessLevel) => {
      const { token: adminToken } = await api<{ token: string }>('/api/users/login', {
        method: 'POST',
        body: { email: ADMIN.email, password: ADMIN.password },
      });
      const person = {
        name: `A11y ${level}`,
        email: `a11y-${level}@example.com`,
        // One account per phone number: each role's person has its own.
        phone: `0712${String(ACCESS_LEVELS.indexOf(level)).padStart(6, '0')}`,
        password: 'a11y-password-long-enough',
      };
      const email = level === 'admin' ? ADMIN.email : person.email;
      const password = level === 'admin' ? ADMIN.password : person.password;
      if (level !== 'admin') {
        const { _id } = await api<{ _id: string }>('/api/users/', { method: 'POST', body: person });
        if (level !== 'user')
          await api(`/api/users/${_id}`, { method: 'PUT', token: adminToken, body: { accessLevel: level } });
      }
      const context = await browser.newContext({ baseURL: server.baseUrl, bypassCSP: true });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const violations = await audit(page, level, [...SIGNED_IN_PAGES, ...(ROLE_PAGES[level] ?? [])]);
      await context.close();
      expect(violations).toEqual([]);
    },
  );
});
