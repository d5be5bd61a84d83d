import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { apiClient } from './api';

/** The page fits the phone's width: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/**
 * The admin checks the plan and issues its bill, as staff would over the following days: a sheet
 * with quantities is completed; one the house left empty is marked not applicable for `reason`.
 */
export async function checkAndIssue(
  api: ReturnType<typeof apiClient>,
  adminToken: string,
  mapId: string,
  reason: string,
) {
  for (const to of ['unitcheck', 'successful']) {
    await api(`/api/maps/${mapId}/transitions`, { method: 'POST', token: adminToken, body: { to } });
  }
  await api(`/api/maps/${mapId}/boq/house`, {
    method: 'POST',
    token: adminToken,
    body: { length: 12, width: 9 },
  });
  const boq = await api<{
    sheets: { trade: string; version: number; status: string; lines: { quantity: number }[] }[];
  }>(`/api/maps/${mapId}/boq`, { token: adminToken });
  for (const sheet of boq.sheets.filter((each) => each.status === 'draft')) {
    const filled = sheet.lines.some((line) => line.quantity > 0);
    await api(`/api/maps/${mapId}/boq/${sheet.trade}/${filled ? 'complete' : 'not-applicable'}`, {
      method: 'POST',
      token: adminToken,
      body: filled ? { version: sheet.version } : { version: sheet.version, reason },
    });
  }
  await api(`/api/maps/${mapId}/boq/issue`, { method: 'POST', token: adminToken });
}

/**
 * No box on the page scrolls sideways either: every element whose overflow scrolls is as wide as
 * its content (scrollWidth ≤ clientWidth), so no price or amount hides to the right. Names the
 * offenders.
 */
export async function expectNoElementScrollsSideways(page: Page) {
  const offenders = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (
          (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1
        );
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} (${element.scrollWidth} px in ${element.clientWidth} px)`,
      ),
  );
  expect(offenders).toEqual([]);
  await expectNoSidewaysScroll(page);
}
