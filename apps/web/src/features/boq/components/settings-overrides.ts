import { useTranslation } from 'react-i18next';
import { labourKindOf, type BoqResponse, type Language } from '@kadirio/domain';
import { formatNumber } from '../../../lib/format';
import { displayValue, sheetOptionOverrides } from '../boq-wide-options-form';

/**
 * What sheets set for themselves over the BOQ-wide settings (a labour %, a wastage, a constant),
 * one sentence each, so the surveyor sees what a BOQ-wide change will not reach.
 */
export function useOverrideNotes(boq: BoqResponse, language: Language): string[] {
  const { t } = useTranslation();
  const { percentages } = boq;
  const tradeName = (sheet: BoqResponse['sheets'][number]) =>
    language === 'sw' ? sheet.nameSw : sheet.nameEn;
  return boq.sheets.flatMap((sheet) => {
    const found: string[] = [];
    if (sheet.labourOverride !== null && sheet.labourOverride !== undefined) {
      found.push(
        t('pricingRevision2.settings.labourOverride', {
          trade: tradeName(sheet),
          percent: formatNumber(sheet.labourOverride, language),
          boq: formatNumber(percentages.labourByKind[labourKindOf(sheet.trade)], language),
        }),
      );
    }
    for (const { field, own, boqWide } of sheetOptionOverrides(sheet.overrides, percentages.takeoffOptions)) {
      const shown = (value: number) => formatNumber(Number(displayValue(field, value)), language, 4);
      found.push(
        field.group === 'wastage'
          ? t('pricingRevision2.settings.wastageOverride', {
              trade: tradeName(sheet),
              material: t(`boqOverrides.wastage.${field.name}`),
              percent: shown(own),
              boq: shown(boqWide),
            })
          : t('pricingRevision2.settings.constantOverride', {
              trade: tradeName(sheet),
              constant: t(`boqOverrides.constants.${field.name}`),
              value: shown(own),
              boq: shown(boqWide),
            }),
      );
    }
    return found;
  });
}
