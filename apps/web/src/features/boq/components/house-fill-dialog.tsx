import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { HouseModelRawInput } from '@kadirio/domain';
import { toast } from 'react-toastify';
import { useDescribeError } from '../../../lib/api-error';
import { HouseFormFields } from '../../../components/house-form-fields';
import { parseHouseForm, type HouseField, type HouseFormValues } from '../../../lib/house-form';
import { proposeHouseValues, type HouseProposal } from '../../../lib/house-proposal';
import { useLanguage } from '../../../lib/use-language';
import { useFillBoqFromHouseMutation } from '../boq.api';
import { useGetWorkspacePlanQuery, useListMeasurementsQuery } from '../takeoff/takeoff.api';
import { proposalCaptions } from './house-proposal-captions';

/**
 * "Start from house model": the simple house of docs/takeoff.md §3 (the instant estimate's own form)
 * fills every draft sheet's inputs on the server at once. The form starts from the plan's facts
 * and its measurements ("Starting from the plan"), each field saying where its value came from;
 * if either cannot be read, from what is known (at worst the default house).
 */
export function HouseFillDialog({ mapId, onClose }: { mapId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const plan = useGetWorkspacePlanQuery(mapId);
  const measurements = useListMeasurementsQuery(mapId);
  const isReading = plan.isLoading || measurements.isLoading;
  const [fill, { isLoading }] = useFillBoqFromHouseMutation();

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('boqWorkspace.houseTitle')}</DialogTitle>
      {isReading ? (
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={20} />
            <Typography color="text.secondary">{t('boqWorkspace.houseLoading')}</Typography>
          </Stack>
        </DialogContent>
      ) : (
        <HouseFillForm
          proposal={proposeHouseValues(plan.data ?? null, measurements.data ?? [])}
          floors={plan.data?.floors ?? null}
          isFilling={isLoading}
          onFill={(body) => fill({ mapId, body }).unwrap()}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

/** The form itself, started once from the proposal; what the surveyor types then is theirs. */
function HouseFillForm({
  proposal,
  floors,
  isFilling,
  onFill,
  onClose,
}: {
  proposal: HouseProposal;
  floors: number | null;
  isFilling: boolean;
  onFill: (house: HouseModelRawInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const [values, setValues] = useState<HouseFormValues>(proposal.values);
  const parsed = parseHouseForm(values);
  const captions = proposalCaptions(proposal.reasons, t, language);

  const change = <F extends HouseField>(field: F, value: HouseFormValues[F]) =>
    setValues((current) => ({ ...current, [field]: value }));

  const apply = async () => {
    if (!parsed.house) return;
    try {
      await onFill(parsed.house);
      toast.success(t('boqWorkspace.houseFilled'));
      onClose();
    } catch (failure) {
      toast.error(describeError(failure));
    }
  };

  return (
    <>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('boqWorkspace.houseIntro')}
        </Typography>
        {floors !== null && floors > 1 && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('boqWorkspace.houseFloors', { count: floors })}
          </Alert>
        )}
        <HouseFormFields
          values={values}
          problems={parsed.problems}
          language={language}
          onChange={change}
          captions={captions}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isFilling}>
          {t('boqWorkspace.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void apply()}
          disabled={parsed.house === null}
          loading={isFilling}
        >
          {t('boqWorkspace.houseApply')}
        </Button>
      </DialogActions>
    </>
  );
}
