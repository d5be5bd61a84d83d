import { figure, percent, quantity, quantityFigure } from './format';
import type { TakeoffLine } from './takeoff-line';
import type { TradeItem, TradeItems } from './trade-items';
import type { WastageTable } from './wastage';
import type { MeasuredWorkItem, WorkItemDefinition } from './work-items';

/** Below this a base quantity is float noise (e.g. a wall exactly filled by its openings), not material. */
const NOISE = 1e-9;

interface Part {
  readonly label: string | undefined;
  readonly quantity: number;
  readonly working: string;
  /** The work item measured when the part was added. */
  readonly work: string;
  /** The part's formula already allows for wastage (plaster's DRY_PLASTER): no class wastage on it. */
  readonly wastageIncluded: boolean;
}

/** What a calculation returns: material lines and the work items they belong to (§4.4). */
export interface TakeoffResult {
  readonly lines: TakeoffLine[];
  readonly workItems: MeasuredWorkItem[];
}

interface Measured {
  readonly definition: WorkItemDefinition;
  quantity: number;
  readonly workings: string[];
}

/** Where materials go that were added before any work item was measured (a calculator's slip, tested against). */
export const SUNDRIES: WorkItemDefinition = {
  key: 'sundries',
  unit: 'Item',
  description: 'Sundry materials of this trade',
  descriptionSw: 'Vifaa vingine vya kazi hii',
};

/**
 * Collects the base quantities of one calculation. Several parts may feed one item (walling's
 * cement comes from the mortar and from the ring beam): they are summed exactly, the derivation
 * shows each, and wastage is applied once to the sum, by the item's class.
 */
export class TakeoffSheet {
  private readonly parts = new Map<string, { item: TradeItem; parts: Part[] }>();
  private readonly measured = new Map<string, Measured>();
  private current: WorkItemDefinition = SUNDRIES;

  constructor(
    private readonly items: TradeItems,
    private readonly wastage: WastageTable,
  ) {}

  /**
   * Adds `quantity` (before wastage) to `item`. `working` is the formula with its numbers, without
   * the result: the sheet appends `= quantity unit`. Zero adds nothing, and a line whose sum is
   * zero (or float noise) is omitted.
   */
  add(
    item: TradeItem,
    value: number,
    working: string,
    label?: string,
    options: { readonly wastageIncluded?: boolean } = {},
  ): void {
    if (!(value > 0)) return;
    const entry = this.parts.get(item.code) ?? { item, parts: [] };
    entry.parts.push({
      label,
      quantity: value,
      working,
      work: this.current.key,
      wastageIncluded: options.wastageIncluded === true,
    });
    this.parts.set(item.code, entry);
  }

  /**
   * Measures a work item (§4.4): `quantity` in its unit, `working` its formula with the numbers.
   * Every material added after this call, until the next `measure`, belongs to it. Measuring one
   * key twice adds the quantities (walling's blockwork of two wall heights is one item).
   */
  measure(definition: WorkItemDefinition, value: number, working: string): this {
    this.current = definition;
    const entry = this.measured.get(definition.key) ?? { definition, quantity: 0, workings: [] };
    this.measured.set(definition.key, entry);
    if (value > 0) {
      entry.quantity += value;
      entry.workings.push(working);
    }
    return this;
  }

  lines(): TakeoffLine[] {
    return this.entries().map(({ item, parts }) => this.line(item, parts));
  }

  /** The lines and the work items that own them; a work item with no material is left out. */
  result(): TakeoffResult {
    const entries = this.entries();
    const shares = new Map<string, { code: string; share: number }[]>();
    for (const { item, parts } of entries) {
      const net = parts.reduce((sum, part) => sum + part.quantity, 0);
      const byWork = new Map<string, number>();
      for (const part of parts) byWork.set(part.work, (byWork.get(part.work) ?? 0) + part.quantity);
      for (const [work, value] of byWork) {
        const list = shares.get(work) ?? [];
        list.push({ code: item.code, share: value / net });
        shares.set(work, list);
      }
    }
    const workItems: MeasuredWorkItem[] = [];
    const keys = [...this.measured.keys(), ...(shares.has(SUNDRIES.key) ? [SUNDRIES.key] : [])];
    for (const key of keys) {
      const materials = shares.get(key);
      if (!materials) continue;
      const measured = this.measured.get(key);
      const definition = measured?.definition ?? SUNDRIES;
      // Materials with nothing measured (a zero dimension elsewhere) are priced as one item.
      const counted = measured !== undefined && measured.quantity > NOISE;
      workItems.push({
        key,
        unit: counted ? definition.unit : 'Item',
        description: definition.description,
        descriptionSw: definition.descriptionSw,
        quantity: counted ? measured.quantity : 1,
        derivation: counted ? measured.workings.join(' + ') : 'one item',
        materials,
      });
    }
    return { lines: entries.map(({ item, parts }) => this.line(item, parts)), workItems };
  }

  private entries() {
    return [...this.parts.values()]
      .filter(({ parts }) => parts.reduce((sum, part) => sum + part.quantity, 0) > NOISE)
      .sort((left, right) => this.items.rank(left.item.code) - this.items.rank(right.item.code));
  }

  private line(item: TradeItem, parts: readonly Part[]): TakeoffLine {
    const unit = item.baseUnit;
    const net = parts.reduce((sum, part) => sum + part.quantity, 0);
    let derivation: string;
    if (parts.length === 1 && parts[0]) {
      derivation = `${parts[0].working} = ${quantity(net, unit)}`;
    } else {
      const shown = parts.map(
        (part) => `${part.label ?? 'part'}: ${part.working} = ${quantity(part.quantity, unit)}`,
      );
      const sum = parts.map((part) => quantityFigure(part.quantity, unit)).join(' + ');
      derivation = `${shown.join(' | ')} | total = ${sum} = ${quantity(net, unit)}`;
    }
    const wastage = item.wastageClass === null ? 0 : this.wastage[item.wastageClass];
    const wasted = parts
      .filter((part) => !part.wastageIncluded)
      .reduce((sum, part) => sum + part.quantity, 0);
    const baseQuantity = net + wasted * wastage;
    if (wastage > 0 && wasted === net) {
      derivation += `; with ${percent(wastage)} ${item.wastageClass} wastage: ${quantityFigure(net, unit)} × ${figure(1 + wastage, 6)} = ${quantity(baseQuantity, unit)}`;
    } else if (wastage > 0 && wasted > 0) {
      derivation += `; with ${percent(wastage)} ${item.wastageClass} wastage on the parts without it: ${quantityFigure(net, unit)} + ${quantityFigure(wasted, unit)} × ${figure(wastage, 6)} = ${quantity(baseQuantity, unit)}`;
    }
    return { code: item.code, baseQuantity, baseUnit: unit, derivation };
  }
}
