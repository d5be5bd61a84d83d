import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CALCULATORS, runTakeoff } from './calculator-registry';
import { TakeoffOptionsSchema } from './constants';
import { TRADE_IDS } from './trade-list';

/** The failing paths and messages of an input, or [] when it parses. */
function problems(schema: z.ZodType, input: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

describe('calculator input validation (docs/takeoff.md §1)', () => {
  it('every trade parses {} to its defaults', () => {
    for (const trade of TRADE_IDS) {
      expect(CALCULATORS[trade].inputSchema.safeParse({}).success, trade).toBe(true);
    }
  });

  it('refuses a negative length, naming the field', () => {
    expect(problems(CALCULATORS.strip.inputSchema, { length: -1 })).toEqual([
      { path: 'length', message: 'length must be 0 or more' },
    ]);
  });

  it('refuses NaN, Infinity and numbers sent as strings', () => {
    for (const area of [Number.NaN, Number.POSITIVE_INFINITY, '40', null]) {
      expect(problems(CALCULATORS.blinding.inputSchema, { area })).toEqual([
        { path: 'area', message: 'area must be a finite number' },
      ]);
    }
  });

  it('refuses mixes with a zero part, the wrong number of parts or no numbers', () => {
    for (const mix of ['1:0:4', '1:2', '1:2:4:8', 'a:b:c', '', '1:-2:4']) {
      const found = problems(CALCULATORS.pad.inputSchema, { mix });
      expect(found.map((problem) => problem.path)).toEqual(['mix']);
      expect(found[0]?.message).toMatch(/^mix must be a concrete mix/);
    }
    expect(problems(CALCULATORS.walling.inputSchema, { mortarMix: '1:0' })[0]?.message).toMatch(
      /^mortarMix must be a mortar mix/,
    );
    expect(problems(CALCULATORS.walling.inputSchema, { mortarMix: '1:4:8' })[0]?.path).toBe('mortarMix');
    expect(problems(CALCULATORS.pad.inputSchema, { mix: '1:1.5:3' })).toEqual([]);
  });

  it('refuses a pitch of 0 or more than 60 degrees; accepts 60', () => {
    expect(problems(CALCULATORS.roofing.inputSchema, { pitch: 0 })).toEqual([
      { path: 'pitch', message: 'pitch must be more than 0 degrees' },
    ]);
    expect(problems(CALCULATORS.roofing.inputSchema, { pitch: 61 })).toEqual([
      { path: 'pitch', message: 'pitch must be at most 60 degrees' },
    ]);
    expect(problems(CALCULATORS.roofing.inputSchema, { pitch: 60 })).toEqual([]);
  });

  it('refuses non-integer and negative counts', () => {
    expect(problems(CALCULATORS.pad.inputSchema, { count: 1.5 })).toEqual([
      { path: 'count', message: 'count must be a whole number' },
    ]);
    expect(problems(CALCULATORS.electrical.inputSchema, { lightPoints: -2 })).toEqual([
      { path: 'lightPoints', message: 'lightPoints must be 0 or more' },
    ]);
    expect(problems(CALCULATORS.electrical.inputSchema, { circuits: 2.5 })[0]?.path).toBe('circuits');
    expect(problems(CALCULATORS.electrical.inputSchema, { circuits: 'auto' })).toEqual([]);
  });

  it('refuses a spacing of 0 (it is divided by) and a bar diameter that is no whole mm', () => {
    expect(problems(CALCULATORS.strip.inputSchema, { linkSpacing: 0 })).toEqual([
      { path: 'linkSpacing', message: 'linkSpacing must be at least 0.001 m (it is divided by)' },
    ]);
    expect(problems(CALCULATORS.strip.inputSchema, { barDia: 12.5 })[0]?.path).toBe('barDia');
  });

  it('refuses an end lap as long as the sheet', () => {
    expect(problems(CALCULATORS.roofing.inputSchema, { sheetLength: 3, endLap: 3 })).toEqual([
      { path: 'endLap', message: 'endLap must be less than sheetLength' },
    ]);
  });

  it('refuses unknown fields rather than ignoring a misspelt one', () => {
    expect(problems(CALCULATORS.strip.inputSchema, { lenght: 10 })).toEqual([
      { path: '', message: 'unknown field lenght' },
    ]);
  });

  it('refuses schedule codes of another trade and bad custom sizes', () => {
    const found = problems(CALCULATORS.windowGrill.inputSchema, { schedule: { 'ALU-1800X1700': 2 } });
    expect(found.map((problem) => problem.path)).toEqual(['schedule']);
    expect(found[0]?.message).toContain('schedule has unknown item code ALU-1800X1700');
    expect(problems(CALCULATORS.doorShut.inputSchema, { schedule: { 'DSH-900X2500': 1.5 } })).toEqual([
      { path: 'schedule.DSH-900X2500', message: 'schedule.DSH-900X2500 must be a whole number' },
    ]);
    expect(problems(CALCULATORS.panel.inputSchema, { custom: [{ width: -1, height: 1, count: 1 }] })).toEqual(
      [{ path: 'custom.0.width', message: 'custom[0].width must be 0 or more' }],
    );
  });

  it('runTakeoff returns the error and a message naming every bad field', () => {
    const result = runTakeoff('strip', { length: -1, mix: '1:0:3' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.error).toBeInstanceOf(z.ZodError);
    expect(result.message).toBe(
      'length must be 0 or more; mix must be a concrete mix cement:sand:aggregate like "1:2:4", with three parts greater than 0',
    );
    expect(runTakeoff('strip', 'not an object')).toMatchObject({
      success: false,
      message: 'input must be an object',
    });
  });

  it('runTakeoff parses then calculates; a missing body means all defaults', () => {
    const result = runTakeoff('blinding', { area: 40 });
    expect(result.success && result.lines.map((line) => line.code)).toEqual([
      'BLD-CEMENT',
      'BLD-SAND',
      'BLD-AGGREGATE',
    ]);
    // §4.4: the work items measured come with the lines
    expect(result.success && result.workItems.map((item) => [item.key, item.unit, item.quantity])).toEqual([
      ['concrete', 'CM', 2],
    ]);
    expect(runTakeoff('septic', undefined)).toMatchObject({ success: true });
  });

  it('calculate throws the ZodError of an invalid input', () => {
    expect(() => CALCULATORS.tiles.calculate({ floorArea: -3 })).toThrow(z.ZodError);
  });

  it('validates option overrides', () => {
    expect(
      TakeoffOptionsSchema.safeParse({ constants: { LAP: 0.12 }, wastage: { cement: 0.03 } }).success,
    ).toBe(true);
    expect(problems(TakeoffOptionsSchema, { constants: { DRY_CONCRETE: 0 } })[0]?.message).toBe(
      'DRY_CONCRETE must be greater than 0',
    );
    expect(problems(TakeoffOptionsSchema, { wastage: { sand: 1.5 } })[0]?.path).toBe('wastage.sand');
    expect(problems(TakeoffOptionsSchema, { wastage: { glass: 0.1 } }).length).toBe(1);
  });
});
