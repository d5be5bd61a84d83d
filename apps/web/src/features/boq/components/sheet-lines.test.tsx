import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoqLine } from '@kadirio/domain';
import { renderWithProviders } from '../../../testing/render';
import { SheetLines } from './sheet-lines';

const cement: BoqLine = {
  itemId: '6650f1c2a1b2c3d4e5f60001',
  code: 'WAL-CEMENT',
  description: 'Cement, 50 kg bag',
  material: 'Cement',
  unit: 'bag',
  baseUnit: 'kg',
  perUnit: 50,
  baseQuantity: 470.5,
  quantity: 9.41,
  rate: 18_500,
  amount: 174_085,
  source: 'calculator',
  calculatorQuantity: 9.41,
  derivation: 'cement = 470.5 kg = 9.41 bags',
  active: true,
};

/** A ResizeObserver that reports the observed box `width` px wide, once, as a browser does on observe. */
function boxesAre(width: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly callback: ResizeObserverCallback) {}
      observe(target: Element) {
        this.callback([{ target, contentRect: { width } } as ResizeObserverEntry], this);
      }
      disconnect() {}
      unobserve() {}
    },
  );
}

function renderLines() {
  return renderWithProviders(
    <SheetLines
      lines={[cement]}
      language="en"
      canEditQuantity
      canEditRate={false}
      onChangeQuantity={() => undefined}
      onEditRate={() => undefined}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the lines of a sheet', () => {
  it('at a desk, shows the unit in a column of its own', async () => {
    boxesAre(900);
    renderLines();
    expect(await screen.findByRole('columnheader', { name: 'Unit' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('data-layout', 'wide');
  });

  it('beside the drawing (a 466 px column), puts the unit under the quantity so the amount shows', async () => {
    boxesAre(466);
    renderLines();
    const field = await screen.findByRole('textbox', { name: 'Quantity of WAL-CEMENT' });
    expect(screen.getByRole('table')).toHaveAttribute('data-layout', 'compact');
    expect(screen.queryByRole('columnheader', { name: 'Unit' })).not.toBeInTheDocument();
    // Five columns: item, quantity (with its unit), rate, amount, the derivation's button.
    expect(screen.getAllByRole('columnheader')).toHaveLength(5);
    const quantityCell = field.closest('td')!;
    expect(within(quantityCell).getByText('bag')).toBeInTheDocument();
    const row = field.closest('tr')!;
    expect(within(row).getByText('174,085')).toBeInTheDocument();
  });
});
