/** A row as the paginator sees it: how tall it prints, what it adds to its page, whether it heads what follows. */
export interface PagedRow {
  readonly height: number;
  readonly amount: number | null;
  readonly keepWithNext: boolean;
}

/** One page of a bill: its rows and the total it carries to the bill's collection. */
export interface BillPage<T extends PagedRow> {
  readonly rows: readonly T[];
  /** Σ amounts of the page's rows: printed as "Carried to collection". */
  readonly total: number;
}

export interface PageRoom {
  /** Height left for rows on the bill's first page, below its heading and column titles. */
  readonly first: number;
  /** Height left for rows on each following page, below the column titles. */
  readonly next: number;
}

/**
 * Splits a bill's rows into pages, each with room kept (by the caller, in `room`) for its
 * "Carried to collection" line. A heading that would be the last row of a page moves to the next
 * page with the row it heads. A row taller than a whole page still gets a page of its own, so
 * the split always ends.
 */
export function paginateBill<T extends PagedRow>(rows: readonly T[], room: PageRoom): BillPage<T>[] {
  const pages: T[][] = [[]];
  let left = room.first;
  rows.forEach((row, index) => {
    const next = rows[index + 1];
    const needed = row.height + (row.keepWithNext && next !== undefined ? next.height : 0);
    const current = pages[pages.length - 1]!;
    if (needed > left && current.length > 0) {
      pages.push([]);
      left = room.next;
    }
    pages[pages.length - 1]!.push(row);
    left -= row.height;
  });
  return pages.map((page) => ({
    rows: page,
    total: page.reduce((sum, row) => sum + (row.amount ?? 0), 0),
  }));
}
