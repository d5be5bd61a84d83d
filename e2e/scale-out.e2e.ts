import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestJson, type ApiInit } from './support/api';
import { fetchFrom, newClientAddress } from './support/client-address';
import { startHaproxy, type RunningBalancer } from './support/haproxy';
import { startWriteLoad, type WriteLoad } from './support/load';
import { startObjectStorage, type RunningObjectStorage } from './support/object-storage';
import { drawPdf } from './support/pdf';
import { buildCoverPng } from './support/png';
import { createScratchDatabase, type ScratchDatabase } from './support/postgres';
import { ADMIN, startServer, type RunningServer } from './support/server';

/**
 * Two built server processes on one fresh PostgreSQL database and one Redis, behind a real HAProxy
 * on loopback, with an S3-compatible object store (docs/decisions/0019-scale-out-test.md): they
 * start at the same moment; what one instance changes the other honours at once; a journey runs
 * through the balancer while its requests alternate between the instances; one instance is killed
 * mid-journey and no acknowledged write is lost; the other drains on SIGTERM without a failed
 * request.
 */

/**
 * How soon a change made on one instance must be honoured by the other
 * (docs/decisions/0019-scale-out-test.md).
 */
const WITHIN_MS = 100;
/** The sign-in lock-out: password checks per account in its window (LOGIN_LOCKOUT). */
const MAX_PASSWORD_CHECKS = 5;
/** The sign-in route's limit per client address per minute (AUTH_RATE_LIMIT_PER_MINUTE's default). */
const AUTH_LIMIT_PER_MINUTE = 30;
/** Background writers across the kill and the drain, each creating plans back to back. */
const WRITERS = 4;
/** After SIGTERM, how long an instance answers ready 503 while still serving. */
const DRAIN_SECONDS = 3;

let database: ScratchDatabase | undefined;
let storage: RunningObjectStorage | undefined;
let balancer: RunningBalancer | undefined;
let a: RunningServer;
let b: RunningServer;
let restartedA: RunningServer | undefined;
let serverEnv: Record<string, string>;

const portOf = (server: RunningServer) => Number(new URL(server.baseUrl).port);

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** Waits until HAProxy sees each named server in `state` (UP, DOWN). */
async function waitForStates(expected: Record<string, 'UP' | 'DOWN'>): Promise<void> {
  await waitFor(`HAProxy to see ${JSON.stringify(expected)}`, async () => {
    const states = await balancer!.serverStates();
    const reached = Object.entries(expected).every(([name, state]) => states[name]?.startsWith(state));
    return reached ? true : undefined;
  });
}

beforeAll(async () => {
  database = await createScratchDatabase('kadirio_scaleout');
  storage = await startObjectStorage();
  serverEnv = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    // One proxy in front: the client is the address HAProxy appended to X-Forwarded-For.
    TRUST_PROXY: '1',
    SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
    ...storage.env,
  };
  // At the same moment, on an empty database: migrations, the catalogue seed and the first admin
  // run under an advisory lock, so neither start may fail. Each has its own DATA_DIR: files are
  // shared only through the object store.
  [a, b] = await Promise.all([startServer(serverEnv), startServer(serverEnv)]);
  balancer = await startHaproxy([
    { name: 'a', port: portOf(a) },
    { name: 'b', port: portOf(b) },
  ]);
  await waitForStates({ a: 'UP', b: 'UP' });
}, 120_000);

/** The last `count` lines of a process's output, for a failure's report. */
const tail = (output: string, count = 40) => output.trim().split('\n').slice(-count).join('\n');

// A failure on CI shows what the balancer and the instances saw.
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    console.info(`HAProxy:\n${tail(balancer?.output() ?? '')}`);
    for (const [name, server] of [
      ['a', a],
      ['b', b],
      ['a (restarted)', restartedA],
    ] as const) {
      if (server) console.info(`instance ${name}:\n${tail(server.output())}`);
    }
  });
});

afterAll(async () => {
  await balancer?.stop();
  await Promise.all([a?.stop(), b?.stop(), restartedA?.stop()]);
  await storage?.stop();
  await database?.drop();
});

interface Answer<T> {
  status: number;
  body: T;
  servedBy: string | null;
}

/**
 * Calls on one base URL (an instance, or the balancer) from one client address. `call` answers
 * whatever came back; `api` answers the body of a 2xx, or throws naming the call.
 */
function clientOf(baseUrl: () => string, address = newClientAddress()) {
  const send = fetchFrom(address);
  const call = async <T>(path: string, init: ApiInit = {}): Promise<Answer<T>> => {
    const { status, body, headers } = await requestJson<T>(baseUrl(), path, init, send);
    return { status, body, servedBy: headers.get('x-served-by') };
  };
  const api = async <T = unknown>(path: string, init: ApiInit = {}): Promise<T> => {
    const answer = await call<T>(path, init);
    if (answer.status < 200 || answer.status > 299) {
      throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return answer.body;
  };
  const bytes = async (path: string, token: string, headers: Record<string, string> = {}) => {
    const response = await send(`${baseUrl()}${path}`, {
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    return {
      status: response.status,
      headers: response.headers,
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
  return { address, send, call, api, bytes };
}

type Client = ReturnType<typeof clientOf>;

const onA = () => clientOf(() => a.baseUrl);
const onB = () => clientOf(() => b.baseUrl);
const throughBalancer = () => clientOf(() => balancer!.baseUrl);

interface Person {
  name: string;
  email: string;
  phone: string;
  password: string;
}

let phones = 0;

/** Someone with an e-mail and a password made from `tag`, and a phone number of their own. */
function person(name: string, tag: string): Person {
  phones += 1;
  const phone = `07130${String(phones).padStart(5, '0')}`;
  return { name, email: `${tag}@example.com`, phone, password: `${tag}-long-password-2026` };
}

async function signIn(client: Client, who: { email: string; password: string }): Promise<string> {
  const { token } = await client.api<{ token: string }>('/api/users/login', {
    method: 'POST',
    body: { email: who.email, password: who.password },
  });
  return token;
}

/** Registers `who`; with `accessLevel`, the admin gives them that role. Answers their id. */
async function createAccount(client: Client, adminToken: string, who: Person, accessLevel?: string) {
  const { _id } = await client.api<{ _id: string }>('/api/users/', { method: 'POST', body: who });
  if (accessLevel) {
    await client.api(`/api/users/${_id}`, { method: 'PUT', token: adminToken, body: { accessLevel } });
  }
  return _id;
}

/**
 * Repeats `request` until `accepted`; fails if a request sent later than WITHIN_MS after the call
 * still is not. Answers when the first accepted request was sent.
 */
async function honouredWithin<T>(
  request: () => Promise<Answer<T>>,
  accepted: (answer: Answer<T>) => boolean,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    // From the change to the sending of a request that saw it: a slow answer (a loaded machine,
    // a whole bill priced) is not counted against the instance that gave it.
    const sentAfter = performance.now() - started;
    const answer = await request();
    if (accepted(answer)) return sentAfter;
    if (sentAfter > WITHIN_MS) throw new Error(`not honoured within ${WITHIN_MS} ms: ${answer.status}`);
  }
}

const drawing = drawPdf((doc) => {
  doc.rect(100, 150, 400, 300).stroke();
  doc.fontSize(14).text('GROUND FLOOR PLAN', 100, 480);
  doc.fontSize(10).text('SCALE 1:100', 100, 500);
});

function pdfForm(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  return form;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const planBody = (title: string) => ({
  title,
  region: 'Arusha',
  district: 'Arusha Mjini',
  ward: 'Njiro',
  startConstruction: '2027-03-01',
  desc: 'Three bedrooms, one bathroom.',
  plinthArea: 108,
});

describe('two instances on one PostgreSQL database behind HAProxy', () => {
  it('came up together on an empty database: migrated, seeded and with one first admin', async () => {
    for (const server of [a, b]) {
      expect((await fetch(`${server.baseUrl}/api/health/ready`)).status).toBe(200);
    }
    const client = onA();
    const adminToken = await signIn(client, ADMIN);
    const users = await client.api<{ items: { email: string; accessLevel: string }[] }>(
      '/api/users/?limit=100',
      { token: adminToken },
    );
    expect(users.items.filter((user) => user.accessLevel === 'admin').map((user) => user.email)).toEqual([
      ADMIN.email,
    ]);
    // The catalogue was seeded once: each code a single item, on both instances.
    for (const instance of [onA(), onB()]) {
      const blocks = await instance.api<{ items: { code: string }[] }>('/api/catalogue?search=WAL-BLOCK');
      expect(blocks.items.filter((item) => item.code === 'WAL-BLOCK')).toHaveLength(1);
    }
  });

  it('alternates the requests of one client between the instances', async () => {
    const client = throughBalancer();
    const servedBy: (string | null)[] = [];
    for (let index = 0; index < 10; index += 1) {
      const answer = await client.call('/api/health/live');
      expect(answer.status).toBe(200);
      servedBy.push(answer.servedBy);
    }
    expect(new Set(servedBy)).toEqual(new Set(['a', 'b']));
    // Round robin: never the same instance twice in a row.
    expect(servedBy.every((name, index) => index === 0 || name !== servedBy[index - 1])).toBe(true);
  });

  it('refuses on B, within 100 ms, a token logged out on A', async () => {
    const [clientA, clientB] = [onA(), onB()];
    const adminToken = await signIn(clientA, ADMIN);
    const who = person('Halima Juma', 'halima');
    await createAccount(clientA, adminToken, who);
    const token = await signIn(clientB, who);
    // B has checked the session, so it sits in B's cache.
    expect((await clientB.call('/api/users/me', { token })).status).toBe(200);
    await clientA.api('/api/users/logout', { method: 'POST', token });
    const elapsed = await honouredWithin(
      () => clientB.call('/api/users/me', { token }),
      (answer) => answer.status === 401,
    );
    console.info(`logout on A refused on B after ${elapsed.toFixed(1)} ms`);
  });

  it('refuses on B, within 100 ms, a rate change by a price setter whom A has just demoted', async () => {
    const [clientA, clientB] = [onA(), onB()];
    const adminToken = await signIn(clientA, ADMIN);
    const setter = person('Musa Kombo', 'musa');
    const setterId = await createAccount(clientA, adminToken, setter, 'pricetag');
    const setterToken = await signIn(clientB, setter);
    const [sand] = (
      await clientB.api<{ items: { _id: string; rate: number }[] }>('/api/catalogue?search=WAL-SAND')
    ).items;
    if (!sand) throw new Error('no WAL-SAND in the catalogue');
    // Each change carries its own rate, so the stored rate says which was the last one accepted.
    let lastAccepted = sand.rate + 1;
    let attempt = 1;
    const change = () => {
      const rate = sand.rate + attempt++;
      return clientB
        .call(`/api/catalogue/${sand._id}`, { method: 'PUT', token: setterToken, body: { rate } })
        .then((answer) => {
          if (answer.status === 200) lastAccepted = rate;
          return answer;
        });
    };
    expect((await change()).status).toBe(200);
    await clientA.api(`/api/users/${setterId}`, {
      method: 'PUT',
      token: adminToken,
      body: { accessLevel: 'user' },
    });
    // A change sent in the instant before B hears of the demotion may still pass (the promise is
    // "within 100 ms", not "at once"); none may pass after the first refusal.
    const elapsed = await honouredWithin(change, (answer) => answer.status === 401);
    console.info(`demotion on A refused on B after ${elapsed.toFixed(1)} ms`);
    expect((await change()).status).toBe(401);
    const stored = await clientA.api<{ rate: number }>(`/api/catalogue/${sand._id}`);
    expect(stored.rate).toBe(lastAccepted);
  });

  it('counts wrong passwords sent to A and B together: at most 5 checked, then even the right one is refused', async () => {
    const [clientA, clientB] = [onA(), onB()];
    const adminToken = await signIn(clientA, ADMIN);
    const who = person('Rehema Ally', 'rehema');
    await createAccount(clientA, adminToken, who);
    const guesses = Array.from({ length: 12 }, (_, index) =>
      (index % 2 === 0 ? clientA : clientB).call<{ message: string }>('/api/users/login', {
        method: 'POST',
        body: { email: who.email, password: `wrong-guess-number-${index}` },
      }),
    );
    const answers = await Promise.all(guesses);
    const checked = answers.filter((answer) => answer.status === 401).length;
    const lockedOut = answers.filter(
      (answer) => answer.status === 429 && /failed sign-in attempts/.test(answer.body.message),
    ).length;
    expect(checked).toBeLessThanOrEqual(MAX_PASSWORD_CHECKS);
    expect(checked + lockedOut).toBe(answers.length);
    const right = await clientB.call('/api/users/login', {
      method: 'POST',
      body: { email: who.email, password: who.password },
    });
    expect(right.status).toBe(429);
  });

  it('shares the sign-in rate limit between the instances, per client address from X-Forwarded-For', async () => {
    const client = throughBalancer();
    const attempt = (index: number, headers: Record<string, string> = {}) =>
      client.call<{ message: string }>('/api/users/login', {
        method: 'POST',
        // A different unknown account each time: the per-account lock-out stays out of it.
        body: { email: `nobody-${index}@example.com`, password: 'not-a-real-password' },
        headers,
      });
    const answers: Answer<{ message: string }>[] = [];
    for (let round = 0; round < 6; round += 1) {
      const batch = Array.from({ length: 6 }, (_, index) => attempt(round * 6 + index));
      answers.push(...(await Promise.all(batch)));
    }
    // 36 attempts, both instances answering: one shared count lets 30 through, not 30 on each.
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['a', 'b']));
    expect(answers.filter((answer) => answer.status !== 429)).toHaveLength(AUTH_LIMIT_PER_MINUTE);
    // A forged X-Forwarded-For does not make a new client: HAProxy appends the real address,
    // and the server trusts one hop.
    expect((await attempt(100, { 'x-forwarded-for': '10.20.30.40' })).status).toBe(429);
    // Another client address still gets through: the limit is the client's, not the balancer's.
    const other = throughBalancer();
    const fresh = await other.call('/api/users/login', {
      method: 'POST',
      body: { email: 'nobody-else@example.com', password: 'not-a-real-password' },
    });
    expect(fresh.status).toBe(401);
  });

  it('serves through B, from the shared bucket, a drawing and a blog cover uploaded through A', async () => {
    const [clientA, clientB] = [onA(), onB()];
    const adminToken = await signIn(clientA, ADMIN);
    const owner = person('Amani Nyerere', 'amani');
    await createAccount(clientA, adminToken, owner);
    const ownerToken = await signIn(clientA, owner);
    const map = await clientA.api<{ _id: string }>('/api/maps/', {
      method: 'POST',
      token: ownerToken,
      body: planBody('Nyumba ya Amani, Sakina'),
    });
    const bytes = await drawing;
    const [uploaded] = await clientA.api<{ _id: string }[]>(`/api/maps/${map._id}/drawings`, {
      method: 'POST',
      token: ownerToken,
      form: pdfForm(bytes, 'plan.pdf'),
    });
    const path = `/api/maps/${map._id}/drawings/${uploaded?._id}`;
    const whole = await clientB.bytes(path, ownerToken);
    expect(whole.status).toBe(200);
    expect(sha256(whole.body)).toBe(sha256(bytes));
    const part = await clientB.bytes(path, ownerToken, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.body.equals(bytes.subarray(0, 100))).toBe(true);

    const post = await clientA.api<{ _id: string }>('/api/blog', {
      method: 'POST',
      token: adminToken,
      body: { title: 'Choosing cement', article: 'Buy it fresh.', published: true },
    });
    const cover = buildCoverPng();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(cover)], { type: 'image/png' }), 'cover.png');
    const withCover = await clientA.api<{ cover: { url: string } }>(`/api/blog/${post._id}/cover`, {
      method: 'PUT',
      token: adminToken,
      form,
    });
    const served = await clientB.bytes(withCover.cover.url, adminToken);
    expect(served.status).toBe(200);
    expect(served.body.equals(cover)).toBe(true);
  });

  let journeyDrawing: { mapId: string; drawingId: string; sha256: string; owner: Person } | undefined;

  it('runs a journey through the balancer; one instance is killed mid-journey and no acknowledged write is lost', async () => {
    const journey = throughBalancer();
    const servedBy: { before: (string | null)[]; after: (string | null)[] } = { before: [], after: [] };
    let killed = false;
    /** Every journey call goes through here: a failed one fails the test at once. */
    const step = async <T = unknown>(path: string, init: ApiInit = {}): Promise<T> => {
      const answer = await journey.call<T>(path, init);
      (killed ? servedBy.after : servedBy.before).push(answer.servedBy);
      if (answer.status < 200 || answer.status > 299) {
        throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      return answer.body;
    };
    const login = async (who: { email: string; password: string }) =>
      (await step<{ token: string }>('/api/users/login', { method: 'POST', body: who })).token;
    const register = async (who: Person, adminToken: string, accessLevel?: string) => {
      const { _id } = await step<{ _id: string }>('/api/users/', { method: 'POST', body: who });
      if (accessLevel)
        await step(`/api/users/${_id}`, { method: 'PUT', token: adminToken, body: { accessLevel } });
      return _id;
    };

    // The people: a client, two checkers, a surveyor.
    const adminToken = await login(ADMIN);
    const owner = person('Neema Mushi', 'neema');
    const typechecker = person('Baraka Mollel', 'baraka');
    const unitchecker = person('Zawadi Kimaro', 'zawadi');
    const surveyor = person('Daudi Lyimo', 'daudi');
    const ids = {
      owner: await register(owner, adminToken),
      typechecker: await register(typechecker, adminToken, 'typechecker'),
      unitchecker: await register(unitchecker, adminToken, 'unitchecker'),
      surveyor: await register(surveyor, adminToken, 'boq'),
    };
    const ownerToken = await login(owner);

    // The client sends a plan with its drawing; the checkers pass it.
    const title = 'Nyumba ya Neema, Njiro';
    const map = await step<{ _id: string }>('/api/maps/', {
      method: 'POST',
      token: ownerToken,
      body: planBody(title),
    });
    const bytes = await drawing;
    const [uploaded] = await step<{ _id: string }[]>(`/api/maps/${map._id}/drawings`, {
      method: 'POST',
      token: ownerToken,
      form: pdfForm(bytes, 'plan.pdf'),
    });
    journeyDrawing = { mapId: map._id, drawingId: uploaded?._id ?? '', sha256: sha256(bytes), owner };
    await step(`/api/maps/${map._id}/transitions`, {
      method: 'POST',
      token: await login(typechecker),
      body: { to: 'unitcheck' },
    });
    await step(`/api/maps/${map._id}/transitions`, {
      method: 'POST',
      token: await login(unitchecker),
      body: { to: 'successful' },
    });

    // The surveyor fills the sheets from the house model.
    const surveyorToken = await login(surveyor);
    await step(`/api/maps/${map._id}/boq/house`, {
      method: 'POST',
      token: surveyorToken,
      body: { length: 12, width: 9 },
    });

    // A rate on the bill changes on A; B prices the bill with it at once.
    interface Line {
      itemId: string | null;
      code: string;
      quantity: number;
      rate: number;
    }
    interface Boq {
      sheets: { trade: string; status: string; version: number; lines: Line[] }[];
    }
    const [clientA, clientB] = [onA(), onB()];
    const before = await clientB.api<Boq>(`/api/maps/${map._id}/boq`, { token: surveyorToken });
    const priced = before.sheets
      .flatMap((sheet) => sheet.lines)
      .find((line) => line.quantity > 0 && line.itemId);
    if (!priced?.itemId) throw new Error('the house model filled no priced line');
    const newRate = priced.rate + 1_000;
    await clientA.api(`/api/catalogue/${priced.itemId}`, {
      method: 'PUT',
      token: await signIn(clientA, ADMIN),
      body: { rate: newRate },
    });
    const rateOf = (boq: Boq) =>
      boq.sheets.flatMap((sheet) => sheet.lines).find((line) => line.code === priced.code)?.rate;
    const elapsed = await honouredWithin(
      () => clientB.call<Boq>(`/api/maps/${map._id}/boq`, { token: surveyorToken }),
      (answer) => answer.status === 200 && rateOf(answer.body) === newRate,
    );
    console.info(`rate change on A priced on B after ${elapsed.toFixed(1)} ms`);

    // Background traffic through the balancer across the kill: plans written, the catalogue read.
    const writer = await step<{ token: string }>('/api/users/', {
      method: 'POST',
      body: person('Load Writer', 'writer'),
    });
    const writes: WriteLoad = startWriteLoad(balancer!.baseUrl, writer.token, WRITERS);
    const reads = { ok: 0, failed: [] as string[] };
    let reading = true;
    const reader = (async () => {
      const client = throughBalancer();
      while (reading) {
        try {
          const answer = await client.call('/api/catalogue?trade=walling');
          if (answer.status === 200) reads.ok += 1;
          else reads.failed.push(String(answer.status));
        } catch (error) {
          reads.failed.push(String((error as { cause?: { code?: string } }).cause?.code ?? error));
        }
      }
    })();
    await waitFor('writes under way', async () => (writes.acknowledged.length >= 10 ? true : undefined));

    // Mid-journey, instance A dies without a word.
    const killedAt = Date.now();
    await a.kill('SIGKILL');
    killed = true;

    // The surveyor settles every sheet and issues the bill, through the balancer.
    const boq = await step<Boq>(`/api/maps/${map._id}/boq`, { token: surveyorToken });
    for (const sheet of boq.sheets.filter((each) => each.status === 'draft')) {
      const filled = sheet.lines.some((line) => line.quantity > 0);
      await step(`/api/maps/${map._id}/boq/${sheet.trade}/${filled ? 'complete' : 'not-applicable'}`, {
        method: 'POST',
        token: surveyorToken,
        body: filled ? { version: sheet.version } : { version: sheet.version, reason: 'Not in this house' },
      });
    }
    const issued = await step<{ revision: number; sheets: { lines: Line[] }[] }>(
      `/api/maps/${map._id}/boq/issue`,
      { method: 'POST', token: surveyorToken, body: {} },
    );
    expect(issued.revision).toBe(1);
    // The bill froze the rate changed on A.
    expect(
      issued.sheets.flatMap((sheet) => sheet.lines).find((line) => line.code === priced.code)?.rate,
    ).toBe(newRate);

    // The client downloads the bill.
    for (const [path, magic] of [
      [`/api/maps/${map._id}/boq/issues/1.pdf`, '%PDF-'],
      [`/api/maps/${map._id}/boq/issues/1.xlsx`, 'PK'],
    ] as const) {
      const file = await journey.bytes(path, ownerToken);
      servedBy.after.push(file.headers.get('x-served-by'));
      expect(file.status, path).toBe(200);
      expect(file.body.subarray(0, magic.length).toString()).toBe(magic);
    }

    // A supplier's cement on a group offer; the client orders from it.
    const offer = await step<{ _id: string }>('/api/purchases/', {
      method: 'POST',
      token: adminToken,
      body: {
        material: 'cement-50kg',
        title: 'Dangote cement 42.5, 50 kg bag',
        unit: 'bag',
        price: 16_500,
        quantity: 200,
        payBefore: '2027-01-31',
        deliveryRange: '5–10 February, Arusha',
        transport: 500,
      },
    });
    const order = await step<{ _id: string }>('/api/orders/', {
      method: 'POST',
      token: ownerToken,
      body: { purchaseId: offer._id, quantity: 12, phoneNumber: owner.phone },
    });

    reading = false;
    await Promise.all([writes.stop(), reader]);
    console.info(
      `across the kill: ${writes.acknowledged.length} plans acknowledged, refused ${JSON.stringify(writes.refusals)}, ` +
        `failed ${JSON.stringify(writes.failures)}; ${reads.ok} reads, failed ${JSON.stringify(reads.failed)}; ` +
        `journey served by ${servedBy.before.join('')} | ${servedBy.after.join('')}`,
    );

    // Both instances served the journey before the kill, only B after it.
    expect(new Set(servedBy.before)).toEqual(new Set(['a', 'b']));
    expect(new Set(servedBy.after)).toEqual(new Set(['b']));
    // Every read was answered: those in flight on A were retried on B.
    expect(reads.failed).toEqual([]);
    expect(reads.ok).toBeGreaterThan(0);
    // A write in flight on A when it died is not replayed (A may have stored it): HAProxy answers
    // 502, or closes the client's kept-alive connection without an answer, HTTP's sign that the
    // client may retry. Either way it was never acknowledged. Each writer can meet both, the
    // request it had in flight and then a pooled connection closed under its next one (seen: a
    // 502 and four closed connections for four writers), and only at the kill: every missed
    // write ended within 5 s of it, ten times the 0.5 s HAProxy takes to mark A down.
    expect(Object.keys(writes.refusals).filter((status) => status !== '502')).toEqual([]);
    expect(Object.keys(writes.failures).filter((code) => code !== 'UND_ERR_SOCKET')).toEqual([]);
    expect(writes.missedAt.length).toBeLessThanOrEqual(2 * WRITERS);
    expect(writes.missedAt.filter((at) => at < killedAt || at > killedAt + 5000)).toEqual([]);

    // Every acknowledged write, read back through the survivor.
    const survivor = onB();
    const missingPlans: string[] = [];
    for (const id of writes.acknowledged) {
      if ((await survivor.call(`/api/maps/${id}`, { token: writer.token })).status !== 200)
        missingPlans.push(id);
    }
    expect(missingPlans).toEqual([]);
    const adminOnB = await signIn(survivor, ADMIN);
    for (const [who, accessLevel] of [
      [ids.owner, 'user'],
      [ids.typechecker, 'typechecker'],
      [ids.unitchecker, 'unitchecker'],
      [ids.surveyor, 'boq'],
    ] as const) {
      expect(await survivor.api(`/api/users/${who}`, { token: adminOnB })).toMatchObject({ accessLevel });
    }
    const stored = await survivor.api<{ status: string; title: string; drawings: { _id: string }[] }>(
      `/api/maps/${map._id}`,
      { token: ownerToken },
    );
    expect(stored).toMatchObject({ status: 'successful', title });
    expect(stored.drawings.map((each) => each._id)).toEqual([uploaded?._id]);
    expect(await survivor.api(`/api/catalogue/${priced.itemId}`)).toMatchObject({ rate: newRate });
    const revisions = await survivor.api<{ items: { revision: number }[] }>(
      `/api/maps/${map._id}/boq/issues`,
      {
        token: ownerToken,
      },
    );
    expect(revisions.items.map((each) => each.revision)).toEqual([1]);
    expect(await survivor.api(`/api/purchases/${offer._id}`, { token: ownerToken })).toMatchObject({
      ordered: 12,
      remaining: 188,
    });
    expect(await survivor.api(`/api/orders/${order._id}`, { token: ownerToken })).toMatchObject({
      quantity: 12,
      status: 'placed',
    });
  }, 150_000);

  it('keeps the journey drawing in the bucket, readable after its instance died', async () => {
    if (!journeyDrawing) throw new Error('the journey did not upload its drawing');
    const survivor = onB();
    const token = await signIn(survivor, journeyDrawing.owner);
    const file = await survivor.bytes(
      `/api/maps/${journeyDrawing.mapId}/drawings/${journeyDrawing.drawingId}`,
      token,
    );
    expect(file.status).toBe(200);
    expect(sha256(file.body)).toBe(journeyDrawing.sha256);
    const objects = await storage!.objects();
    expect(objects.map(sha256)).toContain(journeyDrawing.sha256);
  });

  it('drains an instance on SIGTERM: ready goes 503, HAProxy stops sending to it, no request fails', async () => {
    // A comes back where the balancer expects it, on an empty data directory of its own.
    restartedA = await startServer(serverEnv, { port: portOf(a) });
    await waitForStates({ a: 'UP', b: 'UP' });
    const client = throughBalancer();
    const writer = await client.api<{ token: string }>('/api/users/', {
      method: 'POST',
      body: person('Drain Writer', 'drain'),
    });
    const writes = startWriteLoad(balancer!.baseUrl, writer.token, WRITERS);
    await waitFor('writes under way', async () => (writes.acknowledged.length >= 10 ? true : undefined));

    const exited = b.kill('SIGTERM');
    const notReady = await waitFor('B to answer ready 503', async () => {
      const ready = await fetch(`${b.baseUrl}/api/health/ready`).catch(() => undefined);
      return ready?.status === 503 ? true : undefined;
    });
    expect(notReady).toBe(true);
    // HAProxy takes B out while B still serves (it listens until the drain is over).
    await waitForStates({ b: 'DOWN' });
    expect((await fetch(`${b.baseUrl}/api/health/live`)).status).toBe(200);
    const drained = writes.acknowledged.length;
    await waitFor('writes through A alone', async () =>
      writes.acknowledged.length >= drained + 10 ? true : undefined,
    );
    expect(await exited, b.output()).toBe(0);
    await writes.stop();
    console.info(
      `drain: ${writes.acknowledged.length} plans acknowledged, refused ${JSON.stringify(writes.refusals)}, ` +
        `failed ${JSON.stringify(writes.failures)}`,
    );
    expect(writes.refusals).toEqual({});
    expect(writes.failures).toEqual({});
    const survivor = clientOf(() => restartedA!.baseUrl);
    const missing: string[] = [];
    for (const id of writes.acknowledged) {
      if ((await survivor.call(`/api/maps/${id}`, { token: writer.token })).status !== 200) missing.push(id);
    }
    expect(missing).toEqual([]);
  }, 90_000);
});
