import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Measurement } from '@kadirio/domain';
import { buildMeasurement } from '../../testing/measurement-factories';
import { renderWithProviders } from '../../testing/render';
import { useIsMarkAsked, useMarkFromQuery } from './use-mark-from-query';

const walls = buildMeasurement({ name: 'External walls', key: 'ExtWalls' });
const floor = buildMeasurement({ name: 'Floor', key: 'Floor' });

/** Shows which mark the hook selected and how often, and whether the address asks for one. */
function Probe({ measurements }: { measurements: readonly Measurement[] }) {
  const [shown, setShown] = useState<string[]>([]);
  useMarkFromQuery(measurements, (measurement) => setShown((before) => [...before, measurement.name]));
  return (
    <p>
      {useIsMarkAsked() ? 'asked' : 'not asked'}: {shown.join(', ') || 'none'}
    </p>
  );
}

describe('useMarkFromQuery', () => {
  it('shows the mark the address names, once', async () => {
    renderWithProviders(<Probe measurements={[walls, floor]} />, {
      route: `/walling?map=m&mark=${floor._id}`,
    });
    expect(await screen.findByText('asked: Floor')).toBeInTheDocument();
  });

  it('shows nothing for an unknown mark or none asked', async () => {
    renderWithProviders(<Probe measurements={[walls]} />, { route: `/walling?map=m&mark=${floor._id}` });
    expect(await screen.findByText('asked: none')).toBeInTheDocument();
  });

  it('says when no mark is asked for', async () => {
    renderWithProviders(<Probe measurements={[walls]} />, { route: '/walling?map=m' });
    expect(await screen.findByText('not asked: none')).toBeInTheDocument();
  });
});
