import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Post } from '@kadirio/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createMapsWorld } from '../modules/plans/plans-testing';
import { createSignedInUser } from '../testing/factories';
import { buildMultipart, buildPdf, WHOLE_PNG_BYTES } from '../testing/multipart';
import { startTestS3Server } from '../testing/s3-server';
import type { FileStore } from './file-store';

/**
 * The file routes with S3_* set: drawings and covers go to a real S3-compatible server (s3rver)
 * and come back from it, in whole and in parts, as they do from the local disk.
 */
const s3 = await startTestS3Server();
const world = await createMapsWorld(s3.env);
afterAll(async () => {
  await world.close();
  await s3.close();
});
const { testApp, inject, newUser, createMap, upload } = world;
const store: FileStore = testApp.app.fileStore;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function keys(prefix: string): Promise<string[]> {
  const found: string[] = [];
  for await (const object of store.list(prefix)) found.push(object.key);
  return found.sort();
}

describe('drawings in an S3 bucket', () => {
  it('stores an upload under drawings/ (no temp object left) and serves it whole and in parts', async () => {
    expect(store.driver).toBe('s3');
    const owner = await newUser();
    const map = await createMap(owner);
    const bytes = buildPdf('s3 ranges', 20_000);
    const uploaded = await upload(owner, map._id, [{ filename: 'A-101.pdf', content: bytes }]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [drawing] = uploaded.json<{ _id: string }[]>();
    const key = `drawings/${drawing!._id}.pdf`;
    expect(await keys('drawings/')).toContain(key);
    expect(await keys('tmp/')).toEqual([]);
    const stored = await store.open(key);
    expect(sha256(await buffer(stored!.stream))).toBe(sha256(bytes));

    const url = `/api/maps/${map._id}/drawings/${drawing!._id}`;
    const whole = await inject({ method: 'GET', url, headers: owner.auth });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await inject({ method: 'GET', url, headers: { ...owner.auth, range: 'bytes=1024-2047' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1024-2047/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(1024, 2048))).toBe(true);

    const past = await inject({
      method: 'GET',
      url,
      headers: { ...owner.auth, range: `bytes=${bytes.length}-` },
    });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${bytes.length}`);
  });

  it('answers 404 when the object behind a drawing is gone from the bucket', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const uploaded = await upload(owner, map._id, [{ filename: 'B-201.pdf', content: buildPdf('gone') }]);
    const [drawing] = uploaded.json<{ _id: string }[]>();
    await store.delete(`drawings/${drawing!._id}.pdf`);
    const missing = await inject({
      method: 'GET',
      url: `/api/maps/${map._id}/drawings/${drawing!._id}`,
      headers: owner.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      message: 'The file of this drawing is missing',
      code: 'plans.drawing_file_missing',
    });
  });

  it('keeps nothing in the bucket from a refused upload', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await keys('');
    const refused = await upload(owner, map._id, [
      { filename: 'good.pdf', content: buildPdf('good') },
      { filename: 'letter.docx', content: Buffer.from('PK\u0003\u0004 not a drawing') },
    ]);
    expect(refused.statusCode).toBe(415);
    expect(await keys('')).toEqual(before);
  });

  it('deletes the objects of a deleted drawing', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const uploaded = await upload(owner, map._id, [{ filename: 'C.pdf', content: buildPdf('deleted') }]);
    const [drawing] = uploaded.json<{ _id: string }[]>();
    const deleted = await inject({
      method: 'DELETE',
      url: `/api/maps/${map._id}/drawings/${drawing!._id}`,
      headers: owner.auth,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await keys('drawings/')).not.toContain(`drawings/${drawing!._id}.pdf`);
  });
});

describe('blog covers in an S3 bucket', () => {
  it('stores a cover under covers/<sha256>, serves it, and deletes it once no post shows it', async () => {
    const admin = await createSignedInUser(testApp, 'admin');
    const created = await inject({
      method: 'POST',
      url: '/api/blog',
      headers: admin.auth,
      payload: { title: 'Covers in S3', article: 'Text', published: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json<Post>();
    const body = buildMultipart([
      { filename: 'cover.png', content: WHOLE_PNG_BYTES, contentType: 'image/png', field: 'file' },
    ]);
    const uploaded = await inject({
      method: 'PUT',
      url: `/api/blog/${post._id}/cover`,
      headers: { ...admin.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const name = `${sha256(WHOLE_PNG_BYTES)}.png`;
    expect(await keys('covers/')).toEqual([`covers/${name}`]);
    expect(await keys('tmp/')).toEqual([]);

    const served = await inject({ method: 'GET', url: `/api/blog/covers/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(WHOLE_PNG_BYTES)).toBe(true);

    const removed = await inject({
      method: 'DELETE',
      url: `/api/blog/${post._id}/cover`,
      headers: admin.auth,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await keys('covers/')).toEqual([]);
    expect((await inject({ method: 'GET', url: `/api/blog/covers/${name}` })).statusCode).toBe(404);
  });
});
