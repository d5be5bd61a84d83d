import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeftOutLine } from '@kadirio/domain';
import { renderWithProviders } from '../testing/render';
import { LeftOutLines } from './left-out-lines';

const withdrawn: LeftOutLine = {
  code: 'MAT-NAILS-4',
  description: 'Wire nails 4"',
  descriptionSw: 'Misumari ya inchi 4',
  baseQuantity: 12,
  baseUnit: 'kg',
  reason: 'withdrawn',
};
const missing: LeftOutLine = {
  code: 'MAT-DPC',
  description: 'MAT-DPC',
  baseQuantity: 40,
  baseUnit: 'm',
  reason: 'notInCatalogue',
};

describe('lines left out of the price', () => {
  it('names each line with its reason, under one title', async () => {
    renderWithProviders(
      <LeftOutLines lines={[withdrawn, missing]} language="en" severity="warning" testId="left-out" />,
    );
    const alert = await screen.findByTestId('left-out');
    expect(within(alert).getByText('Left out of the price')).toBeInTheDocument();
    expect(
      within(alert).getByText('Wire nails 4": not priced, the item was withdrawn from the catalogue'),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText('MAT-DPC: not priced, the catalogue has no item for it'),
    ).toBeInTheDocument();
  });

  it("uses the item's Swahili name for a Swahili reader, its code where it has none", async () => {
    renderWithProviders(
      <LeftOutLines lines={[withdrawn, missing]} language="sw" severity="info" testId="left-out" />,
    );
    const alert = await screen.findByTestId('left-out');
    expect(within(alert).getByText(/^Misumari ya inchi 4: /)).toBeInTheDocument();
    expect(within(alert).getByText(/^MAT-DPC: /)).toBeInTheDocument();
  });

  it('shows nothing when every line was priced', async () => {
    renderWithProviders(
      <>
        <p>Priced in full</p>
        <LeftOutLines lines={[]} language="en" severity="warning" testId="left-out" />
      </>,
    );
    await screen.findByText('Priced in full');
    expect(screen.queryByTestId('left-out')).not.toBeInTheDocument();
  });
});
