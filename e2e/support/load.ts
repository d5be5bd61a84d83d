import autocannon, { type Request, type Result } from 'autocannon';
import { requestJson } from './api';

/**
 * Load helpers shared by the fault and load tests (and free for bench/ to import): a mixed-traffic
 * request set for autocannon, and a write load that records which writes were acknowledged.
 */

/** Registers a plan owner and signs them in: the caller of the write load and the mixed traffic. */
export async function signUpOwner(
  baseUrl: string,
  tag: string,
): Promise<{ token: string; id: string; email: string; password: string }> {
  const person = {
    name: `Load ${tag}`,
    email: `load-${tag}-${Date.now()}@example.com`,
    // One account per phone number: a random one of its own, as the e-mail is.
    phone: `06${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    password: 'load-test-password-long',
  };
  const registered = await requestJson<{ _id: string }>(baseUrl, '/api/users/', {
    method: 'POST',
    body: person,
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
  const login = await requestJson<{ token: string }>(baseUrl, '/api/users/login', {
    method: 'POST',
    body: { email: person.email, password: person.password },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  return { token: login.body.token, id: registered.body._id, email: person.email, password: person.password };
}

export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const login = await requestJson<{ token: string }>(baseUrl, '/api/users/login', {
    method: 'POST',
    body: { email, password },
  });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  return login.body.token;
}

export const planBody = (index: number) => ({
  title: `Load plan ${index}`,
  region: 'Dodoma',
  district: 'Dodoma Mjini',
  ward: 'Makole',
  startConstruction: '2027-01-15',
  desc: 'Written under load',
});

export async function createPlan(baseUrl: string, token: string, index: number): Promise<string> {
  const created = await requestJson<{ _id: string }>(baseUrl, '/api/maps/', {
    method: 'POST',
    token,
    body: planBody(index),
  });
  if (created.status !== 201) throw new Error(`create plan: ${created.status}`);
  return created.body._id;
}

export interface WriteLoad {
  /** Ids of the plans the server answered 201 for. */
  acknowledged: string[];
  /** Answers other than 201, by status. */
  refusals: Record<number, number>;
  /** Requests that got no answer, by error cause code (ECONNREFUSED, ECONNRESET, …). */
  failures: Record<string, number>;
  /** When each write that was not acknowledged (refused or unanswered) ended, by `Date.now()`. */
  missedAt: number[];
  /** Stops issuing writes and waits for those in flight. */
  stop(): Promise<void>;
}

/** `concurrency` loops creating plans back to back until stopped. */
export function startWriteLoad(baseUrl: string, token: string, concurrency = 8): WriteLoad {
  const load: WriteLoad = {
    acknowledged: [],
    refusals: {},
    failures: {},
    missedAt: [],
    stop: async () => {},
  };
  let running = true;
  let counter = 0;
  const loop = async () => {
    while (running) {
      counter += 1;
      try {
        const created = await requestJson<{ _id: string }>(baseUrl, '/api/maps/', {
          method: 'POST',
          token,
          body: planBody(counter),
        });
        if (created.status === 201) load.acknowledged.push(created.body._id);
        else {
          load.refusals[created.status] = (load.refusals[created.status] ?? 0) + 1;
          load.missedAt.push(Date.now());
        }
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
        load.failures[cause] = (load.failures[cause] ?? 0) + 1;
        load.missedAt.push(Date.now());
        // The server is gone: do not spin.
        await new Promise((wait) => setTimeout(wait, 50));
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  load.stop = async () => {
    running = false;
    await Promise.all(loops);
  };
  return load;
}

/** How many of `ids` the owner cannot read back. */
export async function countMissingPlans(baseUrl: string, token: string, ids: string[]): Promise<number> {
  let missing = 0;
  for (const id of ids) {
    const { status } = await requestJson(baseUrl, `/api/maps/${id}`, { token });
    if (status !== 200) missing += 1;
  }
  return missing;
}

/** How many plans the owner has stored, acknowledged or not. */
export async function countOwnPlans(baseUrl: string, token: string): Promise<number> {
  const { status, body } = await requestJson<{ total: number }>(baseUrl, '/api/maps/?limit=1', { token });
  if (status !== 200) throw new Error(`list plans: ${status}`);
  return body.total;
}

/**
 * Mixed traffic as a signed-in owner and a visitor would make it: health, catalogue pages, a plan,
 * the caller's profile, the instant estimate and a plan creation, in turn on every connection.
 */
export function mixedTraffic(token: string, planId: string): Request[] {
  const auth = { authorization: `Bearer ${token}` };
  const json = { 'content-type': 'application/json' };
  return [
    { method: 'GET', path: '/api/health' },
    { method: 'GET', path: '/api/catalogue?trade=walling' },
    { method: 'GET', path: `/api/maps/${planId}`, headers: auth },
    { method: 'GET', path: '/api/users/me', headers: auth },
    {
      method: 'POST',
      path: '/api/takeoff/house',
      headers: json,
      body: JSON.stringify({ length: 12, width: 9, bedrooms: 3, bathrooms: 1 }),
    },
    { method: 'GET', path: '/api/catalogue?page=2&limit=20' },
    { method: 'POST', path: '/api/maps/', headers: { ...auth, ...json }, body: JSON.stringify(planBody(0)) },
  ];
}

export function runMixedLoad(
  baseUrl: string,
  requests: Request[],
  connections: number,
  seconds: number,
): Promise<Result> {
  return autocannon({ url: baseUrl, connections, duration: seconds, requests });
}
