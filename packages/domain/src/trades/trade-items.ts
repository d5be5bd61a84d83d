import type { BaseUnit } from './units';
import type { WastageClass } from './wastage';

/** What a calculator knows of a catalogue item it fills: its code, base unit and wastage class. */
export interface TradeItem {
  readonly code: string;
  readonly baseUnit: BaseUnit;
  readonly wastageClass: WastageClass | null;
}

/** Marks where a trade's bar items (`PREFIX-Y{d}`) sit in its catalogue order. */
export const STEEL_BARS = Symbol('steel bars');

/**
 * The items a trade's calculator can fill, in the trade's catalogue order. Lines come out in this
 * order; bars of any diameter go at the `STEEL_BARS` mark, thinnest first, as the seed lists them.
 */
export interface TradeItems<Key extends string = string> {
  readonly prefix: string;
  readonly byKey: Readonly<Record<Key, TradeItem>>;
  /** Fixed items in catalogue order (bar items excluded). */
  readonly list: readonly TradeItem[];
  /** `PREFIX-Y` when the trade has bar items. */
  readonly steelCodePrefix: string | undefined;
  /** Sort key of a code in catalogue order. */
  rank(code: string): number;
  /** The bar item of diameter d mm: `STR-Y12`, base unit m, class steel. */
  steel(diameterMm: number): TradeItem;
}

type Entry<Key extends string> = readonly [
  key: Key,
  code: string,
  baseUnit: BaseUnit,
  wastageClass: WastageClass | null,
];

export function defineTradeItems<Key extends string>(
  prefix: string,
  entries: readonly (Entry<Key> | typeof STEEL_BARS)[],
): TradeItems<Key> {
  const steelCodePrefix = entries.includes(STEEL_BARS) ? `${prefix}-Y` : undefined;
  const byKey = {} as Record<Key, TradeItem>;
  const ranks = new Map<string, number>();
  const list: TradeItem[] = [];
  let steelRank = Number.POSITIVE_INFINITY;
  entries.forEach((entry, index) => {
    if (entry === STEEL_BARS) {
      steelRank = index;
      return;
    }
    const [key, code, baseUnit, wastageClass] = entry;
    const item: TradeItem = { code, baseUnit, wastageClass };
    byKey[key] = item;
    ranks.set(code, index);
    list.push(item);
  });

  return {
    prefix,
    byKey,
    list,
    steelCodePrefix,
    rank(code) {
      const fixed = ranks.get(code);
      if (fixed !== undefined) return fixed;
      const diameter = steelDiameterOf(code, steelCodePrefix);
      // Bars share one slot; the diameter (≤ 50 mm) orders them inside it.
      return diameter === undefined ? Number.POSITIVE_INFINITY : steelRank + diameter / 1000;
    },
    steel(diameterMm) {
      if (steelCodePrefix === undefined) throw new Error(`${prefix} has no bar items`);
      return { code: `${steelCodePrefix}${diameterMm}`, baseUnit: 'm', wastageClass: 'steel' };
    },
  };
}

function steelDiameterOf(code: string, steelCodePrefix: string | undefined): number | undefined {
  if (steelCodePrefix === undefined || !code.startsWith(steelCodePrefix)) return undefined;
  const digits = code.slice(steelCodePrefix.length);
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}
