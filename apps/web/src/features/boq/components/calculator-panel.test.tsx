import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { renderWithProviders } from '../../../testing/render';
import { CalculatorPanel } from './calculator-panel';

// docs/takeoff.md, "Derivations end in the BOQ unit": a derivation says where each input came from.
describe('where the inputs came from', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  const panel = (
    <CalculatorPanel
      trade="walling"
      inputs={{ length: 42.4, height: 2.8 }}
      sources={{ length: 'houseModel', height: 'typed' }}
      disabled={false}
      onChange={() => undefined}
    />
  );

  it('says under each input whether the house model or the user set it', async () => {
    renderWithProviders(panel);
    expect(await screen.findByRole('textbox', { name: /^Length/ })).toHaveAccessibleDescription(
      'From the house model',
    );
    expect(screen.getByRole('textbox', { name: /^Height/ })).toHaveAccessibleDescription('Typed');
  });

  it('says it in Swahili', async () => {
    await i18n.changeLanguage('sw');
    renderWithProviders(panel);
    expect(await screen.findByText('Modeli ya nyumba')).toBeInTheDocument();
    expect(screen.getByText('Imeandikwa')).toBeInTheDocument();
  });
});
