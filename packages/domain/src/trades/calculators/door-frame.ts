import { z } from 'zod';
import { defineCalculator } from '../calculator';
import { inputObject } from '../fields';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { CustomOpeningSchema } from './windows';
import { addCustomDoors, openingWork, scheduledOpenings, scheduleField } from './schedule';

/**
 * Door frames — `/doorFrame`: counts as scheduled, and doors of any size (`custom`) priced from the
 * nearest sized item (docs/takeoff.md §4.2, doors of any size).
 */

export const DOOR_FRAME_SIZED_CODES = ['DFR-900X2500', 'DFR-1300X2500', 'DFR-800X800'] as const;

export const doorFrameItems = defineTradeItems('DFR', [
  ['DFR-900X2500', 'DFR-900X2500', 'pcs', null],
  ['DFR-1300X2500', 'DFR-1300X2500', 'pcs', null],
  ['DFR-800X800', 'DFR-800X800', 'pcs', null],
  ['DFR-900X2500-M2', 'DFR-900X2500-M2', 'm2', null],
  ['DFR-1300X2500-M2', 'DFR-1300X2500-M2', 'm2', null],
  ['DFR-800X800-M2', 'DFR-800X800-M2', 'm2', null],
]);

export const DoorFrameInputSchema = inputObject({
  schedule: scheduleField(DOOR_FRAME_SIZED_CODES),
  /** Openings of any size, width × height (m). */
  custom: z.array(CustomOpeningSchema).default([]),
});
export type DoorFrameInput = z.infer<typeof DoorFrameInputSchema>;

export const doorFrameCalculator = defineCalculator({
  trade: 'doorFrame',
  inputSchema: DoorFrameInputSchema,
  items: doorFrameItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(doorFrameItems, wastage);
    for (const opening of scheduledOpenings(DOOR_FRAME_SIZED_CODES, input.schedule)) {
      sheet.measure(
        openingWork(opening.code, { en: 'Door frame', sw: 'Fremu ya mlango' }),
        opening.count,
        opening.working,
      );
      sheet.add(doorFrameItems.byKey[opening.code], opening.count, `${opening.working} of openings; count`);
    }
    addCustomDoors(sheet, doorFrameItems, DOOR_FRAME_SIZED_CODES, input.custom, {
      en: 'Door frame',
      sw: 'Fremu ya mlango',
    });
    return sheet.result();
  },
});

export const calculateDoorFrame = doorFrameCalculator.calculate;
