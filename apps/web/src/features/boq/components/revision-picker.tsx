import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { BoqRevisionList } from '@kadirio/domain';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';

/** The issued revisions of a plan, newest first with their date: the owner opens any one. */
export function RevisionPicker({
  revisions,
  value,
  onChange,
}: {
  /** Newest first, as the API lists them. */
  revisions: BoqRevisionList['items'];
  value: number;
  onChange: (revision: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TextField
      select
      label={t('boqRevisionPicker.label')}
      value={String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      size="small"
      sx={{ maxWidth: 420 }}
    >
      {revisions.map((item, index) => {
        const label = t('boqRevisionPicker.option', {
          revision: item.revision,
          time: formatDateTime(item.issuedAt, language),
        });
        return (
          <option key={item.revision} value={String(item.revision)}>
            {index === 0 ? t('boqRevisionPicker.latest', { label }) : label}
          </option>
        );
      })}
    </TextField>
  );
}
