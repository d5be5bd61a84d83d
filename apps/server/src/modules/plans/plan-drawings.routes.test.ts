import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAP_LIMITS } from '@kadirio/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { mapDrawings } from '../../db/schema/index';
import { UNKNOWN_ID } from '../../testing/factories';
import { buildMultipart, buildPdf, buildPdfOfSize, PNG_BYTES } from '../../testing/multipart';
import { createMapsWorld, filesIn, sha256, SMALL_LIMIT } from './plans-testing';

/** A plan's drawings: upload (all or nothing), download, delete. */
const world = await createMapsWorld();
afterAll(() => world.close());
const {
  smallApp,
  staff,
  inject,
  newUser,
  drawingsDir,
  tempDir,
  rowCount,
  createMap,
  upload,
  getMap,
  mapIn,
  expectNothingStored,
} = world;

describe('POST /api/maps/:id/drawings', () => {
  it('stores real PDFs under server-chosen names and answers their metadata', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const first = buildPdf('first');
    const second = buildPdf('second', 3000);
    const response = await upload(owner, map._id, [
      { filename: 'C:\\Users\\Asha\\Desktop\\ramani ya nyumba.pdf', content: first },
      { filename: 'sehemu – ñ.pdf', content: second, contentType: 'application/octet-stream' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const drawings = response.json();
    expect(drawings).toEqual([
      {
        _id: expect.any(String),
        name: 'ramani ya nyumba.pdf',
        size: first.length,
        sha256: sha256(first),
        contentType: 'application/pdf',
        createdAt: expect.any(String),
      },
      {
        _id: expect.any(String),
        name: 'sehemu – ñ.pdf',
        size: second.length,
        sha256: sha256(second),
        contentType: 'application/pdf',
        createdAt: expect.any(String),
      },
    ]);
    const stored = await filesIn(drawingsDir());
    for (const drawing of drawings) {
      expect(stored).toContain(`${drawing._id}.pdf`);
      const bytes = await readFile(join(drawingsDir(), `${drawing._id}.pdf`));
      expect(sha256(bytes)).toBe(drawing.sha256);
    }
    expect((await getMap(owner, map._id)).drawings).toEqual(drawings);
    expect(await filesIn(tempDir())).toEqual([]);
  });

  it('keeps only a cleaned name: no path, no control characters, always .pdf', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const response = await upload(owner, map._id, [
      { filename: '../../etc/plan\u202Efdp.exe', content: buildPdf() },
      { filename: '.htaccess', content: buildPdf() },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().map((drawing: { name: string }) => drawing.name)).toEqual([
      'planfdp.exe.pdf',
      'htaccess.pdf',
    ]);
  });

  it('submits a draft: its first drawing puts it at the back of the typecheck queue', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    await upload(owner, map._id, [{ filename: 'a.pdf', content: buildPdf() }]);
    const submitted = await getMap(owner, map._id);
    expect(Date.parse(submitted.queuedAt)).toBeGreaterThan(Date.parse(map.queuedAt));
    await upload(owner, map._id, [{ filename: 'b.pdf', content: buildPdf() }]);
    expect((await getMap(owner, map._id)).queuedAt).toBe(submitted.queuedAt);
  });

  it('refuses a PNG cut short (named plan.pdf) with 415 and keeps nothing', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const response = await upload(owner, map._id, [{ filename: 'plan.pdf', content: PNG_BYTES }]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/plan\.pdf is not a complete PDF or image/);
    await expectNothingStored(map._id, before);
  });

  it('refuses the whole upload when a later file is not a PDF, keeping not even the good one', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const response = await upload(owner, map._id, [
      { filename: 'good.pdf', content: buildPdf() },
      { filename: 'notes.pdf', content: 'just some text, %%EOF' },
    ]);
    expect(response.statusCode).toBe(415);
    await expectNothingStored(map._id, before);
  });

  it('refuses a PDF cut short (no %%EOF) with 415 and keeps nothing', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const whole = buildPdf('cut', 5000);
    const response = await upload(owner, map._id, [
      { filename: 'cut.pdf', content: whole.subarray(0, whole.length - 40) },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/not a complete PDF/);
    await expectNothingStored(map._id, before);
  });

  it('answers a multipart body that stops mid-file with 400 and keeps nothing', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const { payload, headers } = buildMultipart([
      { filename: 'a.pdf', content: buildPdf() },
      { filename: 'b.pdf', content: buildPdf('b', 20_000) },
    ]);
    const response = await inject({
      method: 'POST',
      url: `/api/maps/${map._id}/drawings`,
      headers: { ...headers, ...owner.auth },
      payload: payload.subarray(0, payload.length - 10_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/cut short/);
    await expectNothingStored(map._id, before);
  });

  it('answers a drawing over the size limit with 413 and keeps nothing', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const response = await upload(
      owner,
      map._id,
      [
        { filename: 'small.pdf', content: buildPdf() },
        { filename: 'big.pdf', content: buildPdfOfSize(SMALL_LIMIT + 1) },
      ],
      smallApp,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/at most/);
    await expectNothingStored(map._id, before);
  });

  it('accepts a drawing of exactly the size limit', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const response = await upload(
      owner,
      map._id,
      [{ filename: 'exact.pdf', content: buildPdfOfSize(SMALL_LIMIT) }],
      smallApp,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()[0].size).toBe(SMALL_LIMIT);
  });

  it('holds to the real 20 MB limit', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const response = await upload(owner, map._id, [
      { filename: 'huge.pdf', content: buildPdfOfSize(MAP_LIMITS.drawingMaxBytes + 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Each drawing must be at most 20 MB');
    await expectNothingStored(map._id, before);
    const exact = await upload(owner, map._id, [
      { filename: 'exact.pdf', content: buildPdfOfSize(MAP_LIMITS.drawingMaxBytes) },
    ]);
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('holds at most 10 drawings per plan: more is 409 and nothing is added', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const ten = Array.from({ length: 10 }, (_, index) => ({
      filename: `d${index}.pdf`,
      content: buildPdf(),
    }));
    const before = await filesIn(drawingsDir());
    const eleven = await upload(owner, map._id, [...ten, { filename: 'extra.pdf', content: buildPdf() }]);
    expect(eleven.statusCode).toBe(409);
    await expectNothingStored(map._id, before);

    const eight = await upload(owner, map._id, ten.slice(0, 8));
    expect(eight.statusCode).toBe(201);
    const three = await upload(owner, map._id, ten.slice(0, 3));
    expect(three.statusCode).toBe(409);
    expect(three.json().message).toMatch(/at most 10 drawings; this one has 8, so at most 2 more/);
    expect(await rowCount(mapDrawings, map._id)).toBe(8);
    expect((await upload(owner, map._id, ten.slice(0, 2))).statusCode).toBe(201);
    expect((await upload(owner, map._id, ten.slice(0, 1))).statusCode).toBe(409);
    expect(await rowCount(mapDrawings, map._id)).toBe(10);
    expect(await filesIn(tempDir())).toEqual([]);
  });

  it('answers a JSON body with 415 and a body without a file part with 400', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const json = await inject({
      method: 'POST',
      url: `/api/maps/${map._id}/drawings`,
      headers: owner.auth,
      payload: { file: 'plan.pdf' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);
    const { payload, headers } = buildMultipart([{ field: 'note', value: 'hello' }]);
    const empty = await inject({
      method: 'POST',
      url: `/api/maps/${map._id}/drawings`,
      headers: { ...headers, ...owner.auth },
      payload,
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/at least one PDF/);
  });

  it('refuses a file sent under another part name with 400', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const response = await upload(owner, map._id, [
      { field: 'drawing', filename: 'a.pdf', content: buildPdf() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/part named file/);
    expect(await filesIn(tempDir())).toEqual([]);
  });

  it('answers 404 for another user’s map and for an unknown map, reading nothing', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const stranger = await newUser();
    expect((await upload(stranger, map._id, [{ filename: 'a.pdf', content: buildPdf() }])).statusCode).toBe(
      404,
    );
    expect((await upload(owner, UNKNOWN_ID, [{ filename: 'a.pdf', content: buildPdf() }])).statusCode).toBe(
      404,
    );
    expect(await rowCount(mapDrawings, map._id)).toBe(0);
  });

  it('refuses a checker who can see the map (403) and an anonymous caller (401)', async () => {
    const { map } = await mapIn('typecheck');
    const part = [{ filename: 'a.pdf', content: buildPdf() }];
    expect((await upload(staff.typechecker, map._id, part)).statusCode).toBe(403);
    expect((await upload(null, map._id, part)).statusCode).toBe(401);
  });

  it('refuses the owner once the plan has passed typecheck (409), but not an admin', async () => {
    const { owner, map } = await mapIn('unitcheck');
    const part = [{ filename: 'a.pdf', content: buildPdf() }];
    const response = await upload(owner, map._id, part);
    expect(response.statusCode).toBe(409);
    expect(await rowCount(mapDrawings, map._id)).toBe(1);
    expect((await upload(staff.admin, map._id, part)).statusCode).toBe(201);
  });
});

describe('GET /api/maps/:id/drawings/:drawingId', () => {
  it('streams the PDF inline with a safe file name and nosniff', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const bytes = buildPdf('stream', 10_000);
    const uploaded = await upload(owner, map._id, [{ filename: 'ramani;ya ñ.pdf', content: bytes }]);
    const [drawing] = uploaded.json();
    const response = await inject({
      method: 'GET',
      url: `/api/maps/${map._id}/drawings/${drawing._id}`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="ramani_ya _.pdf"; filename*=UTF-8''ramani%3Bya%20%C3%B1.pdf`,
    );
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('opens for the checker of the map’s state and for admin, and is 404 for anyone else', async () => {
    const { owner, map } = await mapIn('typecheck');
    const url = `/api/maps/${map._id}/drawings/${map.drawings[0]!._id}`;
    for (const caller of [owner, staff.typechecker, staff.admin])
      expect((await inject({ method: 'GET', url, headers: caller.auth })).statusCode).toBe(200);
    for (const caller of [await newUser(), staff.unitchecker, staff.failedchecker, staff.boq])
      expect((await inject({ method: 'GET', url, headers: caller.auth })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown drawing and for a drawing of another map', async () => {
    const { owner, map } = await mapIn('typecheck');
    const other = await mapIn('typecheck', owner);
    for (const url of [
      `/api/maps/${map._id}/drawings/${UNKNOWN_ID}`,
      `/api/maps/${map._id}/drawings/${other.map.drawings[0]!._id}`,
    ])
      expect((await inject({ method: 'GET', url, headers: owner.auth })).statusCode).toBe(404);
  });
});

describe('DELETE /api/maps/:id/drawings/:drawingId', () => {
  it('lets the owner remove a drawing while the plan is editable, file included', async () => {
    const { owner, map } = await mapIn('typecheck');
    const drawing = map.drawings[0]!;
    const response = await inject({
      method: 'DELETE',
      url: `/api/maps/${map._id}/drawings/${drawing._id}`,
      headers: owner.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: drawing._id, message: 'Drawing deleted successfully' });
    expect(await filesIn(drawingsDir())).not.toContain(`${drawing._id}.pdf`);
    expect((await getMap(owner, map._id)).drawings).toEqual([]);
  });

  it('refuses the owner after typecheck (409), a checker (403) and a stranger (404)', async () => {
    const { owner, map } = await mapIn('unitcheck');
    const url = `/api/maps/${map._id}/drawings/${map.drawings[0]!._id}`;
    expect((await inject({ method: 'DELETE', url, headers: owner.auth })).statusCode).toBe(409);
    expect((await inject({ method: 'DELETE', url, headers: staff.unitchecker.auth })).statusCode).toBe(403);
    expect((await inject({ method: 'DELETE', url, headers: (await newUser()).auth })).statusCode).toBe(404);
    expect(await rowCount(mapDrawings, map._id)).toBe(1);
  });
});
