import { TakeoffOptionsSchema, type TakeoffOptions } from './constants';

/**
 * The layers a sheet's take-off options come from (docs/takeoff.md §1, "Constants"): the BOQ-wide options of its map,
 * then the sheet's own overrides. The standard defaults sit under both (`resolveTakeoffOptions`).
 */
export interface TakeoffOptionLayers {
  readonly boqWide?: TakeoffOptions;
  readonly sheet?: TakeoffOptions;
}

/**
 * The options a sheet's calculator runs with: standard defaults ← BOQ-wide ← the sheet's own.
 * Merged key by key, so a sheet that sets only its blocks wastage still takes the BOQ-wide cement
 * wastage; a key left undefined in a layer does not hide the layer beneath it.
 */
export function effectiveTakeoffOptions({ boqWide = {}, sheet = {} }: TakeoffOptionLayers): TakeoffOptions {
  const constants = { ...definedOnly(boqWide.constants), ...definedOnly(sheet.constants) };
  const wastage = { ...definedOnly(boqWide.wastage), ...definedOnly(sheet.wastage) };
  return {
    ...(Object.keys(constants).length > 0 ? { constants } : {}),
    ...(Object.keys(wastage).length > 0 ? { wastage } : {}),
  };
}

/**
 * Options as stored in a jsonb column (written only after `TakeoffOptionsSchema` validated them,
 * so a row that no longer parses, e.g. after a constant was renamed, counts as none set).
 */
export function storedTakeoffOptions(value: unknown): TakeoffOptions {
  const parsed = TakeoffOptionsSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
}

function definedOnly<T extends object>(values: T | undefined): Partial<T> {
  if (!values) return {};
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
