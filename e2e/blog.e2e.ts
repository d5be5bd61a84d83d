import type { Browser, Page } from 'playwright-core';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshot } from './support/browser';
import { ADMIN, startServer, type RunningServer } from './support/server';
import { apiClient } from './support/api';
import { buildCoverPng } from './support/png';

let server: RunningServer;
let browser: Browser;
let fileDir: string;

beforeAll(async () => {
  [server, browser, fileDir] = await Promise.all([
    startServer(),
    launchBrowser(),
    mkdtemp(join(tmpdir(), 'kadirio-e2e-blog-')),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (fileDir) await rm(fileDir, { recursive: true, force: true });
});

const api = apiClient(() => server.baseUrl);

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, baseURL: server.baseUrl });
  return context.newPage();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
}

/** The landing page loads its estimate and latest posts as the visitor scrolls down to them. */
async function scrollToLatestPosts(page: Page) {
  await page.getByRole('region', { name: 'Instant estimate' }).scrollIntoViewIfNeeded();
}

/** Cards load their covers lazily: scroll them into view and wait, so screenshots show them. */
async function waitForImages(page: Page, area: ReturnType<Page['getByRole']>) {
  await area.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      area
        .locator('img')
        .evaluateAll((images: HTMLImageElement[]) =>
          images.every((image) => image.complete && image.naturalWidth > 0),
        ),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

const POST_TITLE = 'Five things to know before buying cement';
const reader = {
  name: 'Juma Mwinyi',
  email: 'juma@example.com',
  phone: '0713000111',
  password: 'kilima-cha-mawe-77',
};

describe('the blog and the contact form', () => {
  it('admin writes and publishes a post with a cover', async () => {
    const page = await newPage();
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('link', { name: 'Blog posts' }).click();
    await page.getByRole('link', { name: 'New post' }).click();

    await page.getByRole('textbox', { name: /^Title/ }).fill(POST_TITLE);
    await page
      .getByRole('textbox', { name: /^Article/ })
      .fill(
        '## Store it dry\n\nCement takes up **water** from the air. Keep bags on pallets.\n\n' +
          '- Check the date on the bag\n- Buy what you use within a month\n\n<script>alert(1)</script>',
      );
    await page.getByRole('tab', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.getByRole('heading', { name: 'Store it dry' }).count()).toBe(1);
    expect(await preview.locator('script').count()).toBe(0);
    await expect.poll(() => preview.textContent()).toContain('<script>alert(1)</script>');
    await screenshot(page, 'blog-editor-preview-desktop');

    const coverPath = join(fileDir, 'cover.png');
    await writeFile(coverPath, buildCoverPng());
    await page.locator('input[type="file"]').setInputFiles(coverPath);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Post published').waitFor();
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    await page.waitForURL(/\/blog\/[0-9a-f-]{36}\/edit$/);
    await page.getByRole('img', { name: 'Cover image' }).waitFor();
    await screenshot(page, 'blog-editor-desktop');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByRole('tab', { name: 'Write' }).click();
    await screenshot(page, 'blog-editor-360');
    await page.context().close();
  });

  it('a visitor reads it on the landing page and on the post page', async () => {
    const page = await newPage();
    await page.goto('/');
    await scrollToLatestPosts(page);
    const latest = page.getByRole('region', { name: 'Latest from the blog' });
    await latest.getByRole('link', { name: new RegExp(POST_TITLE) }).waitFor();
    await expect.poll(() => page.title()).toBe('House plan to priced bill of quantities · Kadirio');
    await waitForImages(page, latest);
    await screenshot(page, 'landing-desktop');

    await latest.getByRole('link', { name: new RegExp(POST_TITLE) }).click();
    await page.waitForURL(/\/blog\/five-things-to-know-before-buying-cement$/);
    await page.getByRole('heading', { level: 1, name: POST_TITLE }).waitFor();
    await page.getByRole('heading', { name: 'Store it dry' }).waitFor();
    await expect.poll(() => page.title()).toBe(`${POST_TITLE} · Kadirio`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(
      'Cement takes up water from the air',
    );
    const cover = page.getByRole('img', { name: `Cover image of “${POST_TITLE}”` });
    await cover.waitFor();
    expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
    expect(await page.locator('article script').count()).toBe(0);
    await page.getByRole('link', { name: 'Log in to comment' }).waitFor();
    await screenshot(page, 'blog-post-desktop');

    await page.goto('/blog');
    await page.getByRole('link', { name: new RegExp(POST_TITLE) }).waitFor();
    await screenshot(page, 'blog-list-desktop');
    await page.context().close();

    const phone = await newPage(360);
    await phone.goto('/');
    await scrollToLatestPosts(phone);
    await phone.getByRole('region', { name: 'Latest from the blog' }).getByRole('link').first().waitFor();
    await waitForImages(phone, phone.getByRole('region', { name: 'Latest from the blog' }));
    await screenshot(phone, 'landing-360');
    await phone.goto('/blog');
    await phone.getByRole('link', { name: new RegExp(POST_TITLE) }).waitFor();
    await screenshot(phone, 'blog-list-360');
    await phone.goto('/blog/five-things-to-know-before-buying-cement');
    await phone.getByRole('heading', { name: 'Store it dry' }).waitFor();
    await screenshot(phone, 'blog-post-360');
    await phone.context().close();
  });

  it('a signed-in user comments on the post', async () => {
    await api('/api/users/', { method: 'POST', body: reader });
    const page = await newPage();
    await logIn(page, reader.email, reader.password);
    await page.goto('/blog/five-things-to-know-before-buying-cement');
    await page
      .getByRole('textbox', { name: 'Your comment' })
      .fill('Asante! We lost ten bags to the rain last year.');
    await page.getByRole('button', { name: 'Post comment' }).click();
    await page.getByText('Comment posted').waitFor();
    await page.getByRole('heading', { name: 'Comments (1)' }).waitFor();
    await page.getByText('We lost ten bags to the rain last year.').waitFor();
    await page.getByText(reader.name).waitFor();

    // Another visitor sees it too.
    const visitor = await newPage();
    await visitor.goto('/blog/five-things-to-know-before-buying-cement');
    await visitor.getByText('We lost ten bags to the rain last year.').waitFor();
    await visitor.context().close();
    await page.context().close();
  });

  it('a visitor sends a contact message that admin then sees and marks handled', async () => {
    const page = await newPage(360);
    await page.goto('/contact');
    await expect.poll(() => page.title()).toBe('Contact · Kadirio');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Give an email address or a phone number').waitFor();
    await page.getByLabel('Name').fill('Neema Joseph');
    await page.getByLabel('Phone').fill('0754 111 222');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('How much would a two-bedroom house in Dodoma cost?');
    await screenshot(page, 'contact-360');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your message has been sent' }).first().waitFor();
    await page.context().close();

    const desktop = await newPage();
    await desktop.goto('/contact');
    await desktop.getByRole('button', { name: 'Send message' }).waitFor();
    await screenshot(desktop, 'contact-desktop');
    await desktop.context().close();

    const admin = await newPage();
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.getByRole('link', { name: 'Contact messages' }).click();
    const card = admin.getByRole('listitem', { name: 'Neema Joseph' });
    await card.getByText('How much would a two-bedroom house in Dodoma cost?').waitFor();
    await card.getByRole('link', { name: '0754 111 222' }).waitFor();
    await screenshot(admin, 'contact-messages-desktop');
    await admin.setViewportSize({ width: 360, height: 800 });
    await screenshot(admin, 'contact-messages-360');
    await admin.setViewportSize({ width: 1280, height: 800 });

    await card.getByRole('button', { name: 'Mark handled' }).click();
    await admin.getByText('Message marked handled').waitFor();
    await admin.getByText('No messages here').waitFor();
    await admin.getByRole('button', { name: 'Handled' }).click();
    await admin
      .getByRole('listitem', { name: 'Neema Joseph' })
      .getByText(`Handled by ${ADMIN.name}`, { exact: false })
      .waitFor();
    await admin.context().close();
  });
});
