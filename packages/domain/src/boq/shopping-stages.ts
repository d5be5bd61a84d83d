import type { ShoppingList, ShoppingListItem } from '../pricing/shopping-list';
import type { TradeId } from '../trades/trade-list';
import { BUILDING_STAGES, stageOfLine, TRADE_STAGE, type BuildingStage } from './building-stages';

export interface ShoppingStageItem extends ShoppingListItem {
  /** The stage the material is listed under: the first in which any of its lines is built. */
  readonly stage: BuildingStage;
  /** Every stage that uses the material, in building order (the first is `stage`). */
  readonly stages: readonly BuildingStage[];
}

export interface ShoppingStageGroup {
  readonly stage: BuildingStage;
  readonly items: readonly ShoppingStageItem[];
  /** Σ the items' amounts: the groups' subtotals add up to the list's total. */
  readonly subtotal: number;
}

/** The sheets of an issued (or shared) bill, as far as the stages need them. */
interface StageSheet {
  readonly trade: TradeId;
  readonly lines: readonly { readonly code: string; readonly material: string; readonly quantity: number }[];
}

/**
 * The whole shopping list grouped by building stage (docs/product.md, "The shopping list"). A
 * material used in several stages is listed once, whole, under the first of them — it is bought
 * when that stage starts — and names the later ones. Nothing is split or rounded again, so the
 * groups hold every item once and their subtotals add up to the list's total to the shilling
 * (the budget by stage, which buys each stage on its own, rounds per stage instead).
 */
export function groupShoppingListByStage(
  list: ShoppingList,
  sheets: readonly StageSheet[],
): ShoppingStageGroup[] {
  const stagesByMaterial = new Map<string, Set<BuildingStage>>();
  for (const sheet of sheets) {
    for (const line of sheet.lines) {
      if (line.quantity <= 0) continue;
      const stages = stagesByMaterial.get(line.material) ?? new Set<BuildingStage>();
      stages.add(stageOfLine(sheet.trade, line.code));
      stagesByMaterial.set(line.material, stages);
    }
  }
  const groups = new Map<BuildingStage, ShoppingStageItem[]>(BUILDING_STAGES.map((stage) => [stage, []]));
  for (const item of list.items) {
    const found = stagesByMaterial.get(item.material);
    // A material the sheets do not show (an older snapshot): the stage of its first trade.
    const fallback = item.trades[0] ? TRADE_STAGE[item.trades[0]] : 'finishing';
    const stages = BUILDING_STAGES.filter((stage) => (found ? found.has(stage) : stage === fallback));
    const stage = stages[0] ?? fallback;
    groups.get(stage)?.push({ ...item, stage, stages: stages.length > 0 ? stages : [stage] });
  }
  return BUILDING_STAGES.flatMap((stage) => {
    const items = groups.get(stage) ?? [];
    if (items.length === 0) return [];
    return [{ stage, items, subtotal: items.reduce((sum, item) => sum + item.amount, 0) }];
  });
}

/** Lower case without accents, so "Saruji" finds "saruji" and "cafe" finds "café". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Whether a material matches what the reader typed: every word of the search is found in its
 * English or Swahili name or its material key, whichever language the screen is in.
 */
export function matchesMaterialSearch(
  item: Pick<ShoppingListItem, 'material' | 'description' | 'descriptionSw'>,
  search: string,
): boolean {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = folded([item.description, item.descriptionSw ?? '', item.material].join(' '));
  return words.every((word) => haystack.includes(word));
}
