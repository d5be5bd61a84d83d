import { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, inputObject, lengthField, named } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { ceilTolerant } from '../whole-numbers';

/** Electrical — `/electrical`: points, their cables and conduit, and the board. */

export const electricalItems = defineTradeItems('ELE', [
  ['conduit', 'ELE-CONDUIT', 'm', null],
  ['boxSingle', 'ELE-BOX-SINGLE', 'pcs', null],
  ['boxDouble', 'ELE-BOX-DOUBLE', 'pcs', null],
  ['boxRound', 'ELE-BOX-ROUND', 'pcs', null],
  ['cable1_5', 'ELE-CABLE-1_5', 'm', null],
  ['cable2_5', 'ELE-CABLE-2_5', 'm', null],
  ['cable6', 'ELE-CABLE-6', 'm', null],
  ['switch1', 'ELE-SWITCH-1G', 'pcs', null],
  ['switch2', 'ELE-SWITCH-2G', 'pcs', null],
  ['switch3', 'ELE-SWITCH-3G', 'pcs', null],
  ['dpSwitch', 'ELE-DP-SWITCH', 'pcs', null],
  ['socketSingle', 'ELE-SOCKET-SINGLE', 'pcs', null],
  ['socketDouble', 'ELE-SOCKET-DOUBLE', 'pcs', null],
  ['cookerUnit', 'ELE-COOKER-UNIT', 'pcs', null],
  ['light', 'ELE-LIGHT', 'pcs', null],
  ['fan', 'ELE-FAN', 'pcs', null],
  ['mainSwitch', 'ELE-MAIN-SWITCH', 'pcs', null],
  ['breaker', 'ELE-BREAKER', 'pcs', null],
  ['earthRod', 'ELE-EARTH-ROD', 'pcs', null],
  ['tape', 'ELE-TAPE', 'pcs', null],
]);

export const ElectricalInputSchema = inputObject({
  lightPoints: countField().default(0),
  fans: countField().default(0),
  switches1: countField().default(0),
  switches2: countField().default(0),
  switches3: countField().default(0),
  socketsSingle: countField().default(0),
  socketsDouble: countField().default(0),
  cookerPoints: countField().default(0),
  dpSwitches: countField().default(0),
  /** Average cable run per light or fan point, m. */
  runLight: lengthField().default(6),
  runSocket: lengthField().default(8),
  runCooker: lengthField().default(10),
  /** `"auto"` counts them from the points; a number overrides. */
  circuits: z
    .union([z.literal('auto'), countField()], { error: named('must be "auto" or a whole number ≥ 0') })
    .default('auto'),
});
export type ElectricalInput = z.infer<typeof ElectricalInputSchema>;

/** Three conductors (live, neutral, earth) per run. */
const CONDUCTORS = 3;

export const electricalCalculator = defineCalculator({
  trade: 'electrical',
  inputSchema: ElectricalInputSchema,
  items: electricalItems,
  compute(input, { wastage }) {
    const sheet = new TakeoffSheet(electricalItems, wastage);
    const items = electricalItems.byKey;
    const { lightPoints, fans, switches1, switches2, switches3, socketsSingle, socketsDouble, cookerPoints } =
      input;
    const { runLight, runSocket, runCooker, dpSwitches } = input;
    const lighting = lightPoints + fans;
    const sockets = socketsSingle + socketsDouble;
    const allPoints =
      lightPoints + fans + switches1 + switches2 + switches3 + sockets + cookerPoints + dpSwitches;

    const lightingText = `light points + fans = ${lightPoints} + ${fans} = ${lighting}`;
    const socketsText = `sockets = ${socketsSingle} + ${socketsDouble} = ${sockets}`;
    sheet.add(
      items.conduit,
      1.1 * (lighting * runLight + sockets * runSocket + cookerPoints * runCooker),
      `${lightingText}; ${socketsText}; conduit = 1.1 × (${lighting} × ${figure(runLight)} + ${sockets} × ${figure(runSocket)} + ${cookerPoints} × ${figure(runCooker)})`,
    );
    sheet.add(
      items.boxSingle,
      switches1 + switches2 + switches3 + socketsSingle,
      `switches + single sockets = ${switches1} + ${switches2} + ${switches3} + ${socketsSingle}`,
    );
    sheet.add(items.boxDouble, socketsDouble, 'one per double socket');
    sheet.add(items.boxRound, lighting, lightingText);
    sheet.add(
      items.cable1_5,
      CONDUCTORS * lighting * runLight,
      `${lightingText}; cable = 3 × ${lighting} × ${figure(runLight)}`,
    );
    sheet.add(
      items.cable2_5,
      CONDUCTORS * sockets * runSocket,
      `${socketsText}; cable = 3 × ${sockets} × ${figure(runSocket)}`,
    );
    sheet.add(
      items.cable6,
      CONDUCTORS * cookerPoints * runCooker,
      `cable = 3 × ${cookerPoints} cooker points × ${figure(runCooker)}`,
    );
    sheet.add(items.switch1, switches1, 'as given');
    sheet.add(items.switch2, switches2, 'as given');
    sheet.add(items.switch3, switches3, 'as given');
    sheet.add(items.dpSwitch, dpSwitches, 'as given');
    sheet.add(items.socketSingle, socketsSingle, 'as given');
    sheet.add(items.socketDouble, socketsDouble, 'as given');
    sheet.add(items.cookerUnit, cookerPoints, 'one per cooker point');
    sheet.add(items.light, lightPoints, 'one per light point');
    sheet.add(items.fan, fans, 'as given');
    if (allPoints > 0) sheet.add(items.mainSwitch, 1, 'one per installation');
    const circuits =
      input.circuits === 'auto'
        ? ceilTolerant(lighting / 8) + ceilTolerant(sockets / 6) + cookerPoints
        : input.circuits;
    sheet.add(
      items.breaker,
      circuits,
      input.circuits === 'auto'
        ? `circuits = ceil(${lighting}/8) + ceil(${sockets}/6) + ${cookerPoints}`
        : 'circuits as given',
    );
    if (allPoints > 0) sheet.add(items.earthRod, 1, 'one per installation');
    sheet.add(
      items.tape,
      ceilTolerant(allPoints / 10),
      `all points = ${allPoints}; tape = ceil(${allPoints}/10)`,
    );
    return sheet.lines();
  },
});

export const calculateElectrical = electricalCalculator.calculate;
