import type { TFunction } from 'i18next';
import type { Language } from '@kadirio/domain';
import { formatNumber } from '../../../lib/format';
import { MAIN_NUMBER_FIELDS, type HouseField, type NumberField } from '../../../lib/house-form';
import type { HouseProposal, ProposalReason } from '../../../lib/house-proposal';
import { formatQuantity } from '../../../lib/units';

function describeReason(reason: ProposalReason, t: TFunction, language: Language): string {
  switch (reason.kind) {
    case 'bedrooms':
      return t('boqWorkspace.houseSource.bedrooms', { count: reason.value });
    case 'plinthArea':
      return t('boqWorkspace.houseSource.plinthArea', { area: formatNumber(reason.value, language, 2) });
    case 'measured':
      return t('boqWorkspace.houseSource.measured', {
        names: reason.names.join(', '),
        quantity: formatQuantity(reason.value, reason.unit, language),
      });
    case 'proportion':
      return t('boqWorkspace.houseSource.proportion');
  }
}

/**
 * Under each field of the house-model dialog, where its value came from: "from the plan: 3
 * bedrooms", "from External walls 42.6 m, the plan: plinth area 108 m²". A main field nothing
 * spoke for says "default"; an optional one (internal walls, doors, windows) keeps its own hint.
 */
export function proposalCaptions(
  reasons: HouseProposal['reasons'],
  t: TFunction,
  language: Language,
): Partial<Record<HouseField, string>> {
  const captions: Partial<Record<HouseField, string>> = {};
  for (const field of MAIN_NUMBER_FIELDS) captions[field] = t('boqWorkspace.houseSource.default');
  for (const [field, why] of Object.entries(reasons) as [NumberField, readonly ProposalReason[]][]) {
    captions[field] = t('boqWorkspace.houseSource.from', {
      reasons: why.map((reason) => describeReason(reason, t, language)).join(', '),
    });
  }
  return captions;
}
