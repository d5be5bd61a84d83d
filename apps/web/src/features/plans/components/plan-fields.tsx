import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MAP_LIMITS } from '@kadirio/domain';
import { isNumberField, type MapFormErrors, type MapFormField, type MapFormValues } from '../plan-form';

interface FieldSpec {
  name: MapFormField;
  /** Grid columns from the sm breakpoint (phones always take the full width). */
  sm: number;
  type?: 'text' | 'date' | 'number';
  multiline?: boolean;
  hint?: 'optional' | 'desc' | 'plinthArea';
  max?: number;
  step?: number;
  min?: number;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'title', sm: 12, max: MAP_LIMITS.titleMax },
  { name: 'region', sm: 4, max: MAP_LIMITS.placeMax },
  { name: 'district', sm: 4, max: MAP_LIMITS.placeMax },
  { name: 'ward', sm: 4, max: MAP_LIMITS.placeMax },
  { name: 'startConstruction', sm: 6, type: 'date' },
  { name: 'desc', sm: 12, multiline: true, hint: 'desc', max: MAP_LIMITS.descMax },
  { name: 'floors', sm: 4, type: 'number', hint: 'optional', min: 1, step: 1 },
  { name: 'bedrooms', sm: 4, type: 'number', hint: 'optional', min: 0, step: 1 },
  { name: 'plinthArea', sm: 4, type: 'number', hint: 'plinthArea', min: 0, step: 0.1 },
];

/** The facts of a plan as form fields: shared by sending a plan and editing its details. */
export function MapFields({
  values,
  errors,
  disabled,
  onChange,
}: {
  values: MapFormValues;
  errors: MapFormErrors;
  disabled: boolean;
  onChange: (field: MapFormField, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      {FIELDS.map((spec) => (
        <Grid key={spec.name} size={{ xs: 12, sm: spec.sm }}>
          <TextField
            name={spec.name}
            label={t(`maps.fields.${spec.name}`)}
            type={spec.type ?? 'text'}
            value={values[spec.name]}
            disabled={disabled}
            onChange={(event) => onChange(spec.name, event.target.value)}
            error={Boolean(errors[spec.name])}
            helperText={errors[spec.name] ?? (spec.hint ? t(`maps.hints.${spec.hint}`) : undefined)}
            multiline={spec.multiline}
            minRows={spec.multiline ? 3 : undefined}
            fullWidth
            slotProps={{
              inputLabel: spec.type === 'date' ? { shrink: true } : undefined,
              htmlInput: isNumberField(spec.name)
                ? { min: spec.min, step: spec.step, inputMode: spec.step === 1 ? 'numeric' : 'decimal' }
                : { maxLength: spec.max },
            }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
