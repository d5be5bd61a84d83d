import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import type { InputSources, TradeId } from '@kadirio/domain';
import {
  calculatorFields,
  checkCalculatorForm,
  formValuesOf,
  type CalculatorField,
  type CalculatorFormValues,
  type FormValue,
  type OpeningText,
} from '../calculator-form';

const fieldGrid = (theme: Theme) => {
  const paper = theme.palette.background.paper;
  const shade = alpha(theme.palette.text.primary, 0.3);
  return {
    display: 'grid',
    gap: 2,
    // Two columns on a 360 px phone, more where there is room.
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    // Room for the outlined fields' floating labels at the top of the box.
    pt: 1,
    // At a desk (1280 × 800) a trade of 20-odd dimensions pushed the sheet's lines 1,200 px down:
    // the dimensions scroll in their own box of two rows, so the first lines show without
    // scrolling the page. A phone scrolls the page anyway and keeps every field in its flow.
    [theme.breakpoints.up('md')]: {
      maxHeight: '10rem',
      overflowY: 'auto',
      pr: 1,
      // A shadow at an edge with more fields beyond it, so the hidden rows are not missed (the
      // covers scroll with the fields and hide the shadow at either end).
      background: [
        `linear-gradient(${paper} 30%, transparent) center top / 100% 2rem no-repeat local`,
        `linear-gradient(transparent, ${paper} 70%) center bottom / 100% 2rem no-repeat local`,
        `radial-gradient(farthest-side at 50% 0, ${shade}, transparent) center top / 100% 0.75rem no-repeat scroll`,
        `radial-gradient(farthest-side at 50% 100%, ${shade}, transparent) center bottom / 100% 0.75rem no-repeat scroll`,
      ].join(', '),
    },
  };
};

interface CalculatorPanelProps {
  trade: TradeId;
  /** The sheet's stored inputs: the form starts from them. */
  inputs: Record<string, unknown>;
  disabled: boolean;
  /** Inputs bound to measurements, with their citation: shown, not typed (the measurement wins). */
  bound?: Record<string, string>;
  /** Where each typed input came from (the house model, or typed): said under the field. */
  sources?: InputSources;
  /** Called with every valid input as it is typed; invalid ones are shown, not sent. */
  onChange: (input: Record<string, unknown>) => void;
}

/** The dimensions of docs/takeoff.md for one trade; checked as typed with the server's own schema. */
export function CalculatorPanel({
  trade,
  inputs,
  disabled,
  bound = {},
  sources = {},
  onChange,
}: CalculatorPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fields = calculatorFields(trade);
  const [values, setValues] = useState<CalculatorFormValues>(() => formValuesOf(trade, inputs));
  const check = useMemo(() => checkCalculatorForm(trade, values), [trade, values]);
  const problems = check.success ? {} : check.problems;

  const update = (name: string, value: FormValue) => {
    const next = { ...values, [name]: value };
    setValues(next);
    const result = checkCalculatorForm(trade, next);
    if (result.success) onChange(result.input);
  };

  const numberProps = (label: string, path: string) => ({
    label,
    size: 'small' as const,
    disabled,
    autoComplete: 'off',
    error: problems[path] !== undefined,
    helperText: problems[path],
    slotProps: { htmlInput: { inputMode: 'decimal' as const } },
  });

  const sourceText = (source: InputSources[string] | undefined) =>
    source === undefined ? undefined : t(`boqWorkspace.inputSource.${source}`);

  const renderField = (field: CalculatorField) => {
    const label = t(`boqInputs.${field.name}` as 'boqInputs.area', { defaultValue: field.name });
    const value = values[field.name];
    switch (field.kind) {
      case 'flag':
        return (
          <FormControlLabel
            key={field.name}
            control={
              <Switch
                checked={value === true}
                disabled={disabled}
                onChange={(event) => update(field.name, event.target.checked)}
              />
            }
            label={label}
          />
        );
      case 'choice':
        return (
          <TextField
            key={field.name}
            select
            label={label}
            size="small"
            disabled={disabled}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => update(field.name, event.target.value)}
          >
            {field.options.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`boqChoices.${option}` as 'boqChoices.gable', { defaultValue: option })}
              </MenuItem>
            ))}
          </TextField>
        );
      case 'schedule': {
        const schedule = (value ?? {}) as Record<string, string>;
        return field.codes.map((code) => (
          <TextField
            key={`${field.name}.${code}`}
            {...numberProps(t('boqWorkspace.scheduleCount', { code }), `${field.name}.${code}`)}
            value={schedule[code] ?? ''}
            onChange={(event) => update(field.name, { ...schedule, [code]: event.target.value })}
          />
        ));
      }
      case 'openings':
        return null;
      default:
        if (bound[field.name] !== undefined)
          return (
            <TextField
              key={field.name}
              {...numberProps(label, field.name)}
              value={typeof value === 'string' ? value : ''}
              disabled
              helperText={bound[field.name]}
            />
          );
        return (
          <TextField
            key={field.name}
            {...numberProps(label, field.name)}
            // A problem first; else where the value came from, as the derivations cite it.
            helperText={problems[field.name] ?? sourceText(sources[field.name])}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => update(field.name, event.target.value)}
            slotProps={{
              htmlInput: { inputMode: field.kind === 'number' ? 'decimal' : 'text' },
            }}
          />
        );
    }
  };

  const openingsField = fields.find((field) => field.kind === 'openings');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3, md: 2 } }}
    >
      <Typography id={titleId} component="h2" variant="h3">
        {t('boqWorkspace.calculator')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('boqWorkspace.calculatorIntro')}
      </Typography>
      <Box data-testid="calculator-fields" sx={fieldGrid}>
        {fields.map(renderField)}
      </Box>
      {openingsField && (
        <OpeningsEditor
          name={openingsField.name}
          openings={(values[openingsField.name] ?? []) as OpeningText[]}
          problems={problems}
          disabled={disabled}
          onChange={(openings) => update(openingsField.name, openings)}
        />
      )}
    </Paper>
  );
}

function OpeningsEditor({
  name,
  openings,
  problems,
  disabled,
  onChange,
}: {
  name: string;
  openings: OpeningText[];
  problems: Record<string, string>;
  disabled: boolean;
  onChange: (openings: OpeningText[]) => void;
}) {
  const { t } = useTranslation();
  const change = (index: number, key: keyof OpeningText, text: string) =>
    onChange(openings.map((opening, at) => (at === index ? { ...opening, [key]: text } : opening)));
  const labels = {
    width: t('boqWorkspace.openingWidth'),
    height: t('boqWorkspace.openingHeight'),
    count: t('boqWorkspace.openingCount'),
  };
  return (
    <Box sx={{ mt: 2 }}>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('boqWorkspace.customOpenings')}
      </Typography>
      <Stack spacing={1.5}>
        {openings.map((opening, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            {(['width', 'height', 'count'] as const).map((key) => {
              const path = `${name}[${index}].${key}`;
              return (
                <TextField
                  key={key}
                  label={labels[key]}
                  size="small"
                  disabled={disabled}
                  value={opening[key]}
                  error={problems[path] !== undefined}
                  helperText={problems[path]}
                  onChange={(event) => change(index, key, event.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                  sx={{ flex: 1 }}
                />
              );
            })}
            <IconButton
              aria-label={t('boqWorkspace.removeOpening', { number: index + 1 })}
              disabled={disabled}
              onClick={() => onChange(openings.filter((_opening, at) => at !== index))}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        disabled={disabled}
        onClick={() => onChange([...openings, { width: '', height: '', count: '1' }])}
        sx={{ mt: 1 }}
      >
        {t('boqWorkspace.addOpening')}
      </Button>
    </Box>
  );
}
