import type {
  AcceptProposalBody,
  AcceptProposalResponse,
  DrawingProposal,
  Measurement,
} from '@kadirio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { houseDrawing } from '../../../../../packages/domain/src/takeoff/reader/testing/house-drawing';
import { insertMapInStatus, useBoqTestApp } from '../boq/boq-testing';
import { drawingPdf } from './drawing-reader-pdf';
import { measurementsClient, storeDrawing } from './takeoff-testing';

/**
 * GET /api/maps/:id/drawings/:drawingId/pages/:page/proposal (docs/takeoff.md §5.6): the test
 * house of the reader's worked example (packages/domain/src/takeoff/reader/read-page.test.ts),
 * drawn as a real PDF with real text by pdfkit, stored as a plan's drawing and read through the API.
 */
const { testApp, client, boqStaff, pricetag, owner } = useBoqTestApp();
const marks = measurementsClient(client);

let mapId: string;
let house: string;
let at102: string;
let photo: string;
let broken: string;
let otherMapDrawing: string;

beforeAll(async () => {
  mapId = await insertMapInStatus(testApp, owner, 'successful');
  house = await storeDrawing(testApp, mapId, await drawingPdf(houseDrawing({ ratio: 100 })));
  at102 = await storeDrawing(
    testApp,
    mapId,
    await drawingPdf(houseDrawing({ ratio: 102, statedRatio: 100 })),
    { name: 'A-102.pdf' },
  );
  // The server keeps what the upload's sniffing accepted; a PNG's bytes are not read here.
  photo = await storeDrawing(testApp, mapId, Buffer.from('\x89PNG\r\n\x1a\n'), {
    name: 'photo.png',
    extension: 'png',
  });
  broken = await storeDrawing(testApp, mapId, Buffer.from('%PDF-1.7\nnot really a pdf\n%%EOF\n'), {
    name: 'broken.pdf',
  });
  const otherMap = await insertMapInStatus(testApp, owner, 'successful', { title: 'Other' });
  otherMapDrawing = await storeDrawing(testApp, otherMap, await drawingPdf(houseDrawing({ ratio: 100 })));
});

const proposalUrl = (drawingId: string, page: number | string = 1, map = mapId) =>
  `/api/maps/${map}/drawings/${drawingId}/pages/${page}/proposal`;

describe('GET /api/maps/:id/drawings/:drawingId/pages/:page/proposal', () => {
  it("proposes the house's scale, walls, rooms and openings, and stores nothing", async () => {
    const response = await client.call('GET', proposalUrl(house), boqStaff);
    expect(response.statusCode).toBe(200);
    const proposal = response.json<DrawingProposal>();
    expect(proposal).toMatchObject({ drawingId: house, page: 1, status: 'ok', paper: 'A3' });
    expect(proposal.pageSize?.width).toBeCloseTo(1190.55, 1);
    expect(proposal.scale).toMatchObject({ ratio: 100, agreeing: 7, total: 7, unit: 'mm', clusters: [{}] });
    expect(proposal.statedScale).toMatchObject({ statedRatio: 100, foundRatio: 100, agrees: true });
    // 2 × (10 − 0.2) + 2 × (8 − 0.2) = 35.2 m of external centre line; the internal wall 8 − 0.4 = 7.6 m.
    expect(proposal.wallTotals.externalM).toBeCloseTo(35.2, 3);
    expect(proposal.wallTotals.internalM).toBeCloseTo(7.6, 3);
    const internal = proposal.walls.filter((wall) => wall.side === 'internal');
    expect(internal).toHaveLength(1);
    expect(internal[0]).toMatchObject({ thicknessMm: 100 });
    // It runs north–south: its centre line's ends share an x.
    expect(internal[0]!.start.x - internal[0]!.end.x).toBeCloseTo(0, 1);
    const bedroom = proposal.rooms.find((room) => room.name === 'BEDROOM');
    expect(bedroom?.areaM2).toBeCloseTo(43.7, 3); // 5.75 × 7.6
    expect(bedroom?.perimeterM).toBeCloseTo(26.7, 3);
    expect(bedroom?.polygon.length).toBeGreaterThanOrEqual(4);
    const door = proposal.openings.find((opening) => opening.kind === 'door');
    expect(door).toMatchObject({ code: 'D1', heightM: 2.1, nominal: { widthMm: 900, heightMm: 2100 } });
    expect(door?.widthM).toBeCloseTo(0.9, 3);
    const window = proposal.openings.find((opening) => opening.kind === 'window');
    expect(window).toMatchObject({ code: 'W1', heightM: 1.2 });

    // A BOQ reader who does not edit may look too; nothing was stored by reading.
    expect((await client.call('GET', proposalUrl(house), pricetag)).statusCode).toBe(200);
    expect((await client.call('GET', `/api/maps/${mapId}/measurements`, boqStaff)).json()).toEqual([]);
  });

  it('says when the title disagrees with the dimensions, and measures at what the dimensions read', async () => {
    const proposal = (await client.call('GET', proposalUrl(at102), boqStaff)).json<DrawingProposal>();
    expect(proposal.scale?.ratio).toBe(102);
    expect(proposal.statedScale).toMatchObject({ statedRatio: 100, differencePercent: 2, agrees: false });
    expect(proposal.notes).toContain(
      'stated scale disagrees by 2.0 %: the title says 1:100, the dimensions read 1:102',
    );
    expect(proposal.wallTotals.externalM).toBeCloseTo(35.2, 3);
  });

  it('answers a photo and a PDF that does not parse with no-vectors and a note, not an error', async () => {
    const image = await client.call('GET', proposalUrl(photo), boqStaff);
    expect(image.statusCode).toBe(200);
    expect(image.json<DrawingProposal>()).toMatchObject({ status: 'no-vectors', walls: [], scale: null });
    expect(image.json<DrawingProposal>().notes[0]).toMatch(/PNG image .* no vector lines/);
    const unreadable = await client.call('GET', proposalUrl(broken), boqStaff);
    expect(unreadable.statusCode).toBe(200);
    expect(unreadable.json<DrawingProposal>().status).toBe('no-vectors');
    expect(unreadable.json<DrawingProposal>().notes[0]).toMatch(/^the PDF could not be read/);
  });

  it('refuses a bad page with 400, no token with 401, a client with 403, and an unknown or foreign drawing with 404', async () => {
    for (const page of ['0', 'one', '1.5']) {
      const bad = await client.call('GET', proposalUrl(house, page), boqStaff);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toMatch(/page/);
    }
    const pastLast = await client.call('GET', proposalUrl(house, 2), boqStaff);
    expect(pastLast.statusCode).toBe(400);
    expect(pastLast.json().message).toBe('page: the drawing has 1 page; there is no page 2');
    expect((await client.call('GET', proposalUrl(photo, 2), boqStaff)).statusCode).toBe(400);

    expect((await client.call('GET', proposalUrl(house), null)).statusCode).toBe(401);
    expect((await client.call('GET', proposalUrl(house), owner)).statusCode).toBe(403);

    const foreign = await client.call('GET', proposalUrl(otherMapDrawing), boqStaff);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Drawing not found');
    const unknownDrawing = proposalUrl('00000000-0000-4000-8000-000000000000');
    expect((await client.call('GET', unknownDrawing, boqStaff)).statusCode).toBe(404);
    const unknownPlan = proposalUrl(house, 1, '00000000-0000-4000-8000-000000000000');
    expect((await client.call('GET', unknownPlan, boqStaff)).statusCode).toBe(404);
  });
});

/** What the web sends for "Accept N": every proposal of the page as a mark. */
function acceptAll(proposal: DrawingProposal): AcceptProposalBody {
  return {
    marks: [
      ...proposal.walls.map((wall, index) => ({
        name: `Wall ${index + 1}`,
        group: wall.side === 'external' ? 'External walls' : 'Internal walls',
        geometry: { kind: 'length' as const, points: [wall.start, wall.end] },
      })),
      ...proposal.rooms.map((room) => ({
        name: room.name,
        group: 'Rooms',
        geometry: { kind: 'area' as const, points: room.polygon },
      })),
      ...proposal.openings.map((opening, index) => ({
        name: `Opening ${index + 1}`,
        group: 'Openings',
        geometry: {
          kind: 'count' as const,
          markers: [{ ...opening.position, type: opening.code ?? opening.kind }],
        },
      })),
    ],
  };
}

describe('POST /api/maps/:id/drawings/:drawingId/pages/:page/proposal/accept', () => {
  const acceptUrl = (drawingId: string, page: number | string = 1, map = mapId) =>
    `${proposalUrl(drawingId, page, map)}/accept`;

  it('stores the accepted proposals as marks whose source says so, valued at the page scale', async () => {
    const proposal = (await client.call('GET', proposalUrl(house), boqStaff)).json<DrawingProposal>();
    // The surveyor accepts the scale the dimensions read first: the marks are valued at it.
    await marks.setRatio(mapId, house, boqStaff, proposal.scale!.ratio);
    const response = await client.call('POST', acceptUrl(house), boqStaff, acceptAll(proposal));
    expect(response.statusCode).toBe(201);
    const stored = response.json<AcceptProposalResponse>().measurements;
    expect(stored).toHaveLength(proposal.walls.length + proposal.rooms.length + proposal.openings.length);
    expect(new Set(stored.map((mark) => mark.source))).toEqual(new Set(['accepted-proposal']));
    const total = (group: string) =>
      stored.filter((mark) => mark.group === group).reduce((sum, mark) => sum + mark.value, 0);
    expect(total('External walls')).toBeCloseTo(35.2, 2); // 2 × 9.8 + 2 × 7.8
    expect(total('Internal walls')).toBeCloseTo(7.6, 2);
    expect(stored.find((mark) => mark.name === 'BEDROOM')?.value).toBeCloseTo(43.7, 2); // 5.75 × 7.6
    expect(stored.find((mark) => mark.counts.D1 === 1)).toMatchObject({ kind: 'count', unit: 'pcs' });
    expect(stored[0]).toMatchObject({ drawingName: 'A-101.pdf', page: 1, key: 'Wall1' });

    const listed = (await client.call('GET', `/api/maps/${mapId}/measurements`, pricetag)).json<
      Measurement[]
    >();
    expect(listed).toHaveLength(stored.length);
    // A mark drawn by hand stays drawn.
    const typed = await marks.create(mapId, boqStaff, {
      drawingId: house,
      page: 1,
      name: 'Fence',
      geometry: {
        kind: 'length',
        points: [
          { x: 10, y: 10 },
          { x: 82, y: 10 },
        ],
      },
    });
    expect(typed.source).toBe('drawn');
  });

  it('stores all or none: a name already taken is a 409 and nothing of the batch is kept', async () => {
    const before = (await client.call('GET', `/api/maps/${mapId}/measurements`, boqStaff)).json<
      Measurement[]
    >();
    const clash = await client.call('POST', acceptUrl(house), boqStaff, {
      marks: [
        {
          name: 'Porch',
          geometry: {
            kind: 'length',
            points: [
              { x: 0, y: 0 },
              { x: 72, y: 0 },
            ],
          },
        },
        {
          name: 'bedroom',
          geometry: {
            kind: 'length',
            points: [
              { x: 0, y: 0 },
              { x: 72, y: 0 },
            ],
          },
        },
      ],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('marks[1]: this plan already has a measurement named "bedroom"');
    const twice = await client.call('POST', acceptUrl(house), boqStaff, {
      marks: [
        {
          name: 'Step',
          geometry: {
            kind: 'length',
            points: [
              { x: 0, y: 0 },
              { x: 72, y: 0 },
            ],
          },
        },
        {
          name: 'Step',
          geometry: {
            kind: 'length',
            points: [
              { x: 0, y: 0 },
              { x: 72, y: 0 },
            ],
          },
        },
      ],
    });
    expect(twice.statusCode).toBe(409);
    // A-102's page has no scale yet: a length cannot be valued.
    const unscaled = await client.call('POST', acceptUrl(at102), boqStaff, {
      marks: [
        {
          name: 'Porch',
          geometry: {
            kind: 'length',
            points: [
              { x: 0, y: 0 },
              { x: 72, y: 0 },
            ],
          },
        },
      ],
    });
    expect(unscaled.statusCode).toBe(409);
    expect(unscaled.json().message).toMatch(/A-102.pdf p. 1 has no scale yet/);
    const after = (await client.call('GET', `/api/maps/${mapId}/measurements`, boqStaff)).json<
      Measurement[]
    >();
    expect(after).toHaveLength(before.length);
  });

  it('refuses bad input with 400, no token with 401, a reader or client with 403, a foreign drawing with 404', async () => {
    const one = {
      marks: [
        {
          name: 'Porch',
          geometry: {
            kind: 'length',
            points: [
              { x: 0, y: 0 },
              { x: 72, y: 0 },
            ],
          },
        },
      ],
    };
    const empty = await client.call('POST', acceptUrl(house), boqStaff, { marks: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/accept at least one proposal/);
    expect((await client.call('POST', acceptUrl(house, 0), boqStaff, one)).statusCode).toBe(400);
    expect((await client.call('POST', acceptUrl(house), null, one)).statusCode).toBe(401);
    expect((await client.call('POST', acceptUrl(house), pricetag, one)).statusCode).toBe(403);
    expect((await client.call('POST', acceptUrl(house), owner, one)).statusCode).toBe(403);
    expect((await client.call('POST', acceptUrl(otherMapDrawing), boqStaff, one)).statusCode).toBe(404);
  });
});
