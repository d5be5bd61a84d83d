import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CatalogueItemSchema, type CatalogueEntry } from '@kadirio/domain';

interface RateEditorProps {
  item: CatalogueEntry;
  isSaving: boolean;
  onSave: (rate: number) => void;
  onCancel: () => void;
}

/** The rate of one item as a number field with Save and Cancel; checked with the server's own schema. */
export function RateEditor({ item, isSaving, onSave, onCancel }: RateEditorProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(item.rate));
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const parsed = CatalogueItemSchema.shape.rate.safeParse(trimmed === '' ? Number.NaN : Number(trimmed));
    if (!parsed.success) {
      setError(t('catalogue.rateInvalid'));
      return;
    }
    onSave(parsed.data);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isSaving) onCancel();
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'flex-end' }}>
        <TextField
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          error={error !== null}
          // The rate is the material's (decision 0013): say that one edit moves every trade using it.
          helperText={error ?? t('pricingRevision2.rateOfMaterial', { material: item.material })}
          size="small"
          autoFocus
          autoComplete="off"
          disabled={isSaving}
          sx={{ width: 260 }}
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              'aria-label': t('catalogue.newRate', { code: item.code }),
              style: { textAlign: 'right' },
            },
          }}
        />
        <Button type="submit" variant="contained" size="small" loading={isSaving} sx={{ mt: 0.5 }}>
          {t('catalogue.save')}
        </Button>
        <Button size="small" onClick={onCancel} disabled={isSaving} sx={{ mt: 0.5 }}>
          {t('catalogue.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
