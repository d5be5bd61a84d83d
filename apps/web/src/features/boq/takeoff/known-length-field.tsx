import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/**
 * The true length of a dimension just measured on the drawing, in metres: checking the page's
 * scale and setting a region's scale from a known dimension both ask for it. Enter submits.
 */
export function KnownLengthField({
  value,
  onChange,
  onEnter,
}: {
  value: string;
  onChange: (text: string) => void;
  onEnter: () => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      size="small"
      label={t('measure.scale.knownLength')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && onEnter()}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      sx={{ width: 150 }}
      autoFocus
    />
  );
}
