import { z } from 'zod';
import { defineCalculator } from '../calculator';
import { countField, inputObject, lengthField, named } from '../fields';
import { figure } from '../format';
import { TakeoffSheet } from '../takeoff-sheet';
import { defineTradeItems } from '../trade-items';
import { defineWorkItems } from '../work-items';
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
  ['cable4', 'ELE-CABLE-4', 'm', null],
  ['serviceCable', 'ELE-SERVICE-CABLE', 'm', null],
  ['earthCable', 'ELE-EARTH-CABLE', 'm', null],
  ['switch1', 'ELE-SWITCH-1G', 'pcs', null],
  ['switch2', 'ELE-SWITCH-2G', 'pcs', null],
  ['switch3', 'ELE-SWITCH-3G', 'pcs', null],
  ['dpSwitch', 'ELE-DP-SWITCH', 'pcs', null],
  ['socketSingle', 'ELE-SOCKET-SINGLE', 'pcs', null],
  ['socketDouble', 'ELE-SOCKET-DOUBLE', 'pcs', null],
  ['cookerUnit', 'ELE-COOKER-UNIT', 'pcs', null],
  ['light', 'ELE-LIGHT', 'pcs', null],
  ['fan', 'ELE-FAN', 'pcs', null],
  ['externalLight', 'ELE-EXT-LIGHT', 'pcs', null],
  ['meterBox', 'ELE-METER-BOX', 'pcs', null],
  ['board', 'ELE-DB', 'pcs', null],
  ['mainSwitch', 'ELE-MAIN-SWITCH', 'pcs', null],
  ['breaker', 'ELE-BREAKER', 'pcs', null],
  ['earthRod', 'ELE-EARTH-ROD', 'pcs', null],
  ['tape', 'ELE-TAPE', 'pcs', null],
]);

const work = defineWorkItems({
  lighting: {
    unit: 'No',
    description: 'Lighting point wired in conduit, with switch, box and fitting',
    descriptionSw: 'Kituo cha taa pamoja na waya, paipu, swichi na taa',
  },
  sockets: {
    unit: 'No',
    description: 'Socket outlet point wired in 2.5 mm² cable in conduit',
    descriptionSw: 'Kituo cha soketi pamoja na waya wa 2.5 mm² na paipu',
  },
  cooker: {
    unit: 'No',
    description: 'Cooker point wired in 6 mm² cable with cooker control unit',
    descriptionSw: 'Kituo cha jiko pamoja na waya wa 6 mm² na swichi ya jiko',
  },
  heater: {
    unit: 'No',
    description: 'Water-heater circuit in 4 mm² cable with double-pole switch',
    descriptionSw: 'Saketi ya hita ya maji kwa waya wa 4 mm² na swichi ya double-pole',
  },
  external: {
    unit: 'No',
    description: 'External wall light point',
    descriptionSw: 'Taa ya nje ya ukutani',
  },
  board: {
    unit: 'Item',
    description: 'Distribution board with main switch and circuit breakers',
    descriptionSw: 'Ubao wa usambazaji (DB) pamoja na main switch na breakers',
  },
  service: {
    unit: 'Item',
    description: 'Service connection: meter box, service cable, earth rod and conductor',
    descriptionSw: 'Kuunganisha umeme: sanduku la mita, waya wa huduma, fimbo na waya wa ardhi',
  },
});

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
  /** Water-heater circuits (4 mm² cable, double-pole switch). */
  heaterPoints: countField().default(0),
  runHeater: lengthField().default(10),
  externalLights: countField().default(0),
  /** Cable from the utility's pole to the meter box, m (0: none). */
  serviceRun: lengthField().default(0),
  /** Earth conductor from the board to the earth rod, m. */
  earthRun: lengthField().default(5),
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
    const lightingText = `light points + fans = ${lightPoints} + ${fans} = ${lighting}`;
    const socketsText = `sockets = ${socketsSingle} + ${socketsDouble} = ${sockets}`;
    const { heaterPoints, runHeater, externalLights } = input;
    const switches = switches1 + switches2 + switches3;
    // Boxes, conduit and tape serve every point; they are shared by the point work items by their runs.
    sheet.measure(work.lighting, lighting + externalLights, `${lightingText}; external ${externalLights}`);
    sheet.add(
      items.conduit,
      1.1 * (lighting + externalLights) * runLight,
      `conduit for lights = 1.1 × (${lighting} + ${externalLights}) × ${figure(runLight)}`,
      'lights',
    );
    sheet.add(items.boxSingle, switches, `switches = ${switches1} + ${switches2} + ${switches3}`, 'switches');
    sheet.add(items.boxRound, lighting, lightingText);
    sheet.add(
      items.cable1_5,
      CONDUCTORS * (lighting + externalLights) * runLight,
      `cable = 3 × (${lighting} + ${externalLights}) × ${figure(runLight)}`,
    );
    sheet.add(items.switch1, switches1, 'as given');
    sheet.add(items.switch2, switches2, 'as given');
    sheet.add(items.switch3, switches3, 'as given');
    sheet.add(items.light, lightPoints, 'one per light point');
    sheet.add(items.fan, fans, 'as given');
    sheet.add(items.externalLight, externalLights, 'as given');

    sheet.measure(work.sockets, sockets, socketsText);
    sheet.add(
      items.conduit,
      1.1 * sockets * runSocket,
      `conduit for sockets = 1.1 × ${sockets} × ${figure(runSocket)}`,
      'sockets',
    );
    sheet.add(items.boxSingle, socketsSingle, 'one per single socket', 'single sockets');
    sheet.add(items.boxDouble, socketsDouble, 'one per double socket');
    sheet.add(
      items.cable2_5,
      CONDUCTORS * sockets * runSocket,
      `${socketsText}; cable = 3 × ${sockets} × ${figure(runSocket)}`,
    );
    sheet.add(items.socketSingle, socketsSingle, 'as given');
    sheet.add(items.socketDouble, socketsDouble, 'as given');

    sheet.measure(work.cooker, cookerPoints, `cooker points ${cookerPoints}`);
    sheet.add(
      items.conduit,
      1.1 * cookerPoints * runCooker,
      `conduit for cookers = 1.1 × ${cookerPoints} × ${figure(runCooker)}`,
      'cookers',
    );
    sheet.add(
      items.cable6,
      CONDUCTORS * cookerPoints * runCooker,
      `cable = 3 × ${cookerPoints} cooker points × ${figure(runCooker)}`,
    );
    sheet.add(items.cookerUnit, cookerPoints, 'one per cooker point');

    sheet.measure(
      work.heater,
      heaterPoints + dpSwitches,
      `heater circuits ${heaterPoints}, double-pole switches ${dpSwitches}`,
    );
    sheet.add(
      items.conduit,
      1.1 * heaterPoints * runHeater,
      `conduit for heaters = 1.1 × ${heaterPoints} × ${figure(runHeater)}`,
      'heaters',
    );
    sheet.add(
      items.cable4,
      CONDUCTORS * heaterPoints * runHeater,
      `cable = 3 × ${heaterPoints} heater circuits × ${figure(runHeater)}`,
    );
    sheet.add(items.dpSwitch, dpSwitches, 'as given');

    const allPoints =
      lighting + switches + sockets + cookerPoints + dpSwitches + heaterPoints + externalLights;
    const circuits =
      input.circuits === 'auto'
        ? ceilTolerant((lighting + externalLights) / 8) +
          ceilTolerant(sockets / 6) +
          cookerPoints +
          heaterPoints
        : input.circuits;
    sheet.measure(work.board, allPoints > 0 ? 1 : 0, 'one board');
    if (allPoints > 0) sheet.add(items.board, 1, 'one per installation');
    if (allPoints > 0) sheet.add(items.mainSwitch, 1, 'one per installation');
    sheet.add(
      items.breaker,
      circuits,
      input.circuits === 'auto'
        ? `circuits = ceil((${lighting} + ${externalLights})/8) + ceil(${sockets}/6) + ${cookerPoints} + ${heaterPoints}`
        : 'circuits as given',
    );
    sheet.add(
      items.tape,
      ceilTolerant(allPoints / 10),
      `all points = ${allPoints}; tape = ceil(${allPoints}/10)`,
    );

    sheet.measure(work.service, allPoints > 0 ? 1 : 0, 'one connection');
    if (allPoints > 0) {
      sheet.add(items.earthRod, 1, 'one per installation');
      sheet.add(items.earthCable, input.earthRun, `earth conductor = ${figure(input.earthRun)}`);
    }
    if (input.serviceRun > 0) {
      sheet.add(items.meterBox, 1, 'one per service connection');
      sheet.add(items.serviceCable, input.serviceRun, `service cable = ${figure(input.serviceRun)}`);
    }
    return sheet.result();
  },
});

export const calculateElectrical = electricalCalculator.calculate;
