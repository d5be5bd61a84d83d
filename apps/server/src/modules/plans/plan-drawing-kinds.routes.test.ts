import { afterAll, describe, expect, it } from 'vitest';
import { buildPdf, JPEG_BYTES, WHOLE_PNG_BYTES } from '../../testing/multipart';
import { createMapsWorld, filesIn } from './plans-testing';

/** What a drawing may be: a PDF or a photo or scan of a paper drawing, told by its bytes. */
const world = await createMapsWorld();
afterAll(() => world.close());
const { inject, newUser, drawingsDir, createMap, upload, getMap, expectNothingStored } = world;

describe('drawing kinds', () => {
  it('refuses a Word file with 415 naming it as sent, before anything is kept or queued', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const before = await filesIn(drawingsDir());
    const response = await upload(owner, map._id, [
      { filename: 'good.pdf', content: buildPdf() },
      { filename: 'ramani.docx', content: 'PK\u0003\u0004word/document.xml' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/^ramani\.docx is not a PDF file or a photo/);
    await expectNothingStored(map._id, before);
    // Still a draft: nothing joined the checkers' queue.
    expect((await getMap(owner, map._id)).drawings).toEqual([]);
    expect((await getMap(owner, map._id)).queuedAt).toBe(map.queuedAt);
  });

  it('accepts photos and scans of paper drawings (JPEG, PNG), stored and served with their own type', async () => {
    const owner = await newUser();
    const map = await createMap(owner);
    const response = await upload(owner, map._id, [
      { filename: 'IMG_2041.JPG', content: JPEG_BYTES, contentType: 'image/jpeg' },
      { filename: 'scan.png', content: WHOLE_PNG_BYTES, contentType: 'image/png' },
      { filename: 'photo.jpeg', content: JPEG_BYTES, contentType: 'application/octet-stream' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const drawings = response.json<{ _id: string; name: string; contentType: string }[]>();
    expect(drawings.map((drawing) => [drawing.name, drawing.contentType])).toEqual([
      ['IMG_2041.JPG', 'image/jpeg'],
      ['scan.png', 'image/png'],
      ['photo.jpeg', 'image/jpeg'],
    ]);
    const stored = await filesIn(drawingsDir());
    expect(stored).toContain(`${drawings[0]?._id}.jpg`);
    expect(stored).toContain(`${drawings[1]?._id}.png`);
    for (const [index, bytes, type] of [
      [0, JPEG_BYTES, 'image/jpeg'],
      [1, WHOLE_PNG_BYTES, 'image/png'],
    ] as const) {
      const served = await inject({
        method: 'GET',
        url: `/api/maps/${map._id}/drawings/${drawings[index]?._id}`,
        headers: owner.auth,
      });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    // A photo named .pdf is kept under the ending of what it is.
    const renamed = await upload(owner, map._id, [{ filename: 'plan.pdf', content: JPEG_BYTES }]);
    expect(renamed.json()[0].name).toBe('plan.pdf.jpg');
  });
});
