import type { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, flagField, inputObject, lengthField, moneyField } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { defineWorkItems } from '../work-items';

/**
 * Preliminaries — `/pre` (docs/takeoff.md §2 and §4.3; every quantity here is a rule of thumb):
 * setting out, permit, fees, insurance, site set-up and security, utility connections.
 */

export const preItems = defineTradeItems('PRE', [
  ['permit', 'PRE-PERMIT', 'pcs', null],
  ['fees', 'PRE-FEES', 'pcs', null],
  ['insurance', 'PRE-INSURANCE', 'pcs', null],
  ['mobilisation', 'PRE-MOBILISATION', 'pcs', null],
  ['clearance', 'PRE-CLEARANCE', 'm2', null],
  ['timber', 'PRE-TIMBER-2X2', 'pcs', 'timber'],
  ['string', 'PRE-STRING', 'm', null],
  ['nails', 'PRE-NAILS', 'kg', null],
  ['lime', 'PRE-LIME', 'kg', null],
  ['signboard', 'PRE-SIGNBOARD', 'pcs', null],
  ['store', 'PRE-STORE', 'pcs', null],
  ['toilet', 'PRE-TOILET', 'pcs', null],
  ['security', 'PRE-SECURITY', 'pcs', null],
  ['scaffolding', 'PRE-SCAFFOLDING', 'pcs', null],
  ['tank', 'PRE-TANK', 'pcs', null],
  ['water', 'PRE-WATER', 'm3', null],
  ['waterConnection', 'PRE-WATER-CONNECTION', 'pcs', null],
  ['powerConnection', 'PRE-POWER-CONNECTION', 'pcs', null],
]);

const work = defineWorkItems({
  permit: { unit: 'Item', description: 'Building permit', descriptionSw: 'Kibali cha ujenzi' },
  fees: {
    unit: 'Item',
    description: 'Professional fees (architect, quantity surveyor, engineer)',
    descriptionSw: 'Ada za wataalamu (mchoraji, mkadiriaji majenzi, mhandisi)',
  },
  insurance: {
    unit: 'Item',
    description: 'Insurance of the works',
    descriptionSw: 'Bima ya kazi',
  },
  mobilisation: {
    unit: 'Item',
    description: 'Mobilisation and demobilisation',
    descriptionSw: 'Kuleta na kuondoa vifaa na watu eneo la kazi',
  },
  clearance: {
    unit: 'SM',
    description: 'Site clearance',
    descriptionSw: 'Kusafisha kiwanja',
  },
  settingOut: {
    unit: 'Item',
    description: 'Setting out the works',
    descriptionSw: 'Kupima na kuweka alama za msingi',
  },
  signboard: { unit: 'Item', description: 'Site signboard', descriptionSw: 'Kibao cha mradi' },
  store: {
    unit: 'Item',
    description: 'Temporary store and site toilet',
    descriptionSw: 'Stoo ya muda na choo cha eneo la kazi',
  },
  security: {
    unit: 'Item',
    description: 'Site security (watchman) for the contract period',
    descriptionSw: 'Ulinzi wa eneo la kazi (mlinzi) kwa muda wa ujenzi',
  },
  scaffolding: {
    unit: 'Item',
    description: 'Scaffolding',
    descriptionSw: 'Jukwaa (scaffolding)',
  },
  water: {
    unit: 'Item',
    description: 'Water for the works, with a temporary tank',
    descriptionSw: 'Maji ya ujenzi pamoja na tanki la muda',
  },
  connections: {
    unit: 'Item',
    description: 'Water and electricity connection fees (DAWASA, TANESCO or the local utility)',
    descriptionSw: 'Ada za kuunganisha maji na umeme (DAWASA, TANESCO au mamlaka ya eneo)',
  },
});

export const PreInputSchema = inputObject({
  plinthPerimeter: lengthField().default(0),
  siteArea: lengthField().default(0),
  months: countField().default(6),
  waterTank: flagField().default(true),
  permit: flagField().default(true),
  /** Professional fees, a lump sum in TZS (0: none, or a self-builder's own drawings). */
  professionalFees: moneyField().default(0),
  insurance: flagField().default(false),
  mobilisation: flagField().default(false),
  signboard: flagField().default(false),
  storeAndToilet: flagField().default(true),
  /** A watchman for `months`. */
  security: flagField().default(true),
  scaffolding: flagField().default(true),
  waterConnection: flagField().default(true),
  powerConnection: flagField().default(true),
});
export type PreInput = z.infer<typeof PreInputSchema>;

export const preCalculator = defineCalculator({
  trade: 'pre',
  inputSchema: PreInputSchema,
  items: preItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(preItems, wastage);
    const items = preItems.byKey;
    const perimeter = input.plinthPerimeter;
    const oneItem = (
      definition: (typeof work)[keyof typeof work],
      item: (typeof items)[keyof typeof items],
      why: string,
    ) => {
      sheet.measure(definition, 1, 'one item');
      sheet.add(item, 1, why);
    };
    if (input.permit) oneItem(work.permit, items.permit, 'permit required');
    if (input.professionalFees > 0) {
      sheet.measure(work.fees, 1, 'one item');
      sheet.add(items.fees, input.professionalFees, `lump sum TZS ${input.professionalFees}`);
    }
    if (input.insurance) oneItem(work.insurance, items.insurance, 'insurance required');
    if (input.mobilisation) oneItem(work.mobilisation, items.mobilisation, 'mobilisation required');
    sheet.measure(work.clearance, input.siteArea, `site area ${figure(input.siteArea)}`);
    sheet.add(items.clearance, input.siteArea, `site area ${figure(input.siteArea)}`);
    // The fixed 4 pieces and 1 kg belong to setting out a plinth; no plinth, nothing to set out.
    if (perimeter > 0) {
      sheet.measure(work.settingOut, 1, 'one item');
      sheet.add(items.timber, 4 + perimeter / 3, `profiles: 4 + ${figure(perimeter)}/3`);
      sheet.add(items.string, 2 * perimeter, `string: 2 × ${figure(perimeter)}`);
      sheet.add(items.nails, 1 + 0.02 * perimeter, `nails: 1 + 0.02 × ${figure(perimeter)}`);
      sheet.add(items.lime, 2 * perimeter * 0.5, `lime: 2 × ${figure(perimeter)} × 0.5`);
    }
    if (input.signboard) oneItem(work.signboard, items.signboard, 'signboard required');
    if (input.storeAndToilet) {
      oneItem(work.store, items.store, 'temporary store');
      sheet.add(items.toilet, 1, 'site toilet');
    }
    if (input.security && input.months > 0) {
      sheet.measure(work.security, 1, 'one item');
      sheet.add(items.security, input.months, `watchman: ${input.months} months`);
    }
    if (input.scaffolding) oneItem(work.scaffolding, items.scaffolding, 'scaffolding for the walls');
    sheet.measure(work.water, 1, 'one item');
    if (input.waterTank) sheet.add(items.tank, 1, 'water tank required');
    sheet.add(items.water, 10 * input.months, `water: 10 × ${input.months} months`);
    sheet.measure(work.connections, 1, 'one item');
    if (input.waterConnection) sheet.add(items.waterConnection, 1, 'water connection fee');
    if (input.powerConnection) sheet.add(items.powerConnection, 1, 'electricity connection fee');
    return sheet.result();
  },
});

export const calculatePre = preCalculator.calculate;
