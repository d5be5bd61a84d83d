import { afterAll, describe, expect, it } from 'vitest';
import { buildPdf } from '../../testing/multipart';
import { createMapsWorld } from './plans-testing';

/**
 * A drawing streamed in parts (HTTP range requests): the viewer asks `Range: bytes=a-b` for the
 * parts of a large PDF it needs, so the first page shows before the whole file has come.
 */
const world = await createMapsWorld();
afterAll(() => world.close());
const { inject, newUser, createMap, upload } = world;

async function drawingOf(size: number) {
  const owner = await newUser();
  const map = await createMap(owner);
  const bytes = buildPdf('ranges', size);
  const [drawing] = (await upload(owner, map._id, [{ filename: 'A-101.pdf', content: bytes }])).json<
    { _id: string }[]
  >();
  const url = `/api/maps/${map._id}/drawings/${drawing!._id}`;
  const get = (range?: string) =>
    inject({ method: 'GET', url, headers: { ...owner.auth, ...(range === undefined ? {} : { range }) } });
  return { bytes, get };
}

describe('GET /api/maps/:id/drawings/:drawingId with Range', () => {
  it('says it accepts ranges on the whole file', async () => {
    const { bytes, get } = await drawingOf(20_000);
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-range']).toBeUndefined();
    expect(whole.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers 206 with the asked part and its Content-Range', async () => {
    const { bytes, get } = await drawingOf(20_000);
    const size = bytes.length;
    for (const [range, start, end] of [
      ['bytes=0-1023', 0, 1023],
      ['bytes=1024-', 1024, size - 1],
      ['bytes=-500', size - 500, size - 1],
      [`bytes=${size - 10}-${size + 5000}`, size - 10, size - 1],
    ] as const) {
      const part = await get(range);
      expect(part.statusCode, range).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${size}`);
      expect(part.headers['content-length']).toBe(String(end - start + 1));
      expect(part.headers['accept-ranges']).toBe('bytes');
      expect(part.headers['content-type']).toBe('application/pdf');
      expect(part.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 with the size for a range past the end', async () => {
    const { bytes, get } = await drawingOf(5_000);
    for (const range of [`bytes=${bytes.length}-`, 'bytes=999999-1000000', 'bytes=-0']) {
      const refused = await get(range);
      expect(refused.statusCode, range).toBe(416);
      expect(refused.headers['content-range']).toBe(`bytes */${bytes.length}`);
      expect(refused.json().message).toMatch(/outside/);
    }
  });

  it('sends the whole file for a range it does not support (several parts, another unit, nonsense)', async () => {
    const { bytes, get } = await drawingOf(5_000);
    for (const range of ['bytes=0-1,5-9', 'items=0-10', 'bytes=9-3', 'nonsense']) {
      const whole = await get(range);
      expect(whole.statusCode, range).toBe(200);
      expect(whole.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('checks who asks before any byte: a stranger gets 404 whatever the range', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const [drawing] = (
      await upload(owner, map._id, [{ filename: 'x.pdf', content: buildPdf('x', 100) }])
    ).json<{ _id: string }[]>();
    const stranger = await newUser();
    const refused = await inject({
      method: 'GET',
      url: `/api/maps/${map._id}/drawings/${drawing!._id}`,
      headers: { ...stranger.auth, range: 'bytes=0-10' },
    });
    expect(refused.statusCode).toBe(404);
  });
});
