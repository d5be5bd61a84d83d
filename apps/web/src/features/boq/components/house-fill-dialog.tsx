import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useDescribeError } from '../../../lib/api-error';
import { HouseFormFields } from '../../../components/house-form-fields';
import {
  DEFAULT_HOUSE_VALUES,
  parseHouseForm,
  type HouseField,
  type HouseFormValues,
} from '../../../lib/house-form';
import { useLanguage } from '../../../lib/use-language';
import { useFillBoqFromHouseMutation } from '../boq.api';

/**
 * "Start from house model": the simple house of docs/takeoff.md §3 (the instant estimate's own form)
 * fills every draft sheet's inputs on the server at once.
 */
export function HouseFillDialog({ mapId, onClose }: { mapId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const titleId = useId();
  const [values, setValues] = useState<HouseFormValues>(DEFAULT_HOUSE_VALUES);
  const parsed = parseHouseForm(values);
  const [fill, { isLoading }] = useFillBoqFromHouseMutation();

  const change = <F extends HouseField>(field: F, value: HouseFormValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const apply = async () => {
    if (!parsed.house) return;
    try {
      await fill({ mapId, body: parsed.house }).unwrap();
      toast.success(t('boqWorkspace.houseFilled'));
      onClose();
    } catch (failure) {
      toast.error(describeError(failure));
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('boqWorkspace.houseTitle')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('boqWorkspace.houseIntro')}
        </Typography>
        <HouseFormFields values={values} problems={parsed.problems} language={language} onChange={change} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('boqWorkspace.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void apply()}
          disabled={parsed.house === null}
          loading={isLoading}
        >
          {t('boqWorkspace.houseApply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
