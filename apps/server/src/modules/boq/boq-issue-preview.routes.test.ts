import { extractText, getDocumentProxy } from '../../testing/unpdf';
import type {
  BoqIssuePreview,
  BoqRevision,
  BoqRevisionChanges,
  BoqRevisionList,
  BoqSheet,
  MapNotificationList,
} from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID } from '../../testing/factories';
import { insertMapInStatus, useBoqTestApp } from './boq-testing';
import { money } from './export/bill-layout';

/**
 * Issue with eyes open: preview, reasons, no unchanged reissue, differences, one winner
 * (docs/product.md §9, "A bill a surveyor can sign").
 */
const { testApp, client, boqStaff, pricetag, admin, owner, stranger } = useBoqTestApp();
let mapId: string;
let first: BoqRevision;
let second: BoqRevision;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Kigamboni' });
  await client.call('POST', `/api/maps/${mapId}/boq/house`, boqStaff, { length: 10, width: 8 });
});

const issueUrl = () => `/api/maps/${mapId}/boq/issue`;

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

/** Reopens the strip sheet, sets its length and completes it again: one dimension changed. */
async function changeStripLength(length: number): Promise<void> {
  const strip = await client.sheet(mapId, 'strip', boqStaff);
  const reopened = await client.call('POST', `/api/maps/${mapId}/boq/strip/reopen`, boqStaff, {
    version: strip.version,
  });
  const saved = await client.call('PUT', `/api/maps/${mapId}/boq/strip`, boqStaff, {
    version: reopened.json<BoqSheet>().version,
    inputs: { ...strip.inputs, length },
  });
  expect(saved.statusCode).toBe(200);
  const completed = await client.call('POST', `/api/maps/${mapId}/boq/strip/complete`, boqStaff, {
    version: saved.json<BoqSheet>().version,
  });
  expect(completed.statusCode).toBe(200);
}

describe('GET /api/maps/:id/boq/issue/preview', () => {
  it('refuses (409) while a sheet is open, like the issue', async () => {
    const response = await client.call('GET', `${issueUrl()}/preview`, boqStaff);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/still open/);
  });

  it('shows the next revision exactly as the issue will freeze it, as JSON, PDF and .xlsx', async () => {
    await client.completeAll(mapId, boqStaff);
    const response = await client.call('GET', `${issueUrl()}/preview`, pricetag);
    expect(response.statusCode).toBe(200);
    const preview = response.json<BoqIssuePreview>();
    expect(preview).toMatchObject({ diff: null, unchanged: false, revision: { revision: 1, reason: null } });
    const live = await client.boq(mapId, boqStaff);
    expect(preview.revision.summary).toEqual(live.summary);

    const pdf = await client.call('GET', `${issueUrl()}/preview.pdf`, boqStaff);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/nyumba-ya-kigamboni-boq-rev1-preview\.pdf/);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toMatch(new RegExp(`GRAND TOTAL\\s+TZS\\s+${money(live.summary.grandTotal)}`));
    expect(text).toContain('Revision 1');
    const xlsx = await client.call('GET', `${issueUrl()}/preview.xlsx`, boqStaff);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);

    // Nothing was issued by looking.
    const list = await client.call('GET', `/api/maps/${mapId}/boq/issues`, boqStaff);
    expect(list.json<BoqRevisionList>().items).toEqual([]);
  });

  it("names the client's language, so the preview is offered as the client will read it", async () => {
    const before = await client.call('GET', `${issueUrl()}/preview`, boqStaff);
    expect(before.json<BoqIssuePreview>().clientLanguage).toBe('en');
    const switched = await client.call('PUT', `/api/users/${owner.user.id}`, owner, { language: 'sw' });
    expect(switched.statusCode).toBe(200);
    const after = await client.call('GET', `${issueUrl()}/preview`, boqStaff);
    expect(after.json<BoqIssuePreview>().clientLanguage).toBe('sw');
    await client.call('PUT', `/api/users/${owner.user.id}`, owner, { language: 'en' });
  });

  it('refuses anonymous (401), the owner and checkers (403), unknown maps (404)', async () => {
    expect((await client.call('GET', `${issueUrl()}/preview`, null)).statusCode).toBe(401);
    expect((await client.call('GET', `${issueUrl()}/preview`, owner)).statusCode).toBe(403);
    expect((await client.call('GET', `${issueUrl()}/preview.pdf`, owner)).statusCode).toBe(403);
    expect((await client.call('GET', `/api/maps/${UNKNOWN_ID}/boq/issue/preview`, admin)).statusCode).toBe(
      404,
    );
  });
});

describe('POST /api/maps/:id/boq/issue with eyes open', () => {
  it('issues revision 1 without a reason, then refuses an unchanged reissue (409) and notifies once', async () => {
    const response = await client.call('POST', issueUrl(), boqStaff);
    expect(response.statusCode).toBe(201);
    first = response.json<BoqRevision>();
    expect(first).toMatchObject({ revision: 1, reason: null });

    const again = await client.call('POST', issueUrl(), boqStaff, { reason: 'Just once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Nothing changed since revision 1: the client already has this bill');
    const preview = (await client.call('GET', `${issueUrl()}/preview`, boqStaff)).json<BoqIssuePreview>();
    expect(preview).toMatchObject({ unchanged: true, revision: { revision: 2 } });
    expect(preview.diff?.lines).toEqual([]);
    const told = await client.call('GET', `/api/maps/${mapId}/notifications`, owner);
    expect(told.json<MapNotificationList>().items).toHaveLength(1);
  });

  it('requires a reason for revision 2 (400) and refuses a malformed one (400)', async () => {
    await changeStripLength(60);
    const without = await client.call('POST', issueUrl(), boqStaff, {});
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe(
      'reason is required for revision 2: say what changed since revision 1 and why',
    );
    const blank = await client.call('POST', issueUrl(), boqStaff, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    const long = await client.call('POST', issueUrl(), boqStaff, { reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/reason must be at most 500 characters/);
    const wrong = await client.call('POST', issueUrl(), boqStaff, { reason: 7 });
    expect(wrong.statusCode).toBe(400);
    const extra = await client.call('POST', issueUrl(), boqStaff, { reason: 'ok', revision: 9 });
    expect(extra.statusCode).toBe(400);
    const list = await client.call('GET', `/api/maps/${mapId}/boq/issues`, boqStaff);
    expect(list.json<BoqRevisionList>().items).toHaveLength(1);
  });

  it('issues revision 2 with its reason; the list shows totals, dates, issuer and reason', async () => {
    const preview = (await client.call('GET', `${issueUrl()}/preview`, boqStaff)).json<BoqIssuePreview>();
    expect(preview.unchanged).toBe(false);
    const response = await client.call('POST', issueUrl(), admin, {
      reason: '  Strip footing lengthened to 60 m after the site visit ',
    });
    expect(response.statusCode).toBe(201);
    second = response.json<BoqRevision>();
    expect(second).toMatchObject({
      revision: 2,
      reason: 'Strip footing lengthened to 60 m after the site visit',
      issuedBy: { _id: admin.user.id },
    });
    // The preview showed what was issued.
    expect(second.summary).toEqual(preview.revision.summary);

    const list = (await client.call('GET', `/api/maps/${mapId}/boq/issues`, owner)).json<BoqRevisionList>();
    expect(list.items).toEqual([
      {
        revision: 2,
        issuedAt: second.issuedAt,
        issuedBy: second.issuedBy,
        grandTotal: second.summary.grandTotal,
        reason: 'Strip footing lengthened to 60 m after the site visit',
      },
      {
        revision: 1,
        issuedAt: first.issuedAt,
        issuedBy: first.issuedBy,
        grandTotal: first.summary.grandTotal,
        reason: null,
      },
    ]);
    const told = (
      await client.call('GET', `/api/maps/${mapId}/notifications`, owner)
    ).json<MapNotificationList>();
    expect(told.items[0]?.message).toMatch(/revision 2.*What changed: Strip footing lengthened/);
  });
});

describe('GET /api/maps/:id/boq/issues/:revision/diff', () => {
  it('gives the owner the lines, sections and grand total that changed, and the reason', async () => {
    const response = await client.call('GET', `/api/maps/${mapId}/boq/issues/2/diff`, owner);
    expect(response.statusCode).toBe(200);
    const changes = response.json<BoqRevisionChanges>();
    expect(changes).toMatchObject({
      revision: 2,
      previous: 1,
      reason: 'Strip footing lengthened to 60 m after the site visit',
      issuedBy: { _id: admin.user.id },
    });
    const diff = changes.diff;
    if (!diff) throw new Error('no diff');
    // Only strip lines moved: another length, another quantity of every calculated strip material.
    expect(diff.lines.length).toBeGreaterThan(0);
    expect(diff.lines.every((line) => line.trade === 'strip' && line.change === 'changed')).toBe(true);
    const stripOf = (revision: BoqRevision) => revision.sheets.find((sheet) => sheet.trade === 'strip');
    for (const line of diff.lines) {
      const before = stripOf(first)?.lines.find((each) => each.code === line.code);
      const after = stripOf(second)?.lines.find((each) => each.code === line.code);
      expect(line.before).toEqual({ quantity: before?.quantity, rate: before?.rate, amount: before?.amount });
      expect(line.after).toEqual({ quantity: after?.quantity, rate: after?.rate, amount: after?.amount });
      expect(line.after?.quantity).not.toBe(line.before?.quantity);
    }
    const substructure = diff.sections.find((section) => section.section === 'substructure');
    const sectionTotal = (revision: BoqRevision) =>
      revision.summary.sections.find((section) => section.section === 'substructure')?.total ?? 0;
    expect(substructure).toMatchObject({
      before: sectionTotal(first),
      after: sectionTotal(second),
      change: sectionTotal(second) - sectionTotal(first),
    });
    expect(diff.sections.filter((section) => section.change !== 0).map((section) => section.section)).toEqual(
      ['substructure'],
    );
    expect(diff.grandTotal).toEqual({
      before: first.summary.grandTotal,
      after: second.summary.grandTotal,
      change: second.summary.grandTotal - first.summary.grandTotal,
    });
    expect(diff.vat.change).toBe(second.summary.vat - first.summary.vat);
  });

  it('has nothing before revision 1; refuses unknown (404), malformed (400), strangers (404), anonymous (401)', async () => {
    const firstChanges = await client.call('GET', `/api/maps/${mapId}/boq/issues/1/diff`, boqStaff);
    expect(firstChanges.json<BoqRevisionChanges>()).toMatchObject({
      revision: 1,
      previous: null,
      diff: null,
    });
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/9/diff`, owner)).statusCode).toBe(404);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/x/diff`, owner)).statusCode).toBe(400);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/2/diff`, stranger)).statusCode).toBe(404);
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/2/diff`, null)).statusCode).toBe(401);
  });
});

describe('concurrent issues', () => {
  it('make exactly one revision: three at once → one 201, two 409, one notice', async () => {
    await changeStripLength(44);
    const before = (
      await client.call('GET', `/api/maps/${mapId}/notifications`, owner)
    ).json<MapNotificationList>();
    const responses = await Promise.all(
      [boqStaff, admin, boqStaff].map((caller, index) =>
        client.call('POST', issueUrl(), caller, { reason: `Strip shortened (${index})` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().message).toMatch(/same moment|Nothing changed since revision 3/);
    }
    const list = (await client.call('GET', `/api/maps/${mapId}/boq/issues`, owner)).json<BoqRevisionList>();
    expect(list.items.map((item) => item.revision)).toEqual([3, 2, 1]);
    const after = (
      await client.call('GET', `/api/maps/${mapId}/notifications`, owner)
    ).json<MapNotificationList>();
    expect(after.items).toHaveLength(before.items.length + 1);
  });
});

describe('deleting a plan with issued revisions (decision 0017)', () => {
  it('is refused even to admin (409 naming the revisions); the owner still reads what was issued', async () => {
    const refused = await client.call('DELETE', `/api/maps/${mapId}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This plan has an issued bill of quantities (revision 1, 2, 3): the client keeps it, so the plan cannot be deleted',
    );
    expect((await client.call('GET', `/api/maps/${mapId}/boq/issues/1`, owner)).statusCode).toBe(200);
    // A successful plan without an issued revision is still the admin's to delete.
    const unissued = await insertMapInStatus(testApp, owner, 'successful', { title: 'Never issued' });
    expect((await client.call('DELETE', `/api/maps/${unissued}`, admin)).statusCode).toBe(200);
  });
});
