import {
  planMessageAnchor,
  type BoqResponse,
  type MapNotificationList,
  type PlanThread,
} from '@kadirio/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, UNKNOWN_ID, type SignedInUser } from '../../testing/factories';
import { startSmtpInbox } from '../../testing/smtp-inbox';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { boqClient, insertMapInStatus } from '../boq/boq-testing';

/** News for the client (notices and e-mails through a real SMTP server) and a plan's thread. */
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let testApp: TestApp;
let client: ReturnType<typeof boqClient>;
let owner: SignedInUser;
let stranger: SignedInUser;
let surveyor: SignedInUser;
let pricetag: SignedInUser;
let admin: SignedInUser;
let issuedMap: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  testApp = await createTestApp({
    SMTP_URL: inbox.url,
    SMTP_FROM: 'Kadirio <no-reply@kadirio.test>',
    PUBLIC_URL: 'https://kadirio.test',
  });
  client = boqClient(testApp);
  [owner, stranger, surveyor, pricetag, admin] = await Promise.all([
    createSignedInUser(testApp, 'user'),
    createSignedInUser(testApp, 'user'),
    createSignedInUser(testApp, 'boq'),
    createSignedInUser(testApp, 'pricetag'),
    createSignedInUser(testApp, 'admin'),
  ]);
  issuedMap = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Bagamoyo' });
  await client.completeAll(issuedMap, surveyor);
  const seen = inbox.mails.length;
  const issue = await client.call('POST', `/api/maps/${issuedMap}/boq/issue`, surveyor);
  expect(issue.statusCode).toBe(201);
  await inbox.next(seen);
});
afterAll(async () => {
  await testApp.close();
  await inbox.close();
});

describe('news for the client', () => {
  it('e-mails the owner when the BOQ is issued, after the issue', () => {
    const mail = inbox.mails.find((each) => each.subject.includes('Nyumba ya Bagamoyo'))!;
    expect(mail.to).toEqual([owner.user.email]);
    expect(mail.subject).toBe('Kadirio: news about your plan "Nyumba ya Bagamoyo"');
    expect(mail.text).toMatch(
      /The bill of quantities of "Nyumba ya Bagamoyo" is ready: revision 1, grand total TZS [\d,]+\./,
    );
    expect(mail.text).toContain('https://kadirio.test');
  });

  it("tells the owner of a checker's comment that needs them: a notice and an e-mail", async () => {
    const mapId = await insertMapInStatus(testApp, owner, 'failedcheck', { title: 'Nyumba ya Tanga' });
    const seen = inbox.mails.length;
    const moved = await client.call('POST', `/api/maps/${mapId}/transitions`, admin, {
      to: 'failed',
      comment: 'The roof plan is missing; send it with the sections.',
    });
    expect(moved.statusCode).toBe(200);
    const mail = await inbox.next(seen);
    expect(mail.to).toEqual([owner.user.email]);
    expect(mail.text).toContain('Your plan "Nyumba ya Tanga" cannot be priced as it is.');
    expect(mail.text).toContain('The roof plan is missing; send it with the sections.');
    const notices = await client.call('GET', `/api/maps/${mapId}/notifications`, owner);
    expect(notices.json<MapNotificationList>().items).toMatchObject([
      { kind: 'commentForClient', status: 'failed', revision: null },
    ]);
  });

  it("writes the e-mail in the owner's language", async () => {
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${stranger.user.id}`,
      headers: stranger.auth,
      payload: { language: 'sw' },
    });
    const mapId = await insertMapInStatus(testApp, stranger, 'failedcheck', { title: 'Nyumba ya Moshi' });
    const seen = inbox.mails.length;
    await client.call('POST', `/api/maps/${mapId}/transitions`, admin, {
      to: 'failed',
      comment: 'Hakuna mchoro wa paa.',
    });
    const mail = await inbox.next(seen);
    expect(mail.subject).toBe('Kadirio: habari za ramani yako "Nyumba ya Moshi"');
    expect(mail.text).toContain('Ramani yako "Nyumba ya Moshi" haiwezi kukadiriwa jinsi ilivyo.');
  });
});

describe('a plan thread', () => {
  const url = () => `/api/maps/${issuedMap}/thread`;

  it('lets the owner ask about a revision and a surveyor answer, who tells the owner', async () => {
    const asked = await client.call('POST', url(), owner, { body: 'Why is the roof so dear?', revision: 1 });
    expect(asked.statusCode).toBe(201);
    const seen = inbox.mails.length;
    const answered = await client.call('POST', url(), surveyor, {
      body: 'Clay tiles; iron sheets cost less.',
      revision: 1,
    });
    expect(answered.statusCode).toBe(201);
    const thread = answered.json<PlanThread>();
    expect(thread.items.map((item) => [item.kind, item.authorRole, item.revision, item.body])).toEqual([
      ['question', 'client', 1, 'Why is the roof so dear?'],
      ['answer', 'surveyor', 1, 'Clay tiles; iron sheets cost less.'],
    ]);
    expect(thread.items[1]?.authorName).toBe(surveyor.user.name);
    const mail = await inbox.next(seen);
    expect(mail.text).toContain('A surveyor answered your question about "Nyumba ya Bagamoyo".');
    // The e-mail lands on the answer, as "read the answer" on the client's home does.
    const answerId = thread.items[1]!._id;
    expect(mail.text).toContain(
      `Read the answer here: https://kadirio.test/my-boq/${issuedMap}#${planMessageAnchor(answerId)}`,
    );
    const notices = await client.call('GET', `/api/maps/${issuedMap}/notifications`, owner);
    expect(notices.json<MapNotificationList>().items[0]).toMatchObject({
      kind: 'surveyorAnswered',
      revision: 1,
    });
    // A price setter reads the thread but does not write in it.
    expect((await client.call('GET', url(), pricetag)).statusCode).toBe(200);
    expect((await client.call('POST', url(), pricetag, { body: 'x' })).statusCode).toBe(403);
  });

  it('lets the owner accept an issued revision once', async () => {
    const accepted = await client.call('POST', `/api/maps/${issuedMap}/boq/issues/1/accept`, owner);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json<PlanThread>().acceptedRevisions).toEqual([1]);
    expect((await client.call('POST', `/api/maps/${issuedMap}/boq/issues/1/accept`, owner)).statusCode).toBe(
      409,
    );
    expect((await client.call('GET', url(), surveyor)).json<PlanThread>().acceptedRevisions).toEqual([1]);
  });

  it('refuses the wrong people, bad input and unknown things', async () => {
    expect((await client.call('GET', url(), null)).statusCode).toBe(401);
    expect((await client.call('GET', url(), stranger)).statusCode).toBe(404);
    expect((await client.call('POST', url(), stranger, { body: 'hello' })).statusCode).toBe(404);
    expect((await client.call('GET', `/api/maps/${UNKNOWN_ID}/thread`, admin)).statusCode).toBe(404);
    expect((await client.call('GET', '/api/maps/not-an-id/thread', admin)).statusCode).toBe(400);
    expect((await client.call('POST', url(), owner, { body: '   ' })).statusCode).toBe(400);
    expect((await client.call('POST', url(), owner, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await client.call('POST', url(), owner, { body: 'About 9?', revision: 9 })).statusCode).toBe(404);
    const accept = (revision: string, caller: SignedInUser | null) =>
      client.call('POST', `/api/maps/${issuedMap}/boq/issues/${revision}/accept`, caller);
    expect((await accept('1', null)).statusCode).toBe(401);
    expect((await accept('1', surveyor)).statusCode).toBe(403);
    expect((await accept('1', admin)).statusCode).toBe(403);
    expect((await accept('1', stranger)).statusCode).toBe(404);
    expect((await accept('7', owner)).statusCode).toBe(404);
    expect((await accept('zero', owner)).statusCode).toBe(400);
    const before = (await client.call('GET', url(), owner)).json<PlanThread>().items.length;
    expect(before).toBe(3);
  });
});

describe('a later revision, told with both totals and its reason', () => {
  it('writes the notice and the e-mail with the total before and after, the reason and a link to the bill', async () => {
    const mapId = await insertMapInStatus(testApp, owner, 'successful', { title: 'Nyumba ya Pangani' });
    await client.call('POST', `/api/maps/${mapId}/boq/house`, surveyor, { length: 10, width: 8 });
    await client.completeAll(mapId, surveyor);
    let seen = inbox.mails.length;
    const first = await client.call('POST', `/api/maps/${mapId}/boq/issue`, surveyor);
    expect(first.statusCode).toBe(201);
    await inbox.next(seen);
    const { percentages } = await client.boq(mapId, surveyor);
    const put = await client.call('PUT', `/api/maps/${mapId}/boq/percentages`, surveyor, {
      contingencyPercent: 10,
      vatPercent: percentages.vatPercent,
      version: percentages.version,
    });
    expect(put.statusCode).toBe(200);
    seen = inbox.mails.length;
    const second = await client.call('POST', `/api/maps/${mapId}/boq/issue`, surveyor, {
      reason: 'Contingency raised to 10 %',
    });
    expect(second.statusCode).toBe(201);
    const money = (response: typeof first) =>
      `TZS ${response.json<BoqResponse>().summary.grandTotal.toLocaleString('en-US')}`;
    const totals = `grand total ${money(first)} → ${money(second)}`;

    const mail = await inbox.next(seen);
    expect(mail.text).toContain(
      `A new revision of the bill of quantities of "Nyumba ya Pangani" is issued: revision 2, ${totals}.`,
    );
    expect(mail.text).toContain('Why:\nContingency raised to 10 %');
    expect(mail.text).toContain(`Read the bill here: https://kadirio.test/my-boq/${mapId}`);
    const notices = (
      await client.call('GET', `/api/maps/${mapId}/notifications`, owner)
    ).json<MapNotificationList>();
    expect(notices.items[0]).toMatchObject({ kind: 'boqIssued', revision: 2, readAt: null });
    expect(notices.items[0]?.message).toContain(totals);
    expect(notices.items[0]?.message).toContain('What changed: Contingency raised to 10 %');
  });
});
