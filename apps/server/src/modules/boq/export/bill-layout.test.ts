import { describe, expect, it } from 'vitest';
import type { BoqRevision } from '@kadirio/domain';
import { itemLetter, layoutBills, money, revisionHeading } from './bill-layout';

describe('itemLetter', () => {
  it('letters items A…Z without I and O, then AA, AB…', () => {
    expect([0, 1, 7, 8, 13, 23].map(itemLetter)).toEqual(['A', 'B', 'H', 'J', 'P', 'Z']);
    expect([24, 25, 47, 48].map(itemLetter)).toEqual(['AA', 'AB', 'AZ', 'BA']);
  });
});

describe('layoutBills', () => {
  const sheet = (trade: string, section: string, quantities: number[], total: number) => ({
    trade,
    section,
    nameEn: trade,
    total,
    lines: quantities.map((quantity, index) => ({ code: `${trade}-${index}`, quantity })),
  });
  const revision = {
    sheets: [
      sheet('pre', 'preliminaries', [1, 0, 2], 100),
      sheet('blinding', 'substructure', [3], 40),
      sheet('strip', 'substructure', [0, 5, 6], 60),
    ],
    map: { title: 'T', ownerName: 'O', ward: 'W', district: '', region: 'R' },
    revision: 3,
    issuedAt: '2027-02-01T08:00:00.000Z',
    issuedBy: { name: 'QS' },
    currency: 'TZS',
  } as unknown as BoqRevision;

  it('makes a bill per section, letters only lines with a quantity, continuing through the bill', () => {
    const bills = layoutBills(revision);
    expect(bills).toHaveLength(14);
    expect(bills[0]).toMatchObject({ number: 1, title: 'Preliminaries', total: 100 });
    expect(bills[0]?.trades[0]?.items.map((item) => [item.letter, item.line.code])).toEqual([
      ['A', 'pre-0'],
      ['B', 'pre-2'],
    ]);
    expect(bills[1]?.total).toBe(100);
    expect(bills[1]?.trades.flatMap((trade) => trade.items.map((item) => item.letter))).toEqual([
      'A',
      'B',
      'C',
    ]);
    expect(bills[11]).toMatchObject({ title: 'Electrical', total: 0, trades: [] });
  });

  it('heads every export with the map, owner, location and revision', () => {
    expect(revisionHeading(revision)).toEqual([
      'Project: T',
      'Client: O',
      'Location: W, R',
      'Revision 3, issued 2027-02-01 by QS',
      'Currency: TZS',
    ]);
    expect(money(45022036)).toBe('45,022,036');
  });
});
