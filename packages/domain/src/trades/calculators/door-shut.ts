import { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, inputObject } from '../fields';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { addCustomDoors, openingWork, scheduledOpenings, scheduleField } from './schedule';
import { CustomOpeningSchema } from './windows';

/** Door shutters — `/doorShut`: counts as scheduled, with their ironmongery. */

export const DOOR_SHUTTER_SIZED_CODES = ['DSH-900X2500', 'DSH-1300X2500', 'DSH-800X800'] as const;

/** The 1300 mm shutter is the only double-leaf one. */
const DOUBLE_LEAF_CODE = 'DSH-1300X2500';

export const doorShutItems = defineTradeItems('DSH', [
  ['DSH-900X2500', 'DSH-900X2500', 'pcs', null],
  ['DSH-1300X2500', 'DSH-1300X2500', 'pcs', null],
  ['DSH-800X800', 'DSH-800X800', 'pcs', null],
  ['DSH-900X2500-M2', 'DSH-900X2500-M2', 'm2', null],
  ['DSH-1300X2500-M2', 'DSH-1300X2500-M2', 'm2', null],
  ['DSH-800X800-M2', 'DSH-800X800-M2', 'm2', null],
  ['hinges', 'DSH-HINGES', 'pcs', null],
  ['lock', 'DSH-LOCK', 'pcs', null],
  ['bolt', 'DSH-BOLT', 'pcs', null],
]);

export const DoorShutInputSchema = inputObject({
  schedule: scheduleField(DOOR_SHUTTER_SIZED_CODES),
  boltedDoors: countField().default(0),
  /** Shutters of any size, width × height (m); double-leaf when the nearest sized item is. */
  custom: z.array(CustomOpeningSchema).default([]),
});
export type DoorShutInput = z.infer<typeof DoorShutInputSchema>;

export const doorShutCalculator = defineCalculator({
  trade: 'doorShut',
  inputSchema: DoorShutInputSchema,
  items: doorShutItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(doorShutItems, wastage);
    const items = doorShutItems.byKey;
    const openings = scheduledOpenings(DOOR_SHUTTER_SIZED_CODES, input.schedule);
    for (const opening of openings) {
      sheet.measure(
        openingWork(opening.code, { en: 'Door shutter', sw: 'Mlango (shata)' }),
        opening.count,
        opening.working,
      );
      sheet.add(items[opening.code], opening.count, `${opening.working} of openings; count`);
    }
    const custom = addCustomDoors(sheet, doorShutItems, DOOR_SHUTTER_SIZED_CODES, input.custom, {
      en: 'Door shutter',
      sw: 'Mlango (shata)',
    });
    const customDouble = custom
      .filter((door) => door.nearest === DOUBLE_LEAF_CODE)
      .reduce((sum, door) => sum + door.count, 0);
    const shutters =
      openings.reduce((sum, opening) => sum + opening.count, 0) +
      custom.reduce((sum, door) => sum + door.count, 0);
    const double = (input.schedule[DOUBLE_LEAF_CODE] ?? 0) + customDouble;
    const single = shutters - double;
    const leaves = single + 2 * double;
    const leavesText = `leaves = ${single} single + 2 × ${double} double = ${leaves}`;
    sheet.measure(
      {
        key: 'ironmongery',
        unit: 'No',
        description: 'Ironmongery to door shutters: hinges, lock, bolts',
        descriptionSw: 'Vifaa vya milango: bawaba, kitasa, komeo',
      },
      shutters,
      `shutters = ${shutters}`,
    );
    sheet.add(items.hinges, 3 * leaves, `${leavesText}; hinges = 3 × ${leaves}`);
    sheet.add(items.lock, shutters, 'one lock per shutter');
    sheet.add(items.bolt, input.boltedDoors, 'one per bolted door');
    return sheet.result();
  },
});

export const calculateDoorShut = doorShutCalculator.calculate;
