import { z } from 'zod';
import { countField, inputObject, lengthField } from '../fields';
import { figure, quantity } from '../format';
import type { TakeoffSheet } from '../takeoff-sheet';
import type { TradeItem, TradeItems } from '../trade-items';
import { scheduledOpenings, scheduleField, openingWork } from './schedule';

/** Window grills and aluminium panels share one shape: a schedule of sized items plus custom sizes per m². */

export const CustomOpeningSchema = inputObject({
  width: lengthField(),
  height: lengthField(),
  count: countField(),
});
export type CustomOpening = z.infer<typeof CustomOpeningSchema>;

export function windowInputSchema<const Codes extends readonly [string, ...string[]]>(codes: Codes) {
  return inputObject({
    schedule: scheduleField(codes),
    custom: z.array(CustomOpeningSchema).default([]),
  });
}

export function addWindows<Code extends string>(
  sheet: TakeoffSheet,
  items: TradeItems,
  sized: readonly Code[],
  perSquareMetre: TradeItem,
  name: { readonly en: string; readonly sw: string },
  input: { readonly schedule: Partial<Record<Code, number>>; readonly custom: readonly CustomOpening[] },
): void {
  const openings = scheduledOpenings(sized, input.schedule);
  const customArea = input.custom.reduce(
    (sum, opening) => sum + opening.width * opening.height * opening.count,
    0,
  );
  const totalArea = openings.reduce((sum, opening) => sum + opening.area, customArea);
  const total = `all openings ${quantity(totalArea, 'm2')}`;
  for (const opening of openings) {
    const item = items.byKey[opening.code];
    sheet.measure(openingWork(opening.code, name), opening.count, opening.working);
    if (item) sheet.add(item, opening.count, `${opening.working} of openings (${total}); count`);
  }
  const customText = input.custom
    .map((opening) => `${figure(opening.width)} × ${figure(opening.height)} × ${opening.count}`)
    .join(' + ');
  sheet.measure(
    {
      key: 'custom',
      unit: 'SM',
      description: `${name.en}, other sizes, supplied and fixed`,
      descriptionSw: `${name.sw}, vipimo vingine, kununua na kufunga`,
    },
    customArea,
    `other sizes ${quantity(customArea, 'm2')}`,
  );
  sheet.add(perSquareMetre, customArea, `other sizes (${total}): ${customText}`);
}
