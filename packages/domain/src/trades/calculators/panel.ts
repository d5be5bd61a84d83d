import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addWindows, windowInputSchema } from './windows';

/** Aluminium window panels — `/panel`. */

export const PANEL_SIZED_CODES = ['ALU-1800X1700', 'ALU-1800X2250', 'ALU-800X800'] as const;

export const panelItems = defineTradeItems('ALU', [
  ['ALU-1800X1700', 'ALU-1800X1700', 'pcs', null],
  ['ALU-1800X2250', 'ALU-1800X2250', 'pcs', null],
  ['ALU-800X800', 'ALU-800X800', 'pcs', null],
  ['ALU-M2', 'ALU-M2', 'm2', null],
]);

export const PanelInputSchema = windowInputSchema(PANEL_SIZED_CODES);
export type PanelInput = z.infer<typeof PanelInputSchema>;

export const panelCalculator = defineCalculator({
  trade: 'panel',
  inputSchema: PanelInputSchema,
  items: panelItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(panelItems, wastage);
    addWindows(
      sheet,
      panelItems,
      PANEL_SIZED_CODES,
      panelItems.byKey['ALU-M2'],
      { en: 'Aluminium window', sw: 'Dirisha la aluminiamu' },
      input,
    );
    return sheet.result();
  },
});

export const calculatePanel = panelCalculator.calculate;
