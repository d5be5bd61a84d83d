import { ROOF_TYPES, type HouseModelRawInput } from '@kadirio/domain';
import {
  DEFAULT_HOUSE_VALUES,
  DERIVED_NUMBER_FIELDS,
  MAIN_NUMBER_FIELDS,
  type HouseFormValues,
} from '../../lib/house-form';
import { readStorage, writeStorage } from '../../lib/storage';
import { ESTIMATE_DRAFT_KEY } from './pending-estimate-flag';

export { ESTIMATE_DRAFT_KEY };

/**
 * The instant estimate a visitor is working on, kept in this browser so a reload, a closed tab or
 * going off to register does not lose it. `pending` says the visitor asked to keep it in an
 * account before having one: once signed in, they are offered to save it.
 */
export interface EstimateDraft {
  values: HouseFormValues;
  pending: boolean;
}

const NUMBER_FIELDS = [...MAIN_NUMBER_FIELDS, ...DERIVED_NUMBER_FIELDS] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Form values as stored, or null when anything is missing or of the wrong kind (an old or edited copy). */
function readValues(stored: unknown): HouseFormValues | null {
  if (!isRecord(stored)) return null;
  const { roofType, septic } = stored;
  if (typeof septic !== 'boolean' || !ROOF_TYPES.some((type) => type === roofType)) return null;
  const values: HouseFormValues = {
    ...DEFAULT_HOUSE_VALUES,
    septic,
    roofType: roofType as HouseFormValues['roofType'],
  };
  for (const field of NUMBER_FIELDS) {
    const value = stored[field];
    if (typeof value !== 'string' || value.length > 20) return null;
    values[field] = value;
  }
  return values;
}

export function readEstimateDraft(): EstimateDraft | null {
  const text = readStorage('local', ESTIMATE_DRAFT_KEY);
  if (text === null) return null;
  try {
    const stored: unknown = JSON.parse(text);
    if (!isRecord(stored)) return null;
    const values = readValues(stored.values);
    return values ? { values, pending: stored.pending === true } : null;
  } catch {
    return null;
  }
}

export function writeEstimateDraft(draft: EstimateDraft | null): void {
  writeStorage('local', ESTIMATE_DRAFT_KEY, draft === null ? null : JSON.stringify(draft));
}

/** Keeps the values as typed; a pending request to save stays pending. */
export function keepEstimateValues(values: HouseFormValues): void {
  writeEstimateDraft({ values, pending: readEstimateDraft()?.pending ?? false });
}

/** The form filled from a house as saved: fields it leaves out show empty (defaults derived). */
export function houseToFormValues(house: HouseModelRawInput): HouseFormValues {
  const values: HouseFormValues = {
    ...DEFAULT_HOUSE_VALUES,
    roofType: house.roofType ?? DEFAULT_HOUSE_VALUES.roofType,
    septic: house.septic ?? DEFAULT_HOUSE_VALUES.septic,
  };
  for (const field of NUMBER_FIELDS) {
    const value = house[field];
    values[field] =
      value === undefined
        ? (MAIN_NUMBER_FIELDS as readonly string[]).includes(field)
          ? values[field]
          : ''
        : String(value);
  }
  return values;
}
