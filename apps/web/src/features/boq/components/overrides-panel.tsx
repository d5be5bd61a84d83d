import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { TakeoffOptions } from '@kadirio/domain';
import {
  countOverrides,
  OVERRIDE_FIELDS,
  overridesToValues,
  parseOverrideValues,
  type OverrideField,
} from '../overrides-form';

const GROUPS = ['constants', 'wastage'] as const;

/**
 * The take-off constants and wastage allowances of one sheet (docs/takeoff.md §1), closed by default:
 * most sheets keep the defaults. A filled field overrides its default for this sheet only; the
 * server re-runs the calculator with it, and typed quantities survive. Nothing is sent while a
 * field is wrong.
 */
export function OverridesPanel({
  overrides,
  disabled,
  onChange,
}: {
  overrides: TakeoffOptions;
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

  const field = (spec: OverrideField) => (
    <TextField
      key={spec.key}
      label={
        spec.group === 'constants'
          ? t(`boqOverrides.constants.${spec.name}`)
          : t(`boqOverrides.wastage.${spec.name}`)
      }
      size="small"
      disabled={disabled}
      value={values[spec.key] ?? ''}
      placeholder={String(spec.defaultValue)}
      error={errors[spec.key] !== undefined}
      helperText={errors[spec.key] ?? t('boqOverrides.default', { value: spec.defaultValue })}
      onChange={(event) => change(spec.key, event.target.value)}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );

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
        {GROUPS.map((group) => (
          <Box key={group} sx={{ mb: 2 }}>
            <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
              {t(`boqOverrides.${group}Heading`)}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(220px, 1fr))' },
              }}
            >
              {OVERRIDE_FIELDS.filter((spec) => spec.group === group).map(field)}
            </Box>
          </Box>
        ))}
      </AccordionDetails>
    </Accordion>
  );
}
