import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { OptionFieldGroups, optionFieldLabel } from './option-field-groups';
import type { TakeoffOptions } from '@kadirio/domain';
import {
  countOverrides,
  overridesToValues,
  parseOverrideValues,
  type OverrideField,
} from '../overrides-form';

const GROUPS = ['constants', 'wastage'] as const;

/**
 * The take-off constants and wastage allowances of one sheet (docs/takeoff.md §1), closed by
 * default: most sheets keep the defaults. A filled field overrides its default for this sheet only;
 * the server re-runs the calculator with it, and typed quantities survive. Nothing is sent while a
 * field is wrong. Where the BOQ settings set a value for every sheet (`boqWide`, docs/takeoff.md
 * §1), that is the value a field here overrides, and it is shown as such instead of the standard
 * default.
 */
export function OverridesPanel({
  overrides,
  boqWide = {},
  disabled,
  onChange,
}: {
  overrides: TakeoffOptions;
  boqWide?: TakeoffOptions | undefined;
  disabled: boolean;
  onChange: (overrides: TakeoffOptions) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => overridesToValues(overrides));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changed = Object.values(values).filter((value) => value.trim() !== '').length;

  const change = (key: string, text: string) => {
    const next = { ...values, [key]: text };
    setValues(next);
    const parsed = parseOverrideValues(next);
    setErrors(parsed.success ? {} : parsed.errors);
    if (parsed.success) onChange(parsed.overrides);
  };

  const field = (spec: OverrideField) => {
    const wide = (boqWide[spec.group] as Record<string, number | undefined> | undefined)?.[spec.name];
    return (
      <TextField
        key={spec.key}
        label={optionFieldLabel(t, spec)}
        size="small"
        disabled={disabled}
        value={values[spec.key] ?? ''}
        placeholder={String(wide ?? spec.defaultValue)}
        error={errors[spec.key] !== undefined}
        helperText={
          errors[spec.key] ??
          (wide === undefined
            ? t('boqOverrides.default', { value: spec.defaultValue })
            : t('boqOverrides.boqWide', { value: wide }))
        }
        onChange={(event) => change(spec.key, event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    );
  };

  return (
    // The 20 fields are mounted only once opened: most sheets keep the defaults, and a closed
    // panel's fields would cost the sheet's first render for nothing.
    <Accordion
      variant="outlined"
      disableGutters
      defaultExpanded={countOverrides(overrides) > 0}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('boqOverrides.title')}
          {changed > 0 && ` · ${t('boqOverrides.changed', { count: changed })}`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('boqOverrides.intro')}
        </Typography>
        <OptionFieldGroups
          groups={GROUPS}
          headingComponent="h3"
          headingOf={(group) => t(`boqOverrides.${group}Heading`)}
          field={field}
        />
      </AccordionDetails>
    </Accordion>
  );
}
