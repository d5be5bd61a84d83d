import type { Measurement, MeasurementWriteResponse, SetPageScalesResponse, TradeId } from '@kadirio/domain';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { mapDrawings } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { SignedInUser } from '../../testing/factories';
import type { TestApp } from '../../testing/test-app';
import { insertMapInStatus, type boqClient } from '../boq/boq-testing';

/** A drawing row of a map, without its file: measurements only need it to exist and be named. */
export async function insertDrawing(testApp: TestApp, mapId: string, name = 'A-101.pdf'): Promise<string> {
  const id = newId();
  await testApp.database.db.insert(mapDrawings).values({
    id,
    mapId,
    storedName: `${id}.pdf`,
    originalName: name,
    size: 1000,
    sha256: '0'.repeat(64),
    position: 0,
  });
  return id;
}

/** A drawing of a map with its file in the store: what the drawing reader opens. */
export async function storeDrawing(
  testApp: TestApp,
  mapId: string,
  bytes: Buffer,
  options: { name?: string; extension?: 'pdf' | 'png' } = {},
): Promise<string> {
  const id = newId();
  const storedName = `${id}.${options.extension ?? 'pdf'}`;
  await testApp.app.fileStore.put(`drawings/${storedName}`, Readable.from([bytes]));
  await testApp.database.db.insert(mapDrawings).values({
    id,
    mapId,
    storedName,
    originalName: options.name ?? 'A-101.pdf',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    position: 0,
  });
  return id;
}

/** A drawing on another map of `owner`'s: for the refusals of a drawing that is not the map's. */
export async function insertForeignDrawing(testApp: TestApp, owner: SignedInUser): Promise<string> {
  const otherMap = await insertMapInStatus(testApp, owner, 'successful', { title: 'Other' });
  return insertDrawing(testApp, otherMap, 'B-201.pdf');
}

type Client = ReturnType<typeof boqClient>;
type Caller = Parameters<Client['call']>[2];

/** A straight polyline `points` long along y = 100, from x = 100. */
export const straight = (points: number) => ({
  kind: 'length' as const,
  points: [
    { x: 100, y: 100 },
    { x: 100 + points, y: 100 },
  ],
});

export function measurementsClient(client: Client) {
  const marks = {
    async setRatio(mapId: string, drawingId: string, caller: Caller, ratio: number, page = 1) {
      const response = await client.call('PUT', `/api/maps/${mapId}/drawings/${drawingId}/scales`, caller, {
        page,
        scales: [{ source: 'text', ratio }],
      });
      if (response.statusCode !== 200) throw new Error(`PUT scales: ${response.statusCode} ${response.body}`);
      return response.json<SetPageScalesResponse>();
    },
    async create(mapId: string, caller: Caller, body: Record<string, unknown>): Promise<Measurement> {
      const response = await client.call('POST', `/api/maps/${mapId}/measurements`, caller, body);
      if (response.statusCode !== 201)
        throw new Error(`POST measurement: ${response.statusCode} ${response.body}`);
      return response.json<MeasurementWriteResponse>().measurement;
    },
    async bind(mapId: string, trade: TradeId, caller: Caller, bindings: Record<string, unknown>) {
      const sheet = await client.sheet(mapId, trade, caller);
      const response = await client.call('PUT', `/api/maps/${mapId}/boq/${trade}`, caller, {
        version: sheet.version,
        bindings,
      });
      if (response.statusCode !== 200)
        throw new Error(`bind ${trade}: ${response.statusCode} ${response.body}`);
      return response;
    },

    /**
     * Where every take-off test starts: a checked map of `owner` with one drawing whose page 1 is
     * at 1:`ratio`, set by `staff`.
     */
    async mapReadyToMeasure(
      testApp: TestApp,
      owner: SignedInUser,
      staff: Caller,
      options: { title?: string; ratio?: number } = {},
    ): Promise<{ mapId: string; drawingId: string }> {
      const mapId = await insertMapInStatus(testApp, owner, 'successful', { title: options.title });
      const drawingId = await insertDrawing(testApp, mapId, 'A-101.pdf');
      await marks.setRatio(mapId, drawingId, staff, options.ratio ?? 100);
      return { mapId, drawingId };
    },
  };
  return marks;
}
