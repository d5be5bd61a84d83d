import type { Request } from 'autocannon';
import { jsonRequest, type PerConnectionRequests, type RequestPlan } from './load';
import { prepareMeasurementEdit } from './measurement-scenario';
import { BENCH_PASSWORD } from './seed';
import type { AppUnderTest } from './app-under-test';

export type { AppUnderTest } from './app-under-test';

/** Which baseline a scenario is compared with. */
export type BaselineName = 'node:http JSON' | 'primary-key SELECT';

export interface Scenario {
  name: string;
  baseline: BaselineName;
  /** The requests each connection cycles through, or why the scenario cannot run here. */
  prepare(app: AppUnderTest): Promise<RequestPlan | { skip: string }>;
}

const HOUSE = { length: 12, width: 9, bedrooms: 3 };

/** Signs in through the API; answers the whole session (token included). */
export async function signIn(baseUrl: string, email: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`signing in ${email} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** True when the server has no route for the path (its JSON 404 says "No route …"). */
async function routeMissing(response: Response): Promise<boolean> {
  if (response.status !== 404) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { message?: unknown };
  return typeof body.message === 'string' && body.message.startsWith('No route');
}

/**
 * The body a sheet save sends back: the sheet's calculator inputs, overrides and labour as read
 * (`SaveSheetBody`), so every save re-runs the calculator and re-prices the sheet on the server,
 * as a surveyor's edit does. If the contract changes, the probe below fails with the server's
 * message and this list is what to adapt.
 */
const SHEET_SAVE_FIELDS = ['inputs', 'overrides', 'labourPercent', 'version'];

function sheetSaveBody(sheet: Record<string, unknown>, version: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of SHEET_SAVE_FIELDS) if (field in sheet) body[field] = sheet[field];
  if (version !== undefined) body.version = version;
  return body;
}

/** One map's walling sheet as one connection saves it: the body as read, and its current version. */
interface SavedSheet {
  mapId: string;
  sheet: Record<string, unknown>;
  version: unknown;
}

/**
 * `PUT /api/maps/:id/boq/walling` by BOQ staff: each connection saves its own `successful` map's
 * walling sheet over and over, carrying the version its last save answered, as one surveyor's
 * browser does. A stale version is a 409 by design, so no two connections share a sheet, and the
 * version lives with the connection (see `PerConnectionRequests` for why not in autocannon's
 * context).
 */
async function prepareSheetSave(app: AppUnderTest): Promise<PerConnectionRequests | { skip: string }> {
  const token = await app.tokenFor(app.seeded.boq.email);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const sheetUrl = (mapId: string) => `${app.baseUrl}/api/maps/${mapId}/boq/walling`;
  const sheets: SavedSheet[] = [];
  for (const mapId of app.seeded.boq.successfulMapIds) {
    const response = await fetch(sheetUrl(mapId), { headers });
    if (await routeMissing(response)) {
      return {
        skip: 'not available: the server has no GET/PUT /api/maps/:id/boq/:trade route yet (issue 5)',
      };
    }
    if (!response.ok)
      return { skip: `not run: reading a sheet answered ${response.status} ${await response.text()}` };
    const sheet = (await response.json()) as Record<string, unknown>;
    sheets.push({ mapId, sheet, version: sheet.version });
  }
  const probe = sheets[0]!;
  const probeAnswer = await fetch(sheetUrl(probe.mapId), {
    method: 'PUT',
    headers,
    body: JSON.stringify(sheetSaveBody(probe.sheet, probe.version)),
  });
  if (await routeMissing(probeAnswer)) {
    return { skip: 'not available: the server has no PUT /api/maps/:id/boq/:trade route yet (issue 5)' };
  }
  if (!probeAnswer.ok) {
    return {
      skip: `not run: a save of the sheet as read answered ${probeAnswer.status} ${await probeAnswer.text()} (adapt SHEET_SAVE_FIELDS in bench/scenarios.ts)`,
    };
  }

  let connectionsOpened = 0;
  return {
    async beforeRun() {
      connectionsOpened = 0;
      // The previous run ended with saves in flight whose answers were never read; the server
      // applied them, so each sheet's version is read again, as a browser reloading would.
      for (const saved of sheets) {
        const response = await fetch(sheetUrl(saved.mapId), { headers });
        if (!response.ok) throw new Error(`re-reading a sheet answered ${response.status}`);
        saved.version = ((await response.json()) as Record<string, unknown>).version;
      }
    },
    forConnection() {
      const saved = sheets[connectionsOpened++];
      if (!saved) throw new Error(`the sheet save has ${sheets.length} sheets, fewer than its connections`);
      return [
        {
          method: 'PUT',
          path: `/api/maps/${saved.mapId}/boq/walling`,
          headers,
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify(sheetSaveBody(saved.sheet, saved.version)),
          }),
          onResponse(status, body) {
            if (status !== 200) return;
            const answer = JSON.parse(body) as { version?: unknown };
            if (answer.version !== undefined) saved.version = answer.version;
          },
        },
      ];
    },
  };
}

/** Sign-ins cycle over 50 client accounts, so one account's row is not the only one written. */
function loginRequests(): Request[] {
  let next = 0;
  return [
    {
      method: 'POST',
      path: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ email: `bench-${31 + (next++ % 50)}@kadirio.test`, password: BENCH_PASSWORD }),
      }),
    },
  ];
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'GET /api/health',
    baseline: 'node:http JSON',
    prepare: async () => [jsonRequest('GET', '/api/health')],
  },
  {
    name: 'GET /api/maps/:id (owner, signed in)',
    baseline: 'primary-key SELECT',
    prepare: async (app) => [
      jsonRequest(
        'GET',
        `/api/maps/${app.seeded.owner.mapId}`,
        undefined,
        await app.tokenFor(app.seeded.owner.email),
      ),
    ],
  },
  {
    name: 'GET /api/catalogue?trade=walling',
    baseline: 'primary-key SELECT',
    prepare: async () => [jsonRequest('GET', '/api/catalogue?trade=walling')],
  },
  {
    name: 'POST /api/takeoff/house',
    baseline: 'node:http JSON',
    prepare: async () => [jsonRequest('POST', '/api/takeoff/house', HOUSE)],
  },
  {
    name: 'PUT /api/maps/:id/boq/walling (sheet save)',
    baseline: 'primary-key SELECT',
    prepare: prepareSheetSave,
  },
  {
    name: 'PUT /api/maps/:id/measurements/:id (edit → 4 bound sheets re-priced)',
    baseline: 'primary-key SELECT',
    prepare: prepareMeasurementEdit,
  },
  {
    name: 'POST /api/users/login',
    baseline: 'primary-key SELECT',
    prepare: async () => loginRequests(),
  },
];

/**
 * Mixed traffic for the steady-state run: every connection cycles through reads of every kind,
 * the public calculator, and a write (a new plan) as a client would.
 */
export async function mixedRequests(app: AppUnderTest): Promise<Request[]> {
  const token = await app.tokenFor(app.seeded.owner.email);
  const newMap = {
    title: 'Nyumba ya mzigo',
    region: 'Arusha',
    district: 'Arusha Mjini',
    ward: 'Kaloleni',
    startConstruction: '2027-03-01',
    desc: '',
  };
  return [
    jsonRequest('GET', '/api/health'),
    jsonRequest('GET', `/api/maps/${app.seeded.owner.mapId}`, undefined, token),
    jsonRequest('GET', '/api/catalogue?trade=walling'),
    jsonRequest('POST', '/api/takeoff/house', HOUSE),
    jsonRequest('GET', '/api/maps/?page=1&limit=10', undefined, token),
    jsonRequest('POST', '/api/maps/', newMap, token),
  ];
}
