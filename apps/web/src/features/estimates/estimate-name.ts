import type { TFunction } from 'i18next';
import type { HouseModelRawInput, Language } from '@kadirio/domain';
import { formatNumber } from '../../lib/format';

/** A name to save an estimate under until the client gives one: "2-bedroom house, 12 × 9 m". */
export function defaultEstimateName(house: HouseModelRawInput, t: TFunction, language: Language): string {
  return t('estimate.keep.defaultName', {
    bedrooms: formatNumber(house.bedrooms ?? 2, language),
    length: formatNumber(house.length, language),
    width: formatNumber(house.width, language),
  });
}
