import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Measurement, MeasurementGeometry } from '@kadirio/domain';
import { useLanguage } from '../../../lib/use-language';
import { proposeMarkName } from './mark-naming';

export interface NamedMark {
  name: string;
  group: string;
}

/**
 * Names a finished mark and files it in a group, which colours it. It opens on the group last
 * used and the next free name in it ("Internal wall 3"), so Enter saves at once; the name follows
 * the group until the surveyor types one.
 */
export function MeasurementNameDialog({
  geometry,
  existing,
  lastGroup,
  onCancel,
  onSave,
}: {
  geometry: MeasurementGeometry;
  existing: readonly Measurement[];
  /** The group the last mark on this plan was filed in ('' for none). */
  lastGroup: string;
  onCancel: () => void;
  onSave: (named: NamedMark) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [typedName, setTypedName] = useState<string | null>(null);
  const [group, setGroup] = useState(lastGroup);
  const name =
    typedName ??
    proposeMarkName({
      group,
      kindLabel: t(`measure.tools.${geometry.kind}` as 'measure.tools.length'),
      language,
      existing: existing.map((m) => m.name),
    });
  const [saving, setSaving] = useState(false);
  const trimmed = name.trim();
  const taken = existing.some((m) => m.name.toLowerCase() === trimmed.toLowerCase());
  const error = taken ? t('measure.nameTaken') : undefined;
  const groups = [...new Set(existing.map((m) => m.group).filter(Boolean))];

  const submit = async () => {
    if (!trimmed || taken) return;
    setSaving(true);
    const ok = await onSave({ name: trimmed, group: group.trim() });
    if (!ok) setSaving(false);
  };

  return (
    <Dialog open onClose={onCancel} aria-labelledby="measurement-name-title" fullWidth maxWidth="xs">
      <DialogTitle id="measurement-name-title">
        {t(`measure.nameTitle.${geometry.kind}` as 'measure.nameTitle.length')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('measure.name')}
            value={name}
            onChange={(event) => setTypedName(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && void submit()}
            onFocus={(event) => event.target.select()}
            error={Boolean(error)}
            helperText={error ?? t('measure.nameHint')}
            autoFocus
            required
          />
          <TextField
            label={t('measure.group')}
            value={group}
            onChange={(event) => setGroup(event.target.value)}
            onKeyDown={(event) => event.key === 'Enter' && void submit()}
            helperText={
              groups.length > 0
                ? t('measure.groupsInUse', { groups: groups.join(', ') })
                : t('measure.groupHint')
            }
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('measure.cancel')}</Button>
        <Button variant="contained" disabled={!trimmed || taken || saving} onClick={() => void submit()}>
          {t('measure.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
