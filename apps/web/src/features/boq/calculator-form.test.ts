import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '@kadirio/domain';
import { calculatorFields, checkCalculatorForm, formValuesOf, rawInputOf } from './calculator-form';

const defaultsOf = (trade: keyof typeof CALCULATORS) =>
  CALCULATORS[trade].inputSchema.parse({}) as Record<string, unknown>;

describe('calculator form', () => {
  it('gives the blinding trade its three inputs of docs/takeoff.md (the cushion moved to the oversite)', () => {
    expect(calculatorFields('blinding')).toEqual([
      { kind: 'number', name: 'area' },
      { kind: 'number', name: 'thickness' },
      { kind: 'text', name: 'mix' },
    ]);
  });

  it('fills the new trades: provisional sums are three amounts; a roof takes a ridge direction and "cut" sheets', () => {
    expect(calculatorFields('provisional')).toEqual([
      { kind: 'number', name: 'provisionalSum' },
      { kind: 'number', name: 'primeCostSum' },
      { kind: 'number', name: 'dayworks' },
    ]);
    expect(calculatorFields('externalWorks').map((field) => field.name)).toContain('fenceLength');
    expect(calculatorFields('roofing')).toContainEqual({
      kind: 'choice',
      name: 'ridgeAlong',
      options: ['length', 'width'],
    });
    const values = formValuesOf('roofing', defaultsOf('roofing'));
    const check = checkCalculatorForm('roofing', { ...values, length: '10', width: '8', sheetLength: 'Cut' });
    expect(check).toMatchObject({ success: true, input: { sheetLength: 'cut' } });
    expect(calculatorFields('wallFound')).toContainEqual({ kind: 'autoNumber', name: 'height' });
  });

  it('reads schedules, other sizes, choices, flags and "auto" off the defaults', () => {
    expect(calculatorFields('windowGrill')).toEqual([
      { kind: 'schedule', name: 'schedule', codes: ['GRL-1800X1700', 'GRL-1800X2250', 'GRL-800X800'] },
      { kind: 'openings', name: 'custom' },
    ]);
    expect(calculatorFields('roofing')).toContainEqual({
      kind: 'choice',
      name: 'type',
      options: ['gable', 'hip'],
    });
    expect(calculatorFields('septic')).toContainEqual({ kind: 'flag', name: 'include' });
    expect(calculatorFields('electrical')).toContainEqual({ kind: 'autoNumber', name: 'circuits' });
  });

  it('round-trips every trade: the defaults as text calculate what the defaults do', () => {
    for (const trade of Object.keys(CALCULATORS) as (keyof typeof CALCULATORS)[]) {
      const values = formValuesOf(trade, defaultsOf(trade));
      const check = checkCalculatorForm(trade, values);
      expect(check.success, trade).toBe(true);
      const calculate = CALCULATORS[trade].calculate as (input: unknown) => unknown;
      expect(calculate(rawInputOf(trade, values))).toEqual(calculate({}));
    }
  });

  it('names the wrong fields with the server’s messages', () => {
    const values = { ...formValuesOf('blinding', defaultsOf('blinding')), area: '-4', mix: '1:4' };
    const check = checkCalculatorForm('blinding', values);
    expect(check.success).toBe(false);
    if (check.success) return;
    expect(Object.keys(check.problems).sort()).toEqual(['area', 'mix']);
    expect(check.problems.area).toMatch(/area must be 0 or more/);
  });

  it('accepts a decimal comma and treats an empty number as missing', () => {
    const values = { ...formValuesOf('blinding', defaultsOf('blinding')), area: '12,5' };
    expect(rawInputOf('blinding', values).area).toBe(12.5);
    const empty = checkCalculatorForm('blinding', { ...values, area: '' });
    expect(empty.success).toBe(false);
  });
});
