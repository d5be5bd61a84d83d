import { describe, expect, it } from 'vitest';
import { acceptBody, proposalItems, type ProposalWords } from './proposal-items';
import { buildProposal } from './proposal-testing';

const words: ProposalWords = {
  externalWall: (n) => `External wall ${n}`,
  internalWall: (n) => `Internal wall ${n}`,
  wall: (n) => `Wall ${n}`,
  door: (mark) => `Door ${mark}`,
  window: (mark) => `Window ${mark}`,
  groups: {
    externalWalls: 'External walls',
    internalWalls: 'Internal walls',
    walls: 'Walls',
    rooms: 'Rooms',
    doors: 'Doors',
    windows: 'Windows',
  },
};

describe('the proposals as the surveyor reviews them', () => {
  it('names each wall by its side, each room by its label, each opening by its schedule mark or kind', () => {
    const items = proposalItems(buildProposal(), words);
    expect(items.map((item) => [item.name, item.group, item.geometry.kind])).toEqual([
      ['External wall 1', 'External walls', 'length'],
      ['External wall 2', 'External walls', 'length'],
      ['Internal wall 1', 'Internal walls', 'length'],
      ['BEDROOM', 'Rooms', 'area'],
      ['Door D1', 'Doors', 'count'],
      // No schedule mark beside it: typed by its kind.
      ['Window W', 'Windows', 'count'],
    ]);
    expect(items[0]!.geometry).toEqual({
      kind: 'length',
      points: [
        { x: 100, y: 100 },
        { x: 378, y: 100 },
      ],
    });
    expect(items[3]).toMatchObject({ quantity: 43.7, unit: 'm2' });
  });

  it('sends only the included ones, gathers openings of one mark into one count, and never reuses a name', () => {
    const proposal = buildProposal();
    const twoDoors = buildProposal({
      openings: [proposal.openings[0]!, { ...proposal.openings[0]!, position: { x: 300, y: 250 } }],
    });
    const items = proposalItems(twoDoors, words);
    const included = new Set(items.filter((item) => item.id !== 'wall-1').map((item) => item.id));
    const body = acceptBody(items, included, ['bedroom', 'External wall 1']);
    expect(body.marks.map((mark) => mark.name)).toEqual([
      'External wall 1 2',
      'Internal wall 1',
      'BEDROOM 2',
      'Door D1',
    ]);
    expect(body.marks[3]!.geometry).toEqual({
      kind: 'count',
      markers: [
        // The schedule's size rides on the type, for the building model's opening areas.
        { x: 270, y: 200, type: 'D1 900x2100' },
        { x: 300, y: 250, type: 'D1 900x2100' },
      ],
    });
  });
});
