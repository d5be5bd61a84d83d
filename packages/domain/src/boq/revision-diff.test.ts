import { describe, expect, it } from 'vitest';
import { diffRevisions, isUnchanged } from './revision-diff';
import { line, revisionOf } from './revision-testing';

describe('diffRevisions', () => {
  it('lists added, removed and changed lines and the change of every section and the grand total', () => {
    const first = revisionOf(1, {
      strip: [line('STR-CEMENT', 10, 20000), line('STR-SAND', 2, 50000)],
      walling: [line('WAL-BLOCK', 100, 1500), line('WAL-DPC', 0, 900)],
    });
    const second = revisionOf(2, {
      // Cement 10 → 12 bags; sand gone; blocks re-priced 1 500 → 1 600; a pad line added.
      strip: [line('STR-CEMENT', 12, 20000)],
      walling: [line('WAL-BLOCK', 100, 1600)],
      pad: [line('PAD-CEMENT', 3, 20000)],
    });
    const diff = diffRevisions(first, second);
    expect(diff.lines).toEqual([
      expect.objectContaining({
        trade: 'strip',
        code: 'STR-CEMENT',
        change: 'changed',
        before: { quantity: 10, rate: 20000, amount: 200000 },
        after: { quantity: 12, rate: 20000, amount: 240000 },
      }),
      expect.objectContaining({ trade: 'pad', code: 'PAD-CEMENT', change: 'added', before: null }),
      expect.objectContaining({
        trade: 'walling',
        code: 'WAL-BLOCK',
        change: 'changed',
        before: { quantity: 100, rate: 1500, amount: 150000 },
        after: { quantity: 100, rate: 1600, amount: 160000 },
      }),
      expect.objectContaining({
        trade: 'strip',
        code: 'STR-SAND',
        change: 'removed',
        before: { quantity: 2, rate: 50000, amount: 100000 },
        after: null,
      }),
    ]);
    // A line at quantity 0 is not billed on either side: not a difference.
    expect(diff.lines.some((each) => each.code === 'WAL-DPC')).toBe(false);

    // Substructure: strip 300 000 + 30 000 labour → strip 240 000 + 24 000 and pad 60 000 + 6 000.
    const substructure = diff.sections.find((section) => section.section === 'substructure');
    expect(substructure).toMatchObject({ before: 330000, after: 330000, change: 0 });
    // Walling: 150 000 + 15 000 → 160 000 + 16 000.
    const walling = diff.sections.find((section) => section.section === 'walling');
    expect(walling).toMatchObject({ before: 165000, after: 176000, change: 11000 });
    expect(diff.grandTotal).toEqual({ before: 495000, after: 506000, change: 11000 });
    expect(isUnchanged(diff)).toBe(false);
  });

  it('finds nothing between two revisions of the same bill', () => {
    const lines = { strip: [line('STR-CEMENT', 10, 20000)] };
    const diff = diffRevisions(revisionOf(1, lines), revisionOf(2, lines));
    expect(diff.lines).toEqual([]);
    expect(diff.grandTotal.change).toBe(0);
    expect(isUnchanged(diff)).toBe(true);
  });
});
