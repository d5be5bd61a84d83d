import {
  boqEndpoints,
  planMessageAnchor,
  type BoqResponse,
  type MapNotificationList,
  notificationsEndpoints,
  plansEndpoints,
  threadsEndpoints,
  usersEndpoints,
} from '@kadirio/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createSignedInUser, UNKNOWN_ID, type SignedInUser } from '../../testing/factories';
import { inject } from '../../testing/inject';
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
  const issue = await inject(testApp, boqEndpoints.issueBoq, {
    params: { id: issuedMap },
    body: {},
    as: surveyor,
  });
  expect(issue.status).toBe(201);
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
    const moved = await inject(testApp, plansEndpoints.transitionMap, {
      params: { id: mapId },
      body: { to: 'failed', comment: 'The roof plan is missing; send it with the sections.' },
      as: admin,
    });
    expect(moved.status).toBe(200);
    const mail = await inbox.next(seen);
    expect(mail.to).toEqual([owner.user.email]);
    expect(mail.text).toContain('Your plan "Nyumba ya Tanga" cannot be priced as it is.');
    expect(mail.text).toContain('The roof plan is missing; send it with the sections.');
    const notices = await inject(testApp, notificationsEndpoints.listMapNotifications, {
      params: { id: mapId },
      as: owner,
    });
    expect(notices.result.items).toMatchObject([
      { kind: 'commentForClient', status: 'failed', revision: null },
    ]);
  });

  it("writes the e-mail in the owner's language", async () => {
    const changed = await inject(testApp, usersEndpoints.updateUser, {
      params: { id: stranger.user.id },
      body: { language: 'sw' },
      as: stranger,
    });
    expect(changed.status).toBe(200);
    const mapId = await insertMapInStatus(testApp, stranger, 'failedcheck', { title: 'Nyumba ya Moshi' });
    const seen = inbox.mails.length;
    await inject(testApp, plansEndpoints.transitionMap, {
      params: { id: mapId },
      body: { to: 'failed', comment: 'Hakuna mchoro wa paa.' },
      as: admin,
    });
    const mail = await inbox.next(seen);
    expect(mail.subject).toBe('Kadirio: habari za ramani yako "Nyumba ya Moshi"');
    expect(mail.text).toContain('Ramani yako "Nyumba ya Moshi" haiwezi kukadiriwa jinsi ilivyo.');
  });

  it('tells an owner registered by phone alone by a notice only: no mail is addressed', async () => {
    const phoneOnly = await createSignedInUser(testApp, 'user');
    await testApp.database.db.update(users).set({ email: null }).where(eq(users.id, phoneOnly.user.id));
    const mapId = await insertMapInStatus(testApp, phoneOnly, 'failedcheck', { title: 'Nyumba ya Kigoma' });
    const seen = inbox.mails.length;
    const moved = await inject(testApp, plansEndpoints.transitionMap, {
      params: { id: mapId },
      body: { to: 'failed', comment: 'The roof plan is missing.' },
      as: admin,
    });
    expect(moved.status).toBe(200);
    const notices = await inject(testApp, notificationsEndpoints.listMapNotifications, {
      params: { id: mapId },
      as: phoneOnly,
    });
    expect(notices.result.items).toMatchObject([{ kind: 'commentForClient', status: 'failed' }]);
    await testApp.app.services.mailer.idle();
    expect(inbox.mails.slice(seen)).toEqual([]);
  });
});

describe('a plan thread', () => {
  const read = (as: SignedInUser | null, id = issuedMap) =>
    inject(testApp, threadsEndpoints.getPlanThread, { params: { id }, as });
  const post = (as: SignedInUser, body: { body: string; revision?: number }) =>
    inject(testApp, threadsEndpoints.postPlanMessage, { params: { id: issuedMap }, body, as });
  const accept = (revision: string | number, as: SignedInUser | null) =>
    inject(testApp, threadsEndpoints.acceptRevision, { params: { id: issuedMap, revision }, as });

  it('lets the owner ask about a revision and a surveyor answer, who tells the owner', async () => {
    const asked = await post(owner, { body: 'Why is the roof so dear?', revision: 1 });
    expect(asked.status).toBe(201);
    const seen = inbox.mails.length;
    const answered = await post(surveyor, { body: 'Clay tiles; iron sheets cost less.', revision: 1 });
    const thread = answered.result;
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
    const notices = await inject(testApp, notificationsEndpoints.listMapNotifications, {
      params: { id: issuedMap },
      as: owner,
    });
    expect(notices.result.items[0]).toMatchObject({ kind: 'surveyorAnswered', revision: 1 });
    // A price setter reads the thread but does not write in it.
    expect((await read(pricetag)).status).toBe(200);
    expect((await post(pricetag, { body: 'x' })).status).toBe(403);
  });

  it('lets the owner accept an issued revision once', async () => {
    expect((await accept(1, owner)).result.acceptedRevisions).toEqual([1]);
    const again = await accept(1, owner);
    expect(again.status).toBe(409);
    expect(again.error).toEqual({
      message: 'This revision is already accepted',
      code: 'threads.revision_already_accepted',
    });
    expect((await read(surveyor)).result.acceptedRevisions).toEqual([1]);
  });

  it('refuses the wrong people, bad input and unknown things', async () => {
    expect((await read(null)).status).toBe(401);
    expect((await read(stranger)).status).toBe(404);
    expect((await post(stranger, { body: 'hello' })).status).toBe(404);
    expect((await read(admin, UNKNOWN_ID)).status).toBe(404);
    const badId = await read(admin, 'not-an-id');
    expect(badId.status).toBe(400);
    expect(badId.error.message).toContain('id');
    const blank = await post(owner, { body: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.error.message).toContain('body is required');
    expect((await post(owner, { body: 'x'.repeat(2001) })).status).toBe(400);
    expect((await post(owner, { body: 'About 9?', revision: 9 })).status).toBe(404);
    expect((await accept(1, null)).status).toBe(401);
    expect((await accept(1, surveyor)).status).toBe(403);
    expect((await accept(1, admin)).status).toBe(403);
    expect((await accept(1, stranger)).status).toBe(404);
    expect((await accept(7, owner)).status).toBe(404);
    expect((await accept('zero', owner)).status).toBe(400);
    expect((await read(owner)).result.items).toHaveLength(3);
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
