import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { ROOF_TYPES, type Language, type RoofType } from '@kadirio/domain';
import { formatNumber } from '../lib/format';
import {
  COUNT_FIELDS,
  DERIVED_NUMBER_FIELDS,
  derivedDefaults,
  describeFieldProblem,
  type HouseField,
  type HouseFormValues,
  type NumberField,
  type ParsedHouseForm,
} from '../lib/house-form';

interface HouseFormFieldsProps {
  values: HouseFormValues;
  problems: ParsedHouseForm['problems'];
  language: Language;
  onChange: <F extends HouseField>(field: F, value: HouseFormValues[F]) => void;
  /** Under a field, where its value came from (the BOQ's house-model dialog); a problem wins. */
  captions?: Partial<Record<HouseField, string>>;
}

const fieldGrid = {
  display: 'grid',
  gap: 2,
  // Two columns on a 360 px phone, three or more where there is room.
  gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))',
} as const;

function isRoofType(value: string): value is RoofType {
  return (ROOF_TYPES as readonly string[]).includes(value);
}

/** The house model's inputs. Every change is reported at once; the result recalculates live. */
export function HouseFormFields({ values, problems, language, onChange, captions }: HouseFormFieldsProps) {
  const { t } = useTranslation();
  const moreOptionsId = useId();
  const hasDerivedProblem = DERIVED_NUMBER_FIELDS.some((field) => problems[field] !== undefined);
  // Open from the start when a derived field was given a value (a proposal from the plan).
  const [isMoreOpen, setIsMoreOpen] = useState(() =>
    DERIVED_NUMBER_FIELDS.some((field) => values[field].trim() !== ''),
  );
  // A problem in a hidden field must be visible, so the options open whenever one has a problem.
  const showMore = isMoreOpen || hasDerivedProblem;
  const defaults = derivedDefaults(values);

  const errorOf = (field: HouseField) => {
    const problem = problems[field];
    return problem ? describeFieldProblem(field, problem, t, language) : undefined;
  };

  const numberField = (field: NumberField, derived?: { placeholder: string; hint: string }) => {
    const error = errorOf(field);
    return (
      <TextField
        key={field}
        label={t(`estimate.fields.${field}`)}
        value={values[field]}
        onChange={(event) => onChange(field, event.target.value)}
        error={error !== undefined}
        helperText={error ?? captions?.[field] ?? derived?.hint}
        placeholder={derived?.placeholder}
        size="small"
        autoComplete="off"
        slotProps={{
          htmlInput: { inputMode: COUNT_FIELDS.has(field) ? 'numeric' : 'decimal' },
          // The derived default is the placeholder, so the label stays above it even when empty.
          ...(derived ? { inputLabel: { shrink: true } } : {}),
        }}
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => event.preventDefault()}>
      <Box sx={fieldGrid}>
        {numberField('length')}
        {numberField('width')}
        {numberField('wallHeight')}
        {numberField('bedrooms')}
        {numberField('bathrooms')}
        {numberField('roofPitch')}
        <TextField
          select
          label={t('estimate.fields.roofType')}
          value={values.roofType}
          onChange={(event) => {
            if (isRoofType(event.target.value)) onChange('roofType', event.target.value);
          }}
          size="small"
          slotProps={{ select: { native: true } }}
        >
          {ROOF_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`estimate.roofTypes.${type}`)}
            </option>
          ))}
        </TextField>
        {numberField('overhang')}
      </Box>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch checked={values.septic} onChange={(event) => onChange('septic', event.target.checked)} />
        }
        label={t('estimate.fields.septic')}
      />

      <Box sx={{ mt: 1 }}>
        <Button
          onClick={() => setIsMoreOpen(!showMore)}
          aria-expanded={showMore}
          aria-controls={moreOptionsId}
          endIcon={showMore ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          disabled={hasDerivedProblem}
          sx={{ px: 0.5 }}
        >
          {t('estimate.moreOptions')}
        </Button>
        <Collapse in={showMore} id={moreOptionsId}>
          <Box sx={{ ...fieldGrid, pt: 2 }}>
            {DERIVED_NUMBER_FIELDS.map((field) =>
              numberField(field, {
                placeholder: formatNumber(defaults[field], language),
                hint: t(`estimate.derived.${field}`),
              }),
            )}
          </Box>
        </Collapse>
      </Box>
    </Box>
  );
}
