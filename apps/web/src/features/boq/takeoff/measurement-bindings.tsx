import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BoqSheet, MeasurementBinding, SheetBindings } from '@kadirio/domain';
import { formatQuantity } from '../../../lib/units';
import { useLanguage } from '../../../lib/use-language';
import { calculatorFields } from '../calculator-form';
import { unitOf } from './measure-tool';
import { useListMeasurementsQuery } from './takeoff.api';

const TYPED = '';
const EXPRESSION = '__expression';

/** The bindings the sheet holds, as the map a save sends (every one: the server replaces them). */
export function bindingsOf(sheet: Pick<BoqSheet, 'bindings'>): SheetBindings {
  return Object.fromEntries((sheet.bindings ?? []).map((bound) => [bound.field, bound.binding]));
}

/**
 * Measure once, use everywhere: each numeric input of the sheet can read a measurement of the
 * plan, or an expression over them (`ExtWalls * 3.0 - Openings`), instead of a typed figure. A
 * completed sheet keeps its values and says which bound inputs have changed since.
 */
export function MeasurementBindings({
  sheet,
  disabled,
  onChange,
}: {
  sheet: BoqSheet;
  disabled: boolean;
  onChange: (bindings: SheetBindings) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: measurements = [] } = useListMeasurementsQuery(sheet.mapId);
  const [expressionFor, setExpressionFor] = useState<{ field: string; text: string } | null>(null);
  const fields = calculatorFields(sheet.trade).filter((field) => field.kind === 'number');
  const current = bindingsOf(sheet);
  const boundByField = new Map((sheet.bindings ?? []).map((bound) => [bound.field, bound]));
  const changed = (sheet.bindings ?? []).filter((bound) => bound.changed);

  if (fields.length === 0 || (measurements.length === 0 && boundByField.size === 0)) return null;

  const bind = (field: string, binding: MeasurementBinding | null) => {
    const next = { ...current };
    if (binding) next[field] = binding;
    else delete next[field];
    onChange(next);
  };
  const choiceOf = (binding: MeasurementBinding | undefined) =>
    !binding ? TYPED : 'measurementId' in binding ? binding.measurementId : EXPRESSION;
  const label = (field: string) => t(`boqInputs.${field}` as 'boqInputs.area', { defaultValue: field });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="measurement-bindings-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="measurement-bindings-title" component="h2" variant="h3">
        {t('measure.bindings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('measure.bindings.intro')}
      </Typography>
      {changed.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="measurement-changed-since">
          {t('measure.bindings.changedSince', {
            fields: changed.map((bound) => label(bound.field)).join(', '),
          })}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {fields.map(({ name }) => {
          const bound = boundByField.get(name);
          const choice = expressionFor?.field === name ? EXPRESSION : choiceOf(current[name]);
          return (
            <Stack key={name} spacing={1}>
              <TextField
                select
                size="small"
                label={label(name)}
                value={choice}
                disabled={disabled}
                onChange={(event) => {
                  const value = event.target.value;
                  if (value === EXPRESSION) {
                    const existing = current[name];
                    setExpressionFor({
                      field: name,
                      text: existing && 'expression' in existing ? existing.expression : '',
                    });
                  } else {
                    setExpressionFor(null);
                    bind(name, value === TYPED ? null : { measurementId: value });
                  }
                }}
                helperText={bound ? (bound.problem ?? bound.citation) : undefined}
                error={Boolean(bound?.problem)}
              >
                <MenuItem value={TYPED}>{t('measure.bindings.typed')}</MenuItem>
                {measurements.map((m) => (
                  <MenuItem key={m._id} value={m._id}>
                    {m.name} ({formatQuantity(m.value, unitOf(m.kind), language)})
                  </MenuItem>
                ))}
                <MenuItem value={EXPRESSION}>{t('measure.bindings.expression')}</MenuItem>
              </TextField>
              {expressionFor?.field === name && (
                <Stack direction="row" spacing={1}>
                  <TextField
                    size="small"
                    label={t('measure.bindings.expressionLabel', { field: label(name) })}
                    value={expressionFor.text}
                    onChange={(event) => setExpressionFor({ field: name, text: event.target.value })}
                    helperText={measurements.map((m) => m.key).join(' · ')}
                    sx={{ flex: 1 }}
                  />
                  <Button
                    disabled={disabled || expressionFor.text.trim() === ''}
                    onClick={() => {
                      bind(name, { expression: expressionFor.text.trim() });
                      setExpressionFor(null);
                    }}
                  >
                    {t('measure.bindings.apply')}
                  </Button>
                </Stack>
              )}
            </Stack>
          );
        })}
      </Box>
    </Paper>
  );
}
