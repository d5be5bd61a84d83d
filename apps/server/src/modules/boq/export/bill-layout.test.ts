import { describe, expect, it } from 'vitest';
import type { BoqRevision, SheetWorkItem } from '@kadirio/domain';
import { billRows, itemLetter, layoutBills, money, rate, revisionHeading } from './bill-layout';

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
    nameSw: `${trade}-sw`,
    total,
    labourPercent: 10,
    labour: total / 11,
    lines: quantities.map((quantity, index) => ({
      code: `${trade}-${index}`,
      description: `Item ${index}`,
      descriptionSw: index === 0 ? `Kitu ${index}` : undefined,
      unit: 'm',
      quantity,
      rate: 10,
      amount: quantity * 10,
    })),
  });
  const revision = {
    sheets: [
      sheet('pre', 'preliminaries', [1, 0, 2], 100),
      sheet('blinding', 'substructure', [3], 40),
      sheet('strip', 'substructure', [0, 5, 6], 60),
      sheet('notApplicable', 'substructure', [0, 0], 0),
      sheet('electrics', 'electrical', [0], 0),
      {
        ...sheet('externalWorks', 'external', [0], 0),
        status: 'notApplicable',
        notApplicableReason: 'No site plan',
      },
      sheet('painting', 'finishes', [2], 22),
    ],
    map: { title: 'T', ownerName: 'O', ward: 'W', district: '', region: 'R' },
    revision: 3,
    issuedAt: '2027-02-01T08:00:00.000Z',
    issuedBy: { name: 'QS' },
    currency: 'TZS',
  } as unknown as BoqRevision;

  it('makes a bill per section that bills something, numbered without gaps, lettering only lines with a quantity', () => {
    const bills = layoutBills(revision);
    expect(bills.map((bill) => [bill.number, bill.title, bill.total])).toEqual([
      [1, 'Preliminaries', 100],
      [2, 'Substructure', 100],
      [3, 'Skimming and painting', 22],
      [4, 'External works', 0],
    ]);
    expect(bills[0]?.trades[0]?.items.map((item) => [item.letter, item.description])).toEqual([
      ['A', 'Item 0'],
      ['B', 'Item 2'],
    ]);
    // The empty trade of a printed section is left out too.
    expect(bills[1]?.trades.map((trade) => trade.sheet.trade)).toEqual(['blinding', 'strip']);
    expect(bills[1]?.trades.flatMap((trade) => trade.items.map((item) => item.letter))).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('names sections, trades and lines in Swahili, falling back to the English description', () => {
    const [bill] = layoutBills(revision, 'sw');
    expect(bill?.title).toBe('Maandalizi ya awali');
    const rows = billRows(bill!, 'sw');
    expect(rows.map((row) => row.cells[1])).toEqual(['pre-sw', 'Kitu 0', 'Item 2', 'Ufundi 10 % kwa pre-sw']);
  });

  it('prints per trade a heading, its items and its labour, whose amounts add up to the trade totals', () => {
    const [, substructure] = layoutBills(revision);
    const rows = billRows(substructure!, 'en');
    expect(rows.map((row) => row.cells)).toEqual([
      ['', 'blinding', '', '', '', ''],
      ['A', 'Item 0', 'm', '3.00', '10', '30'],
      ['', 'Labour 10 % on blinding', '%', '', '', '4'],
      ['', 'strip', '', '', '', ''],
      ['B', 'Item 1', 'm', '5.00', '10', '50'],
      ['C', 'Item 2', 'm', '6.00', '10', '60'],
      ['', 'Labour 10 % on strip', '%', '', '', '5'],
    ]);
    expect(rows.filter((row) => row.keepWithNext).map((row) => row.amount)).toEqual([null, null]);
  });

  it('prints a trade marked not applicable in its bill, with its reason, adding nothing', () => {
    const external = layoutBills(revision).at(-1)!;
    expect(external.trades).toEqual([]);
    expect(billRows(external, 'en').map((row) => [row.cells[1], row.amount])).toEqual([
      ['externalWorks', null],
      ['Excluded: No site plan', 0],
    ]);
    expect(billRows(layoutBills(revision, 'sw').at(-1)!, 'sw')[1]?.cells[1]).toBe(
      'Haijajumuishwa: No site plan',
    );
  });

  it('prints a rate with its cents only when it has them, and the further decimals an all-in rate needs', () => {
    expect([rate(1500), rate(1234.5), rate(0.25)]).toEqual(['1,500', '1,234.50', '0.25']);
    expect(rate(16_100.103)).toBe('16,100.103');
  });

  it('heads every export with the map, owner, location and revision', () => {
    expect(revisionHeading(revision)).toEqual([
      'Project: T',
      'Client: O',
      'Location: W, R',
      'Revision 3, date of issue 2027-02-01, prepared by QS',
      'Currency: TZS',
    ]);
    expect(money(45022036)).toBe('45,022,036');
  });
});

describe('layoutBills, measured form', () => {
  const work = (key: string, unit: SheetWorkItem['unit'], quantity: number, amount: number) => ({
    key,
    unit,
    description: `${key} work`,
    descriptionSw: `kazi ya ${key}`,
    quantity,
    amount,
  });
  const sheet = (trade: string, total: number, items: ReturnType<typeof work>[], extra = {}) => ({
    trade,
    section: 'ignored',
    nameEn: trade,
    nameSw: `${trade}-sw`,
    status: 'completed',
    total,
    labourPercent: 30,
    labour: 1,
    lines: [{ code: `${trade}-1`, quantity: items.length > 0 ? 1 : 0, unit: 'bag', rate: 1, amount: 1 }],
    workItems: items,
    ...extra,
  });
  const revision = {
    billForm: 'measured',
    sheets: [
      sheet('pre', 0, []),
      sheet('tiles', 500_000, [work('floorTiles', 'SM', 20, 500_000)]),
      sheet('walling', 20_700_000, [
        work('blockwork', 'SM', 1_234.56, 19_876_543),
        work('ringBeam', 'CM', 1.5, 823_457),
      ]),
      sheet('plastering', 300_001, [work('plaster', 'SM', 100, 300_000), work('sundries', 'Item', 1, 1)]),
      sheet('externalWorks', 0, [], { status: 'notApplicable', notApplicableReason: 'No site plan' }),
    ],
  } as unknown as BoqRevision;

  it('bills the trades in the East African order, finishes gathering plaster before tiles', () => {
    const bills = layoutBills(revision);
    expect(bills.map((bill) => [bill.number, bill.title, bill.total])).toEqual([
      [1, 'Superstructure', 20_700_000],
      [2, 'Finishes', 800_001],
      [3, 'External works', 0],
    ]);
    expect(bills[1]?.trades.map((trade) => trade.name)).toEqual(['plastering', 'tiles']);
    expect(layoutBills(revision, 'sw').map((bill) => bill.title)).toEqual([
      'Boma (kuta, nguzo na lenta)',
      'Umaliziaji',
      'Kazi za nje',
    ]);
  });

  it('prints each work item with its unit and all-in rate, letters running through the bill, and no labour row', () => {
    const [superstructure] = layoutBills(revision);
    const [, finishes] = layoutBills(revision, 'sw');
    expect(billRows(superstructure!, 'en').map((row) => row.cells)).toEqual([
      ['', 'walling', '', '', '', ''],
      ['A', 'blockwork work', 'SM', '1,234.56', '16,100.103', '19,876,543'],
      ['B', 'ringBeam work', 'CM', '1.50', '548,971.33', '823,457'],
    ]);
    expect(billRows(finishes!, 'sw').map((row) => row.cells)).toEqual([
      ['', 'plastering-sw', '', '', '', ''],
      ['A', 'kazi ya plaster', 'SM', '100.00', '3,000', '300,000'],
      ['B', 'kazi ya sundries', 'Item', '1.00', '1', '1'],
      ['', 'tiles-sw', '', '', '', ''],
      ['C', 'kazi ya floorTiles', 'SM', '20.00', '25,000', '500,000'],
    ]);
  });

  it('prints an excluded trade in its bill with its reason', () => {
    const external = layoutBills(revision).at(-1)!;
    expect(billRows(external, 'en').map((row) => [row.cells[1], row.amount])).toEqual([
      ['externalWorks', null],
      ['Excluded: No site plan', 0],
    ]);
  });

  it('prints as materials a revision issued so, or before the form was recorded', () => {
    for (const billForm of ['materials', undefined]) {
      const bills = layoutBills({ ...revision, billForm } as BoqRevision);
      expect(bills.every((bill) => bill.form === 'materials')).toBe(true);
    }
  });
});
