import { describe, expect, it } from 'vitest';
import { compareQuantities } from '../testing';
import { calculateElectrical } from './electrical';

describe('electrical calculator', () => {
  it('defaults: nothing', () => {
    expect(calculateElectrical({})).toEqual([]);
  });

  it('house model points: 7 lights, 5 switches, 10 double sockets, a cooker and a DP switch', () => {
    const lines = calculateElectrical({
      lightPoints: 7,
      switches1: 5,
      socketsDouble: 10,
      cookerPoints: 1,
      dpSwitches: 1,
    });
    expect(
      compareQuantities(lines, {
        'ELE-CONDUIT': 1.1 * (7 * 6 + 10 * 8 + 1 * 10),
        'ELE-BOX-SINGLE': 5,
        'ELE-BOX-DOUBLE': 10,
        'ELE-BOX-ROUND': 7,
        'ELE-CABLE-1_5': 3 * 7 * 6,
        'ELE-CABLE-2_5': 3 * 10 * 8,
        'ELE-CABLE-6': 3 * 1 * 10,
        'ELE-SWITCH-1G': 5,
        'ELE-DP-SWITCH': 1,
        'ELE-SOCKET-DOUBLE': 10,
        'ELE-COOKER-UNIT': 1,
        'ELE-LIGHT': 7,
        'ELE-MAIN-SWITCH': 1,
        'ELE-BREAKER': 1 + 2 + 1, // ceil(7/8) + ceil(10/6) + 1
        'ELE-EARTH-ROD': 1,
        // §4.3: a distribution board and 5 m of earth conductor with every installation
        'ELE-DB': 1,
        'ELE-EARTH-CABLE': 5,
        'ELE-TAPE': 3, // ceil(24/10)
      }),
    ).toEqual([]);
  });

  it('fans, mixed sockets, shorter runs and circuits given', () => {
    const lines = calculateElectrical({
      lightPoints: 4,
      fans: 2,
      switches2: 2,
      socketsSingle: 3,
      socketsDouble: 2,
      runLight: 5,
      runSocket: 7,
      circuits: 6,
    });
    expect(
      compareQuantities(lines, {
        'ELE-CONDUIT': 1.1 * (6 * 5 + 5 * 7),
        'ELE-BOX-SINGLE': 2 + 3,
        'ELE-BOX-DOUBLE': 2,
        'ELE-BOX-ROUND': 6,
        'ELE-CABLE-1_5': 3 * 6 * 5,
        'ELE-CABLE-2_5': 3 * 5 * 7,
        'ELE-SWITCH-2G': 2,
        'ELE-SOCKET-SINGLE': 3,
        'ELE-SOCKET-DOUBLE': 2,
        'ELE-LIGHT': 4,
        'ELE-FAN': 2,
        'ELE-MAIN-SWITCH': 1,
        'ELE-BREAKER': 6,
        'ELE-EARTH-ROD': 1,
        // §4.3: a distribution board and 5 m of earth conductor with every installation
        'ELE-DB': 1,
        'ELE-EARTH-CABLE': 5,
        'ELE-TAPE': 2, // ceil(13/10)
      }),
    ).toEqual([]);
  });

  it('a lone DP switch still needs the main switch and earth rod', () => {
    expect(
      compareQuantities(calculateElectrical({ dpSwitches: 1 }), {
        'ELE-DP-SWITCH': 1,
        'ELE-MAIN-SWITCH': 1,
        'ELE-EARTH-ROD': 1,
        // §4.3: a distribution board and 5 m of earth conductor with every installation
        'ELE-DB': 1,
        'ELE-EARTH-CABLE': 5,
        'ELE-TAPE': 1,
      }),
    ).toEqual([]);
  });
});

describe('electrical, revision 2 (docs/takeoff.md §4.3)', () => {
  it('a water-heater circuit, 4 external lights and a 20 m service connection', () => {
    const lines = calculateElectrical({ heaterPoints: 1, dpSwitches: 1, externalLights: 4, serviceRun: 20 });
    expect(
      compareQuantities(lines, {
        // lights: 1.1 × 4 × 6 = 26.4 m conduit; heater 1.1 × 1 × 10 = 11 m
        'ELE-CONDUIT': 26.4 + 11,
        'ELE-CABLE-1_5': 3 * 4 * 6,
        'ELE-CABLE-4': 3 * 1 * 10,
        'ELE-DP-SWITCH': 1,
        'ELE-EXT-LIGHT': 4,
        'ELE-DB': 1,
        'ELE-MAIN-SWITCH': 1,
        // circuits ceil(4/8) + ceil(0/6) + 0 cookers + 1 heater = 2
        'ELE-BREAKER': 2,
        'ELE-EARTH-ROD': 1,
        'ELE-EARTH-CABLE': 5,
        'ELE-METER-BOX': 1,
        'ELE-SERVICE-CABLE': 20,
        // points 4 + 1 + 1 = 6: one roll of tape
        'ELE-TAPE': 1,
      }),
    ).toEqual([]);
  });
});
