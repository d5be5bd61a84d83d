import { describe, expect, it } from 'vitest';
import { parsePriceListCsv, priceRowsToBody, splitCsvLine } from './price-list-csv';

describe('parsePriceListCsv', () => {
  it('reads good rows under a header and reports each bad row by line', () => {
    const csv = [
      'material,price,quotedAt',
      'cement-50kg,17500,2026-07-01',
      'sand-trip,"250,000",',
      'binding-wire,abc,2026-07-01',
      ',5000,2026-07-01',
      'nails-3in,4000,2026-13-01',
      'cement-50kg,18000,2026-07-02',
      '',
      'Block-150, 1 200 ,01/07/2026',
    ].join('\n');
    const result = parsePriceListCsv(csv);
    expect(result.rows).toEqual([
      { line: 2, material: 'cement-50kg', price: 17_500, quotedAt: '2026-07-01' },
      { line: 3, material: 'sand-trip', price: 250_000 },
      { line: 9, material: 'block-150', price: 1_200, quotedAt: '2026-07-01' },
    ]);
    expect(result.errors).toEqual([
      { line: 4, message: 'price "abc" is not a whole number of TZS' },
      { line: 5, message: 'material is missing' },
      { line: 6, message: 'quotedAt "2026-13-01" is not a date like 2026-07-01 or 01/07/2026' },
      { line: 7, message: 'material cement-50kg is already on line 2' },
    ]);
  });

  it('reads a file without header, semicolon separated, with Windows line ends and a BOM', () => {
    const result = parsePriceListCsv('\uFEFFcement-50kg;17500\r\nsand-trip;250000\r\n');
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => [row.line, row.material, row.price])).toEqual([
      [1, 'cement-50kg', 17_500],
      [2, 'sand-trip', 250_000],
    ]);
  });

  it('follows the header order and refuses a fraction of a shilling', () => {
    const result = parsePriceListCsv(
      'price,date,material\n17500.50,2026-07-01,cement-50kg\n100.00,,sand-trip',
    );
    expect(result.rows).toEqual([{ line: 3, material: 'sand-trip', price: 100 }]);
    expect(result.errors).toEqual([{ line: 2, message: 'price "17500.50" is not a whole number of TZS' }]);
  });

  it('reads a decimal comma and both kinds of thousands separator: 18500,00 is 18,500 TZS, never 1,850,000', () => {
    const csv = [
      'cement-50kg;18500,00',
      'sand-trip;250.000,00',
      'block-150;"1,200.00"',
      'nails-3in;4 000',
      'binding-wire;12\u00a0500',
      'paint-20l;95.000',
      "tiles-m2;32'000",
    ].join('\n');
    const result = parsePriceListCsv(csv);
    expect(result.errors).toEqual([]);
    expect(result.rows.map((row) => [row.material, row.price])).toEqual([
      ['cement-50kg', 18_500],
      ['sand-trip', 250_000],
      ['block-150', 1_200],
      ['nails-3in', 4_000],
      ['binding-wire', 12_500],
      ['paint-20l', 95_000],
      ['tiles-m2', 32_000],
    ]);
  });

  it('refuses, with the line and the reason, a price that could be read two ways or has a fraction', () => {
    const csv = [
      'cement-50kg;18500,000', // a group of five digits before a separator: not thousands
      'sand-trip;1.000,000', // both marks grouping: which is the decimal?
      'block-150;1,000,50', // one mark for thousands and decimals
      'nails-3in;1,85,000', // groups of two (lakh) are not thousands
      'binding-wire;18500,5', // half a shilling
      'paint-20l;18,50',
    ].join('\n');
    const result = parsePriceListCsv(csv);
    expect(result.rows).toEqual([]);
    const separators = (value: string) =>
      `price "${value}" has thousands separators in the wrong places; write it like 18500 or 18,500`;
    expect(result.errors).toEqual([
      { line: 1, message: separators('18500,000') },
      { line: 2, message: separators('1.000,000') },
      { line: 3, message: separators('1,000,50') },
      { line: 4, message: separators('1,85,000') },
      { line: 5, message: 'price "18500,5" is not a whole number of TZS' },
      { line: 6, message: 'price "18,50" is not a whole number of TZS' },
    ]);
  });

  it('skips columns it does not know, such as a name for people', () => {
    const result = parsePriceListCsv('Name,Material,Price\nCement 50 kg,cement-50kg,17500');
    expect(result).toEqual({ rows: [{ line: 2, material: 'cement-50kg', price: 17_500 }], errors: [] });
  });

  it('refuses materials the catalogue does not know when given the keys', () => {
    const result = parsePriceListCsv('cement-50kg,1\ngold-bar,2', {
      knownMaterials: new Set(['cement-50kg']),
    });
    expect(result.rows).toHaveLength(1);
    expect(result.errors).toEqual([{ line: 2, message: 'material gold-bar is not in the catalogue' }]);
  });

  it('says so for an empty file or a header without price', () => {
    expect(parsePriceListCsv(' \n\n').errors).toEqual([{ line: 0, message: 'the file is empty' }]);
    expect(parsePriceListCsv('material,cost\ncement-50kg,1').errors).toEqual([
      { line: 1, message: 'the header needs material and price columns' },
    ]);
  });

  it('turns rows into the PUT prices body', () => {
    const { rows } = parsePriceListCsv('cement-50kg,17500,2026-07-01\nsand-trip,250000');
    expect(priceRowsToBody(rows)).toEqual({
      prices: [
        { material: 'cement-50kg', price: 17_500, quotedAt: '2026-07-01' },
        { material: 'sand-trip', price: 250_000 },
      ],
    });
  });
});

describe('splitCsvLine', () => {
  it('keeps separators and doubled quotes inside quoted cells', () => {
    expect(splitCsvLine('a,"b, c","say ""hi"""')).toEqual(['a', 'b, c', 'say "hi"']);
  });
});
