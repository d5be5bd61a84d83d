import type { PerConnectionRequests } from './load';
import type { AppUnderTest } from './app-under-test';

/**
 * Measure once, use everywhere, under load: each connection owns one `successful` map whose
 * "External walls" measurement is bound in four sheets (walling and strip to the length, plastering
 * and finishing to `ExtWalls * 3`), and edits it over and over. Every edit is one round trip that
 * values the mark at its page scale and re-prices the four draft sheets in one transaction.
 */
const BINDINGS = {
  walling: (id: string) => ({ length: { measurementId: id } }),
  strip: (id: string) => ({ length: { measurementId: id } }),
  plastering: () => ({ externalArea: { expression: 'ExtWalls * 3' } }),
  finishing: () => ({ externalArea: { expression: 'ExtWalls * 3' } }),
} as const;

/** Two wall lengths the edits alternate between, so every edit changes the value (1:100: 25.4 m and 50.8 m). */
const geometryOf = (turn: number) => ({
  kind: 'length',
  points: [
    { x: 100, y: 100 },
    { x: 100 + (turn % 2 === 0 ? 1440 : 720), y: 100 },
  ],
});

/** A measurement bound in four sheets, as one editor of it knows it. */
export interface EditedMark {
  url: string;
  version: number;
  turn: number;
}

export type BenchApi = (
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; json: Record<string, unknown> }>;

/** JSON requests to the app as one signed-in account. */
export function benchApi(baseUrl: string, token: string): BenchApi {
  const authorization = `Bearer ${token}`;
  return async (method, path, body) => {
    // A JSON content type only with a body: Fastify answers an empty JSON body (a DELETE) with 400.
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      ...(body === undefined
        ? { headers: { authorization } }
        : { headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return {
      status: response.status,
      json: (await response.json().catch(() => ({}))) as Record<string, unknown>,
    };
  };
}

/**
 * On one `successful` map: page 1 of its first drawing at 1:100, its "External walls" length
 * (created unless there), and that measurement bound in the four draft sheets of `BINDINGS`.
 */
export async function bindExternalWalls(
  api: BenchApi,
  mapId: string,
): Promise<EditedMark | { skip: string }> {
  const map = await api('GET', `/api/maps/${mapId}`);
  const drawing = (map.json.drawings as { _id: string }[] | undefined)?.[0];
  if (!drawing) return { skip: `not run: map ${mapId} answered ${map.status} without a drawing` };
  const scale = await api('PUT', `/api/maps/${mapId}/drawings/${drawing._id}/scales`, {
    page: 1,
    scales: [{ source: 'text', ratio: 100 }],
  });
  if (scale.status === 404)
    return { skip: 'not available: the server has no measurements routes (issue 14)' };
  const listed = await api('GET', `/api/maps/${mapId}/measurements`);
  let mark = (listed.json as unknown as { _id: string; key: string; version: number }[]).find?.(
    (each) => each.key === 'ExtWalls',
  );
  if (!mark) {
    const created = await api('POST', `/api/maps/${mapId}/measurements`, {
      drawingId: drawing._id,
      page: 1,
      name: 'External walls',
      key: 'ExtWalls',
      geometry: geometryOf(1),
    });
    if (created.status !== 201) return { skip: `not run: creating a measurement answered ${created.status}` };
    mark = created.json.measurement as { _id: string; key: string; version: number };
  }
  for (const [trade, bindings] of Object.entries(BINDINGS)) {
    const sheet = await api('GET', `/api/maps/${mapId}/boq/${trade}`);
    if (sheet.json.status !== 'draft') continue;
    const bound = await api('PUT', `/api/maps/${mapId}/boq/${trade}`, {
      version: sheet.json.version,
      bindings: bindings(mark._id),
    });
    if (bound.status !== 200) return { skip: `not run: binding ${trade} answered ${bound.status}` };
  }
  return { url: `/api/maps/${mapId}/measurements/${mark._id}`, version: mark.version, turn: 0 };
}

/** The body of one edit: the other of the two wall lengths, at the version last answered. */
export function editBody(mark: EditedMark): string {
  return JSON.stringify({ version: mark.version, geometry: geometryOf(mark.turn++) });
}

export async function prepareMeasurementEdit(
  app: AppUnderTest,
): Promise<PerConnectionRequests | { skip: string }> {
  const token = await app.tokenFor(app.seeded.boq.email);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const api = benchApi(app.baseUrl, token);
  const marks: EditedMark[] = [];
  for (const mapId of app.seeded.boq.successfulMapIds) {
    const mark = await bindExternalWalls(api, mapId);
    if ('skip' in mark) return mark;
    marks.push(mark);
  }

  let connectionsOpened = 0;
  return {
    async beforeRun() {
      connectionsOpened = 0;
      for (const mark of marks) {
        const read = await api('GET', mark.url);
        if (read.status !== 200) throw new Error(`re-reading a measurement answered ${read.status}`);
        mark.version = read.json.version as number;
      }
    },
    forConnection() {
      const mark = marks[connectionsOpened++];
      if (!mark) throw new Error(`the measurement edit has ${marks.length} maps, fewer than its connections`);
      return [
        {
          method: 'PUT',
          path: mark.url,
          headers,
          setupRequest: (request) => ({
            ...request,
            body: editBody(mark),
          }),
          onResponse(status, body) {
            if (status !== 200) return;
            const answer = JSON.parse(body) as { measurement?: { version?: number } };
            if (answer.measurement?.version !== undefined) mark.version = answer.measurement.version;
          },
        },
      ];
    },
  };
}
