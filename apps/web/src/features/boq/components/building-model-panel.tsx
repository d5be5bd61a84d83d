import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LinkIcon from '@mui/icons-material/Link';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { BuildingModel, BuildingQuantity } from '@kadirio/domain';
import { LoadError } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatQuantity } from '../../../lib/units';
import { useLanguage } from '../../../lib/use-language';
import { useBindBuildingModelMutation, useGetBuildingModelQuery } from '../building-model.api';

/**
 * The building model on the review screen (docs/takeoff.md §4, "The building model"): the named
 * quantities the drawing gives, each with its value and the marks it comes from, and "Bind the
 * trades to the drawing", which binds every untouched input to them after saying how many.
 */
export function BuildingModelPanel({ mapId, canEditSheets }: { mapId: string; canEditSheets: boolean }) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const headingId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const {
    currentData: model,
    isError,
    error,
    refetch,
  } = useGetBuildingModelQuery(mapId, {
    refetchOnMountOrArgChange: true,
  });

  if (isError) {
    return (
      <LoadError
        message={`${t('buildingModel.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!model) return null;
  const known = model.quantities.filter((quantity) => quantity.value !== null);
  const missing = model.quantities.filter((quantity) => quantity.value === null);

  return (
    <Accordion component="section" aria-labelledby={headingId} disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${headingId}-details`}>
        <Stack>
          <Typography id={headingId} variant="h3" component="h2">
            {t('buildingModel.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('buildingModel.summary', { count: known.length, pending: model.pendingInputs })}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${headingId}-details`}>
        <Stack spacing={1.5}>
          <Typography variant="body2" color="text.secondary">
            {t('buildingModel.intro')}
          </Typography>
          {known.length === 0 ? (
            <Typography>{t('buildingModel.empty')}</Typography>
          ) : (
            <QuantityTable quantities={known} labelledBy={headingId} />
          )}
          {missing.length > 0 && <MissingQuantities quantities={missing} />}
          {model.groups.length > 0 && <GroupRoles groups={model.groups} />}
          {canEditSheets && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <Button
                variant="contained"
                startIcon={<LinkIcon />}
                disabled={model.pendingInputs === 0}
                onClick={() => setIsConfirming(true)}
              >
                {t('buildingModel.bind')}
              </Button>
              {model.pendingInputs === 0 && known.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {t('buildingModel.allBound')}
                </Typography>
              )}
            </Stack>
          )}
        </Stack>
      </AccordionDetails>
      {isConfirming && <BindDialog mapId={mapId} model={model} onClose={() => setIsConfirming(false)} />}
    </Accordion>
  );
}

function QuantityTable({
  quantities,
  labelledBy,
}: {
  quantities: readonly BuildingQuantity[];
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableHead>
        <TableRow>
          <TableCell>{t('buildingModel.quantity')}</TableCell>
          <TableCell align="right">{t('buildingModel.value')}</TableCell>
          <TableCell>{t('buildingModel.from')}</TableCell>
          <TableCell>{t('buildingModel.readBy')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quantities.map((quantity) => (
          <TableRow key={quantity.id}>
            <TableCell component="th" scope="row">
              {t(`buildingModel.quantities.${quantity.id}`)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatQuantity(quantity.value ?? 0, quantity.unit, language)}
            </TableCell>
            <TableCell>
              <QuantitySources quantity={quantity} />
            </TableCell>
            <TableCell>
              <ReadBy quantity={quantity} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** "External wall 1, External wall 2 — A-101 p. 1": the marks, then the pages they are on. */
function QuantitySources({ quantity }: { quantity: BuildingQuantity }) {
  const { t } = useTranslation();
  const names = quantity.sources.map((source) => source.name);
  // Two names and how many more: the panel sits beside the drawing, about half a laptop wide.
  const shown =
    names.length > 3 ? [...names.slice(0, 2), t('buildingModel.more', { count: names.length - 2 })] : names;
  const pages = [
    ...new Set(
      quantity.sources.map((source) =>
        t('measure.register.drawingPage', {
          drawing: source.drawingName.replace(/\.pdf$/i, ''),
          page: source.page,
        }),
      ),
    ),
  ];
  return <>{`${shown.join(', ')} — ${pages.join(', ')}`}</>;
}

/** "2 of 3 bound": how many sheet inputs read it by default, and how many already do. */
function ReadBy({ quantity }: { quantity: BuildingQuantity }) {
  const { t } = useTranslation();
  if (quantity.readBy.length === 0) return <>—</>;
  const following = quantity.readBy.filter((input) => input.state === 'following').length;
  return <>{t('buildingModel.readByCount', { count: quantity.readBy.length, following })}</>;
}

/** "The drawing's groups: Kuta za nje → External walls, Site → not read": what the model took each for. */
function GroupRoles({ groups }: { groups: BuildingModel['groups'] }) {
  const { t } = useTranslation();
  const text = groups
    .map(
      ({ group, role }) =>
        `${group} → ${role === null ? t('buildingModel.notRead') : t(`buildingModel.roles.${role}`)}`,
    )
    .join(', ');
  return (
    <Typography variant="body2" color="text.secondary">
      {t('buildingModel.groupsRead', { groups: text })}
    </Typography>
  );
}

function MissingQuantities({ quantities }: { quantities: readonly BuildingQuantity[] }) {
  const { t } = useTranslation();
  const needs = [...new Set(quantities.flatMap((quantity) => quantity.needs))];
  const problems = quantities.filter((quantity) => quantity.problem !== null);
  return (
    <Stack spacing={0.5}>
      {needs.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('buildingModel.needs', {
            groups: needs.map((role) => t(`buildingModel.roles.${role}`)).join(', '),
          })}
        </Typography>
      )}
      {problems.map((quantity) => (
        <Typography key={quantity.id} variant="body2" color="warning.main">
          {t('buildingModel.problem', {
            quantity: t(`buildingModel.quantities.${quantity.id}`),
            problem: quantity.problem,
          })}
        </Typography>
      ))}
    </Stack>
  );
}

/** The confirmation: how many inputs it binds and that typed and hand-bound ones stay. */
function BindDialog({ mapId, model, onClose }: { mapId: string; model: BuildingModel; onClose: () => void }) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const titleId = useId();
  const [bind, { isLoading }] = useBindBuildingModelMutation();
  const inputs = model.quantities.flatMap((quantity) => quantity.readBy);
  const kept = inputs.filter((input) => input.state === 'typed' || input.state === 'boundByHand').length;
  const sheets = new Set(inputs.filter((input) => input.state === 'pending').map((input) => input.trade))
    .size;

  const confirm = async () => {
    try {
      const answer = await bind({ mapId }).unwrap();
      toast.success(
        t('buildingModel.bound', { count: answer.bound.length, sheets: answer.repricedSheets.length }),
      );
      onClose();
    } catch (failure) {
      toast.error(describeError(failure));
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('buildingModel.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('buildingModel.confirmBody', { count: model.pendingInputs, sheets })}
        </DialogContentText>
        {kept > 0 && (
          <DialogContentText sx={{ mt: 1 }}>
            {t('buildingModel.confirmKept', { count: kept })}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          {t('buildingModel.cancel')}
        </Button>
        <Button variant="contained" loading={isLoading} onClick={() => void confirm()}>
          {t('buildingModel.confirm', { count: model.pendingInputs })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
