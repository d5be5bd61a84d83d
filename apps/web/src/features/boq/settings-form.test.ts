import { describe, expect, it } from 'vitest';
import type { BoqPercentageSettings } from '@kadirio/domain';
import { parseSettingsTexts, settingsTextsOf, splitServerMessage, type SettingsTexts } from './settings-form';

const settings: BoqPercentageSettings = {
  contingencyPercent: 5,
  vatPercent: 18,
  ratesIncludeVat: true,
  labourByKind: { builderWork: 30, services: 25, fittedGoods: 10, fees: 0 },
  takeoffOptions: {},
  billForm: 'measured',
  version: 3,
  updatedAt: null,
};

describe('the BOQ settings form', () => {
  it('starts from the settings as read, one text per field', () => {
    expect(settingsTextsOf(settings)).toEqual({
      contingencyPercent: '5',
      vatPercent: '18',
      builderWork: '30',
      services: '25',
      fittedGoods: '10',
      fees: '0',
    });
  });

  it('sends every field, a decimal comma read as a point, with the version read', () => {
    const texts: SettingsTexts = {
      ...settingsTextsOf(settings),
      contingencyPercent: '7,5',
      services: ' 12 ',
    };
    expect(parseSettingsTexts(texts, false, 3)).toEqual({
      body: {
        contingencyPercent: 7.5,
        vatPercent: 18,
        ratesIncludeVat: false,
        labourByKind: { builderWork: 30, services: 12, fittedGoods: 10, fees: 0 },
        version: 3,
      },
    });
  });

  it('names the fields the server would refuse, and an emptied one (never sent as 0)', () => {
    const texts: SettingsTexts = {
      ...settingsTextsOf(settings),
      vatPercent: '100.5',
      fees: '',
      builderWork: '2.125',
      fittedGoods: 'ten',
    };
    expect(parseSettingsTexts(texts, true, 3)).toEqual({
      invalid: ['vatPercent', 'builderWork', 'fittedGoods', 'fees'],
    });
  });

  it('puts a server message beside the field it names and keeps the rest for above the form', () => {
    expect(
      splitServerMessage(
        'labourByKind.fees must be at most 100; vatPercent: vatPercent must be 0 or more; The map is busy',
      ),
    ).toEqual({
      fields: { fees: 'labourByKind.fees must be at most 100', vatPercent: 'vatPercent must be 0 or more' },
      rest: 'The map is busy',
    });
    expect(splitServerMessage('contingencyPercent must have at most 2 decimals')).toEqual({
      fields: { contingencyPercent: 'contingencyPercent must have at most 2 decimals' },
      rest: null,
    });
  });
});
