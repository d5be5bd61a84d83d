import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { OptionFieldGroups, optionFieldLabel } from './option-field-groups';
import { displayValue, mayBeZero } from '../boq-wide-options-form';
import { type OverrideField, type OverrideValues } from '../overrides-form';

const GROUPS = ['wastage', 'constants'] as const;

/**
 * The "Wastage and constants" part of the BOQ-wide settings (docs/takeoff.md §1), closed by default
 * to keep the dialog short: most BOQs keep the standard values. Wastage is typed in %, each
 * constant in its own unit (its label names it); an empty field is the standard default, shown as
 * placeholder. The texts live in the dialog, so closing the part loses nothing typed.
 */
export function WideOptionsSection({
  texts,
  invalid,
  expanded,
  onExpandedChange,
  onChange,
}: {
  texts: OverrideValues;
  invalid: ReadonlySet<string>;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onChange: (key: string, text: string) => void;
}) {
  const { t } = useTranslation();
  const set = Object.values(texts).filter((text) => text.trim() !== '').length;

  const errorOf = (field: OverrideField) => {
    if (field.group === 'wastage') return t('pricingRevision2.settings.wastageInvalid');
    return mayBeZero(field)
      ? t('pricingRevision2.settings.constantZeroOrMore')
      : t('pricingRevision2.settings.constantAboveZero');
  };

  const field = (spec: OverrideField) => (
    <TextField
      key={spec.key}
      name={spec.key}
      label={optionFieldLabel(t, spec)}
      size="small"
      value={texts[spec.key] ?? ''}
      placeholder={displayValue(spec, spec.defaultValue)}
      error={invalid.has(spec.key)}
      helperText={invalid.has(spec.key) ? errorOf(spec) : undefined}
      onChange={(event) => onChange(spec.key, event.target.value)}
      autoComplete="off"
      slotProps={{
        // The label stays above the box, so an empty field shows its standard value as placeholder.
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'decimal' },
        ...(spec.group === 'wastage'
          ? { input: { endAdornment: <InputAdornment position="end">%</InputAdornment> } }
          : {}),
      }}
    />
  );

  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={expanded}
      onChange={(_event, open) => onExpandedChange(open)}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('pricingRevision2.settings.optionsTitle')}
          {set > 0 && ` · ${t('boqOverrides.changed', { count: set })}`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('pricingRevision2.settings.optionsIntro')}
        </Typography>
        <OptionFieldGroups
          groups={GROUPS}
          headingComponent="h4"
          headingOf={(group) =>
            group === 'wastage'
              ? t('pricingRevision2.settings.wastageHeading')
              : t('boqOverrides.constantsHeading')
          }
          field={field}
        />
      </AccordionDetails>
    </Accordion>
  );
}
