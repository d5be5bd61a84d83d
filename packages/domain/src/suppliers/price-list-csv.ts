import { ProviderPriceInputSchema, type ProviderPriceInput } from './suppliers.contract';
import { SUPPLY_LIMITS } from './supply-fields';

export interface PriceListCsvRow extends ProviderPriceInput {
  /** 1-based line of the file, for the preview. */
  readonly line: number;
}

export interface PriceListCsvError {
  readonly line: number;
  readonly message: string;
}

export interface PriceListCsvResult {
  /** The good rows, ready for `PUT /api/providers/:id/prices` (drop `line`). */
  readonly rows: readonly PriceListCsvRow[];
  /** One entry per refused row (or a file-level problem on line 0). */
  readonly errors: readonly PriceListCsvError[];
}

export interface PriceListCsvOptions {
  /** Catalogue material keys; a row with another key is refused. Unchecked when absent. */
  readonly knownMaterials?: ReadonlySet<string>;
}

type Column = 'material' | 'price' | 'quotedAt';
const HEADER_NAMES: Readonly<Record<string, Column>> = {
  material: 'material',
  price: 'price',
  quotedat: 'quotedAt',
  quoted_at: 'quotedAt',
  date: 'quotedAt',
};
const DEFAULT_COLUMNS: readonly (Column | null)[] = ['material', 'price', 'quotedAt'];

/**
 * Reads a supplier's price list from CSV: `material,price[,quotedAt]`, with or without that
 * header (any column order when present). Comma, semicolon or tab separated, as spreadsheets
 * export them; quoted fields may hold separators. Prices may carry thousands separators and a
 * decimal mark of either kind (`"12,500"`, `12 500`, `12500,00`, `12.500,00`; see `readPrice`),
 * and a price that could be read two ways is refused, never guessed; dates are `2026-07-01` or `01/07/2026` (day first). Each bad row gets
 * its own error and the good rows are still returned, so the user fixes only what is wrong.
 */
export function parsePriceListCsv(text: string, options: PriceListCsvOptions = {}): PriceListCsvResult {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const firstIndex = lines.findIndex((line) => line.trim() !== '');
  if (firstIndex === -1) return { rows: [], errors: [{ line: 0, message: 'the file is empty' }] };

  const delimiter = detectDelimiter(lines[firstIndex] ?? '');
  const firstCells = splitCsvLine(lines[firstIndex] ?? '', delimiter).map((cell) => cell.trim());
  const header = readHeader(firstCells);
  const columns = header ?? DEFAULT_COLUMNS;
  if (header && !(header.includes('material') && header.includes('price'))) {
    return {
      rows: [],
      errors: [{ line: firstIndex + 1, message: 'the header needs material and price columns' }],
    };
  }

  const rows: PriceListCsvRow[] = [];
  const errors: PriceListCsvError[] = [];
  const seen = new Map<string, number>();
  for (let index = header ? firstIndex + 1 : firstIndex; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    if (raw.trim() === '') continue;
    const line = index + 1;
    const cells = splitCsvLine(raw, delimiter).map((cell) => cell.trim());
    const value = (column: Column) => {
      const position = columns.indexOf(column);
      return position === -1 ? '' : (cells[position] ?? '');
    };
    const result = readRow(value('material'), value('price'), value('quotedAt'));
    if (typeof result === 'string') {
      errors.push({ line, message: result });
      continue;
    }
    if (options.knownMaterials && !options.knownMaterials.has(result.material)) {
      errors.push({ line, message: `material ${result.material} is not in the catalogue` });
      continue;
    }
    const earlier = seen.get(result.material);
    if (earlier !== undefined) {
      errors.push({ line, message: `material ${result.material} is already on line ${earlier}` });
      continue;
    }
    seen.set(result.material, line);
    rows.push({ line, ...result });
  }
  if (rows.length + errors.length > SUPPLY_LIMITS.pricesPerProvider) {
    errors.push({ line: 0, message: `a price list holds at most ${SUPPLY_LIMITS.pricesPerProvider} lines` });
  }
  return { rows, errors };
}

/** The body of `PUT /api/providers/:id/prices` from the good rows. */
export function priceRowsToBody(rows: readonly PriceListCsvRow[]): { prices: ProviderPriceInput[] } {
  return {
    prices: rows.map(({ material, price, quotedAt }) => ({
      material,
      price,
      ...(quotedAt === undefined ? {} : { quotedAt }),
    })),
  };
}

/** The columns named by a header row (unknown names are skipped), or null when it is data. */
function readHeader(cells: readonly string[]): (Column | null)[] | null {
  const mapped = cells.map((cell) => HEADER_NAMES[cell.toLowerCase()] ?? null);
  return mapped.some((column) => column !== null) ? mapped : null;
}

function readRow(material: string, priceText: string, dateText: string): ProviderPriceInput | string {
  if (material === '') return 'material is missing';
  if (priceText === '') return 'price is missing';
  const price = readPrice(priceText);
  if (price === 'separators') {
    return `price "${priceText}" has thousands separators in the wrong places; write it like 18500 or 18,500`;
  }
  if (typeof price !== 'number') return `price "${priceText}" is not a whole number of TZS`;
  const quotedAt = dateText === '' ? undefined : readDate(dateText);
  if (quotedAt === null) return `quotedAt "${dateText}" is not a date like 2026-07-01 or 01/07/2026`;
  const parsed = ProviderPriceInputSchema.safeParse({
    material: material.toLowerCase(),
    price,
    ...(quotedAt === undefined ? {} : { quotedAt }),
  });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'the row is not valid';
  return parsed.data;
}

/** Marks that only ever group thousands: spaces (plain, no-break, narrow no-break), ' and _. */
const GROUP_ONLY = /[\s\u00a0\u202f'_]/;

/**
 * A price as spreadsheets in English or Swahili/European locales write it: `18500`, `18,500`,
 * `18 500`, `18.500,00`, `18,500.00`, `18500,00`. A `.` or `,` followed by one or two digits at
 * the end is the decimal mark (money has at most two decimals); followed by three it groups
 * thousands. Whatever cannot be read one way only is refused with the reason, never guessed:
 * `18500,00` is 18,500 TZS, not 1,850,000.
 */
function readPrice(text: string): number | 'not-a-number' | 'fraction' | 'separators' {
  const value = text.replace(/^TZS\s*/i, '').trim();
  if (!/^\d[\d.,\s\u00a0\u202f'_]*$/.test(value) || !/\d$/.test(value)) return 'not-a-number';
  const decimal = /([.,])(\d{1,2})$/.exec(value);
  const whole = decimal ? value.slice(0, decimal.index) : value;
  const separators = new Set(
    [...whole].filter((char) => !/\d/.test(char)).map((char) => (GROUP_ONLY.test(char) ? ' ' : char)),
  );
  if (separators.size > 1) return 'separators';
  const [separator] = [...separators];
  if (separator !== undefined) {
    if (decimal && separator === decimal[1]) return 'separators';
    const groups = whole.split(/[.,\s\u00a0\u202f'_]/);
    const [first = '', ...rest] = groups;
    if (!/^\d{1,3}$/.test(first) || rest.some((group) => !/^\d{3}$/.test(group))) return 'separators';
  }
  if (decimal && !/^0+$/.test(decimal[2] ?? '')) return 'fraction';
  const number = Number(whole.replace(/\D/g, ''));
  return Number.isSafeInteger(number) ? number : 'not-a-number';
}

function readDate(text: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return isRealDay(text) ? text : null;
  const dayFirst = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(text);
  if (!dayFirst) return null;
  const [, day = '', month = '', year = ''] = dayFirst;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isRealDay(iso) ? iso : null;
}

function isRealDay(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/**
 * The separator the first line uses most. On a tie `;` wins, then tab: a spreadsheet that writes
 * decimal commas separates with `;`, so `cement-50kg;18500,00` is two cells, not three.
 */
function detectDelimiter(line: string): string {
  const counts = [';', '\t', ','].map(
    (delimiter) => [delimiter, countOutsideQuotes(line, delimiter)] as const,
  );
  const best = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best[1] > 0 ? best[0] : ',';
}

function countOutsideQuotes(line: string, delimiter: string): number {
  return splitCsvLine(line, delimiter).length - 1;
}

/** Splits one CSV line; `"a, b"` stays one cell and `""` inside quotes is a quote. */
export function splitCsvLine(line: string, delimiter = ','): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
