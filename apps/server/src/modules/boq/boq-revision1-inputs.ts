import {
  mergeRecalculation,
  revision1WallFoundUpgrade,
  type MeasurementRef,
  type StoredLine,
  type TakeoffOptions,
  type TradeId,
} from '@kadirio/domain';
import { AppError } from '../../lib/errors';
import { calculateBound, storedBindings, storedInputSources } from './boq-bindings';
import type { SheetRow } from './boq-sheets.repository';

/** A draft's inputs and lines as revision 2 prices them, and whether a default was put in. */
export interface UpgradedDraft {
  readonly inputs: Record<string, unknown>;
  readonly lines: StoredLine[];
  /** True when a revision-1 foundation wall now takes the documented default height. */
  readonly foundationHeightDefaulted: boolean;
}

/**
 * A foundation-walling draft saved under take-off revision 1 has no inputs for revision 2's
 * derived wall height, only revision 1's 0.6 m default (domain `revision1WallFoundUpgrade`). It is
 * priced with the documented default (`height: "auto"`, 1.15 m) from the moment it is read, and
 * says so until its next save stores the new inputs. Completed sheets keep what they were completed
 * with, and issued revisions are frozen JSON: neither comes here. Null when nothing changes, or
 * when the sheet's bindings no longer resolve (it then shows what it stored, as before).
 */
export function upgradeRevision1Draft(
  sheet: Pick<SheetRow, 'trade' | 'status' | 'inputs' | 'bindings' | 'overrides' | 'inputSources'>,
  lines: readonly StoredLine[],
  refs: readonly MeasurementRef[],
  boqWide: TakeoffOptions,
): UpgradedDraft | null {
  if (sheet.trade !== ('wallFound' satisfies TradeId) || sheet.status !== 'draft') return null;
  const upgraded = revision1WallFoundUpgrade(sheet.inputs);
  if (!upgraded) return null;
  try {
    const { inputs, calculated } = calculateBound(
      'wallFound',
      upgraded,
      storedBindings(sheet.bindings),
      refs,
      { boqWide, sheet: sheet.overrides as TakeoffOptions },
      '',
      { previous: storedInputSources(sheet.inputSources) },
    );
    return { inputs, lines: mergeRecalculation(lines, calculated), foundationHeightDefaulted: true };
  } catch (error) {
    // A binding that no longer resolves: the sheet's own save will say so, naming the field.
    if (error instanceof AppError) return null;
    throw error;
  }
}
