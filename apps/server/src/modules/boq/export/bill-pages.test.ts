import { describe, expect, it } from 'vitest';
import { paginateBill, type PagedRow } from './bill-pages';

const row = (height: number, amount: number | null, keepWithNext = false): PagedRow => ({
  height,
  amount,
  keepWithNext,
});

describe('paginateBill', () => {
  it('keeps a short bill on one page, carrying the sum of its amounts', () => {
    const pages = paginateBill([row(10, null, true), row(10, 1200), row(10, 300)], { first: 100, next: 200 });
    expect(pages).toHaveLength(1);
    expect(pages[0]?.total).toBe(1500);
  });

  it('breaks where the room runs out, the first page shorter than the next, each page carrying its own sum', () => {
    // First page: 30 of room → 2 rows of 12 (24); next pages: 40 → 3 rows (36).
    const amounts = [100, 200, 300, 400, 500, 600];
    const pages = paginateBill(
      amounts.map((amount) => row(12, amount)),
      { first: 30, next: 40 },
    );
    expect(pages.map((page) => page.rows.map((each) => each.amount))).toEqual([
      [100, 200],
      [300, 400, 500],
      [600],
    ]);
    expect(pages.map((page) => page.total)).toEqual([300, 1200, 600]);
    expect(pages.reduce((sum, page) => sum + page.total, 0)).toBe(2100);
  });

  it('moves a heading that would end a page to the next page with its first item', () => {
    const heading = row(10, null, true);
    const pages = paginateBill([row(10, 50), row(10, 60), heading, row(10, 70)], { first: 35, next: 100 });
    expect(pages.map((page) => page.rows.length)).toEqual([2, 2]);
    expect(pages[1]?.rows[0]).toBe(heading);
    expect(pages.map((page) => page.total)).toEqual([110, 70]);
  });

  it('gives a row taller than a page a page of its own instead of looping', () => {
    const pages = paginateBill([row(10, 1), row(500, 2), row(10, 3)], { first: 50, next: 50 });
    expect(pages.map((page) => page.total)).toEqual([1, 2, 3]);
  });
});
