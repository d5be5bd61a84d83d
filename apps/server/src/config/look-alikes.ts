/**
 * Names in the environment that look like one of ours but are not (`DATABSE_URL`,
 * `database_url`): a typo there would otherwise be ignored and the default used in silence —
 * a misspelt DATABASE_URL ran on PGlite. Each is paired with the name it most likely meant.
 */
export function findLookAlikes(
  names: Iterable<string>,
  known: readonly string[],
): { name: string; meant: string }[] {
  const knownSet = new Set(known);
  const found: { name: string; meant: string }[] = [];
  for (const name of names) {
    if (knownSet.has(name) || name.startsWith('npm_')) continue;
    const meant = closest(name.toUpperCase(), known);
    if (meant) found.push({ name, meant });
  }
  return found;
}

/**
 * The known name within reach of `name`: one edit for names up to nine characters (so `HOME` is
 * not taken for `HOST`, two edits apart), two for longer ones, a different case counting as none.
 */
function closest(name: string, known: readonly string[]): string | undefined {
  let best: { meant: string; distance: number } | undefined;
  for (const candidate of known) {
    const reach = candidate.length <= 9 ? 1 : 2;
    const distance = editDistance(name, candidate);
    if (distance <= reach && (!best || distance < best.distance)) best = { meant: candidate, distance };
  }
  return best?.meant;
}

/** Damerau–Levenshtein distance (optimal string alignment): a swap of neighbours is one edit. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: columns }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < columns; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = table[i]!;
      const above = table[i - 1]!;
      row[j] = Math.min(above[j]! + 1, row[j - 1]! + 1, above[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j]!, table[i - 2]![j - 2]! + 1);
      }
    }
  }
  return table[a.length]![b.length]!;
}
