import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addWindows, windowInputSchema } from './windows';

/** Window grills — `/windowGrill`. */

export const WINDOW_GRILL_SIZED_CODES = ['GRL-1800X1700', 'GRL-1800X2250', 'GRL-800X800'] as const;

export const windowGrillItems = defineTradeItems('GRL', [
  ['GRL-1800X1700', 'GRL-1800X1700', 'pcs', null],
  ['GRL-1800X2250', 'GRL-1800X2250', 'pcs', null],
  ['GRL-800X800', 'GRL-800X800', 'pcs', null],
  ['GRL-M2', 'GRL-M2', 'm2', null],
]);

export const WindowGrillInputSchema = windowInputSchema(WINDOW_GRILL_SIZED_CODES);
export type WindowGrillInput = z.infer<typeof WindowGrillInputSchema>;

export const windowGrillCalculator = defineCalculator({
  trade: 'windowGrill',
  inputSchema: WindowGrillInputSchema,
  items: windowGrillItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(windowGrillItems, wastage);
    addWindows(
      sheet,
      windowGrillItems,
      WINDOW_GRILL_SIZED_CODES,
      windowGrillItems.byKey['GRL-M2'],
      { en: 'Window grill', sw: 'Grili ya dirisha' },
      input,
    );
    return sheet.result();
  },
});

export const calculateWindowGrill = windowGrillCalculator.calculate;
