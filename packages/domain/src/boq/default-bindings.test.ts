import { describe, expect, it } from 'vitest';
import type { ComputedQuantity } from '../takeoff/building-model';
import { BUILDING_QUANTITY_IDS } from '../takeoff/building-model.contract';
import { CALCULATORS } from '../trades/calculator-registry';
import { isTypedInput } from './boq-review';
import { defaultBindingEntries, planDefaultBindings, type DefaultBindingSheet } from './default-bindings';

function quantity(
  id: ComputedQuantity['id'],
  expression: string | null,
  value: number | null,
): ComputedQuantity {
  return { id, unit: 'm', expression, value, sources: [], needs: [], problem: null };
}

const walls = quantity('walls', 'sum(External walls) + sum(Internal walls)', 47.6);
const external = quantity('externalWalls', 'sum(External walls)', 35.2);
const openings = quantity('openingsArea', null, null);

function sheet(
  overrides: Partial<DefaultBindingSheet> & Pick<DefaultBindingSheet, 'trade'>,
): DefaultBindingSheet {
  const defaults = CALCULATORS[overrides.trade].inputSchema.parse({}) as Record<string, unknown>;
  return { status: 'draft', inputs: defaults, inputSources: {}, bindings: {}, ...overrides };
}

describe('the default bindings table', () => {
  it('names only top-level number inputs of each trade, and quantities the model has', () => {
    for (const { trade, field, quantity: id } of defaultBindingEntries()) {
      const defaults = CALCULATORS[trade].inputSchema.parse({}) as Record<string, unknown>;
      expect(typeof defaults[field], `${trade}.${field}`).toBe('number');
      expect(BUILDING_QUANTITY_IDS).toContain(id);
    }
  });

  it('binds no column, lintel or sill: the drawing does not show them', () => {
    const fields = defaultBindingEntries().map(({ trade, field }) => `${trade}.${field}`);
    expect(fields).not.toContain('walling.columns');
    expect(fields).not.toContain('walling.lintels');
    expect(fields).not.toContain('walling.sillLength');
  });
});

describe('typed inputs', () => {
  it('are those recorded as typed, or changed from the default where nothing is recorded', () => {
    expect(isTypedInput('walling', 'length', 40, { length: 'typed' })).toBe(true);
    expect(isTypedInput('walling', 'length', 40, { length: 'houseModel' })).toBe(false);
    expect(isTypedInput('walling', 'length', 40, { length: 'buildingModel' })).toBe(false);
    expect(isTypedInput('walling', 'length', 40, {})).toBe(true);
    expect(isTypedInput('walling', 'length', 0, {})).toBe(false);
  });
});

describe('planning the default bindings', () => {
  const model = [walls, external, openings];

  it('binds untouched inputs, keeps typed and hand-bound ones, and leaves settled sheets', () => {
    const planned = planDefaultBindings(
      [
        sheet({ trade: 'walling', inputSources: { length: 'houseModel' } }),
        sheet({ trade: 'strip', inputs: { length: 52 }, inputSources: { length: 'typed' } }),
        sheet({
          trade: 'wallFound',
          bindings: { length: { measurementId: '00000000-0000-4000-8000-000000000001' } },
        }),
      ],
      model,
    );
    const states = planned.map(({ trade, field, state }) => `${trade}.${field}: ${state}`);
    expect(states).toEqual([
      'strip.length: typed',
      'wallFound.length: boundByHand',
      'walling.length: pending',
      'walling.ringLength: pending',
    ]);
    expect(planned.find((input) => input.trade === 'walling' && input.field === 'length')?.binding).toEqual({
      expression: 'sum(External walls) + sum(Internal walls)',
    });
  });

  it('follows a default it bound, and binds it again when the default changes', () => {
    const bound = { expression: 'sum(External walls) + sum(Internal walls)' };
    const [following] = planDefaultBindings(
      [sheet({ trade: 'strip', bindings: { length: bound }, inputSources: { length: 'buildingModel' } })],
      [walls],
    );
    expect(following?.state).toBe('following');
    const [stale] = planDefaultBindings(
      [
        sheet({
          trade: 'strip',
          bindings: { length: { expression: 'sum(External walls)' } },
          inputSources: { length: 'buildingModel' },
        }),
      ],
      [walls],
    );
    expect(stale).toMatchObject({ state: 'pending', binding: bound });
  });

  it('says a completed sheet is settled, and treats a trade with no sheet yet as untouched', () => {
    const planned = planDefaultBindings([sheet({ trade: 'strip', status: 'completed' })], [walls]);
    expect(planned.map(({ trade, state }) => `${trade}: ${state}`)).toEqual([
      'strip: settled',
      'wallFound: pending',
      'walling: pending',
    ]);
  });
});
