import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { BILL_FORMS, LABOUR_KINDS, type BillForm, type BoqResponse, type Language } from '@kadirio/domain';
import { getErrorMessage, useDescribeError } from '../../../lib/api-error';
import { useSetBoqSettingsMutation } from '../boq.api';
import { parseWideOptionTexts, sameOptions, wideOptionTextsOf } from '../boq-wide-options-form';
import {
  parseSettingsTexts,
  settingsTextsOf,
  splitServerMessage,
  type SettingsErrors,
  type SettingsField,
  type SettingsTexts,
} from '../settings-form';
import { useOverrideNotes } from './settings-overrides';
import { WideOptionsSection } from './wide-options-section';

function statusOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
}

/**
 * The BOQ-wide settings of one map's BOQ in one place (BOQ staff and admin): labour % per kind of
 * trade, contingency, VAT %, whether the rates include VAT, the form the bill is issued in
 * (measured work, or materials for a self-builder) and the wastage and constants. Sheets that set their own labour %, wastage or constants are listed as overrides, each
 * beside the BOQ-wide value it replaces: that value does not reach them. The PUT carries
 * the version read: if someone else changed them first (409) the BOQ is reloaded, the dialog
 * closes and says so, as a trade screen does for its sheet.
 */
export function SettingsDialog({
  boq,
  language,
  onReload,
  onClose,
}: {
  boq: BoqResponse;
  language: Language;
  /** Reads the BOQ again (after a 409). */
  onReload: () => unknown;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const titleId = useId();
  const formId = useId();
  const { percentages } = boq;
  const [texts, setTexts] = useState<SettingsTexts>(() => settingsTextsOf(percentages));
  const [ratesIncludeVat, setRatesIncludeVat] = useState(percentages.ratesIncludeVat);
  const [billForm, setBillForm] = useState<BillForm>(percentages.billForm);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [optionTexts, setOptionTexts] = useState(() => wideOptionTextsOf(percentages.takeoffOptions));
  const [invalidOptions, setInvalidOptions] = useState<ReadonlySet<string>>(new Set());
  const [optionsOpen, setOptionsOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [save, { isLoading }] = useSetBoqSettingsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const parsed = parseSettingsTexts(texts, ratesIncludeVat, percentages.version);
    const options = parseWideOptionTexts(optionTexts);
    if ('invalid' in parsed) {
      setErrors(Object.fromEntries(parsed.invalid.map((field) => [field, t('boqPercentages.invalid')])));
    }
    if ('invalid' in options) {
      setInvalidOptions(new Set(options.invalid));
      setOptionsOpen(true);
    }
    if ('invalid' in parsed || 'invalid' in options) return;
    // Sent only when changed: new options re-measure every draft sheet (and bump its version).
    const body = sameOptions(options.options, percentages.takeoffOptions)
      ? { ...parsed.body, billForm }
      : { ...parsed.body, billForm, takeoffOptions: options.options };
    try {
      await save({ mapId: boq.map._id, body }).unwrap();
      toast.success(t('pricingRevision2.settings.saved'));
      onClose();
    } catch (failure) {
      if (statusOf(failure) === 409) {
        toast.warning(t('boqPercentages.conflict'));
        await onReload();
        onClose();
        return;
      }
      if (statusOf(failure) === 400) {
        const { fields, rest } = splitServerMessage(getErrorMessage(failure));
        setErrors(fields);
        setServerError(rest);
        return;
      }
      const message = describeError(failure);
      setServerError(message);
      toast.error(message);
    }
  };

  const field = (name: SettingsField, label: string) => (
    <TextField
      key={name}
      name={name}
      label={label}
      value={texts[name]}
      onChange={(event) => {
        setTexts((current) => ({ ...current, [name]: event.target.value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      }}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required
      autoComplete="off"
      size="small"
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
      }}
    />
  );

  const overrides = useOverrideNotes(boq, language);

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('pricingRevision2.settings.title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('pricingRevision2.settings.intro')}
        </Typography>
        <Stack component="form" id={formId} noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('pricingRevision2.settings.labourTitle')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {LABOUR_KINDS.map((kind) => field(kind, t(`pricingRevision2.kinds.${kind}`)))}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {field('contingencyPercent', t('boqPercentages.contingency'))}
            {field('vatPercent', t('boqPercentages.vat'))}
          </Stack>
          <FormControlLabel
            control={
              <Checkbox
                checked={ratesIncludeVat}
                onChange={(event) => setRatesIncludeVat(event.target.checked)}
              />
            }
            label={t('pricingRevision2.settings.ratesIncludeVat')}
          />
          <BillFormField value={billForm} onChange={setBillForm} />
          <WideOptionsSection
            texts={optionTexts}
            invalid={invalidOptions}
            expanded={optionsOpen}
            onExpandedChange={setOptionsOpen}
            onChange={(key, text) => {
              setOptionTexts((current) => ({ ...current, [key]: text }));
              setInvalidOptions((current) => new Set([...current].filter((other) => other !== key)));
            }}
          />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t('pricingRevision2.settings.overridesTitle')}
          </Typography>
          {overrides.length === 0 ? (
            <Typography color="text.secondary">{t('pricingRevision2.settings.noOverrides')}</Typography>
          ) : (
            <ul data-testid="settings-overrides" style={{ margin: 0 }}>
              {overrides.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('boqPercentages.cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={isLoading}>
          {t('boqPercentages.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The form the bill is issued in: measured work (the default) or priced as materials (docs/takeoff.md). */
function BillFormField({ value, onChange }: { value: BillForm; onChange: (form: BillForm) => void }) {
  const { t } = useTranslation();
  const billFormLabelId = useId();
  const billFormNoteId = useId();
  return (
    <FormControl>
      <FormLabel id={billFormLabelId}>{t('pricingRevision2.settings.billFormTitle')}</FormLabel>
      <RadioGroup
        name="billForm"
        aria-labelledby={billFormLabelId}
        aria-describedby={billFormNoteId}
        value={value}
        onChange={(event) => onChange(event.target.value as BillForm)}
      >
        {BILL_FORMS.map((form) => (
          <FormControlLabel
            key={form}
            value={form}
            control={<Radio />}
            label={t(
              form === 'measured'
                ? 'pricingRevision2.settings.billFormMeasured'
                : 'pricingRevision2.settings.billFormMaterials',
            )}
          />
        ))}
      </RadioGroup>
      <FormHelperText id={billFormNoteId} sx={{ mx: 0 }}>
        {t('pricingRevision2.settings.billFormNote')}
      </FormHelperText>
    </FormControl>
  );
}
