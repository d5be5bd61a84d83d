import { z } from 'zod';

/**
 * Measured work (docs/takeoff.md §4.4): an East African bill lists work items in SM/CM/LM/KG/No/Item
 * ("150 mm blockwork in 1:4 cement-sand mortar — SM"), each with an all-in rate. Every calculator
 * returns, beside its material lines, the work items it measured and which share of each material
 * line belongs to each, so a bill can be issued as measured work or as materials from one take-off.
 */

/** Square, cubic and linear metres, kilograms, numbers, and lump-sum items: the units of a bill. */
export const WORK_UNITS = ['SM', 'CM', 'LM', 'KG', 'No', 'Item'] as const;
export const WorkUnitSchema = z.enum(WORK_UNITS);
export type WorkUnit = z.infer<typeof WorkUnitSchema>;

/** What a work item is, before it is measured. */
export interface WorkItemDefinition {
  /** Unique within the trade, e.g. `blockwork`. */
  readonly key: string;
  readonly unit: WorkUnit;
  readonly description: string;
  readonly descriptionSw: string;
}

/** Which part of one material line belongs to a work item. */
export const WorkItemMaterialSchema = z.object({
  code: z.string(),
  /** Fraction of the line's base quantity (0 < share ≤ 1); a line's shares add up to 1. */
  share: z.number(),
});
export type WorkItemMaterial = z.infer<typeof WorkItemMaterialSchema>;

/** A work item as a calculator measured it. */
export const MeasuredWorkItemSchema = z.object({
  key: z.string(),
  unit: WorkUnitSchema,
  description: z.string(),
  descriptionSw: z.string(),
  /** In `unit`, unrounded. */
  quantity: z.number(),
  /** The measurement with its numbers, like a line's derivation. */
  derivation: z.string(),
  materials: z.array(WorkItemMaterialSchema),
});
export type MeasuredWorkItem = z.infer<typeof MeasuredWorkItemSchema>;

/** Declares a trade's work items once, by key, so a calculator names them without repeating text. */
export function defineWorkItems<Key extends string>(
  definitions: Record<Key, Omit<WorkItemDefinition, 'key'>>,
): Readonly<Record<Key, WorkItemDefinition>> {
  const out = {} as Record<Key, WorkItemDefinition>;
  for (const key of Object.keys(definitions) as Key[]) out[key] = { key, ...definitions[key] };
  return out;
}
