import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { inputObject } from '../fields';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { openingWork, scheduledOpenings, scheduleField } from './schedule';

/** Door frames — `/doorFrame`: counts as scheduled. */

export const DOOR_FRAME_SIZED_CODES = ['DFR-900X2500', 'DFR-1300X2500', 'DFR-800X800'] as const;

export const doorFrameItems = defineTradeItems('DFR', [
  ['DFR-900X2500', 'DFR-900X2500', 'pcs', null],
  ['DFR-1300X2500', 'DFR-1300X2500', 'pcs', null],
  ['DFR-800X800', 'DFR-800X800', 'pcs', null],
]);

export const DoorFrameInputSchema = inputObject({ schedule: scheduleField(DOOR_FRAME_SIZED_CODES) });
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
    return sheet.result();
  },
});

export const calculateDoorFrame = doorFrameCalculator.calculate;
