import { useMemo } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { budgetByStage, remainingAfter, type BuildingStage, type Language } from '@kadirio/domain';
import { ShoppingListTable } from '../../../components/shopping-list-table';
import { formatTzs } from '../../../lib/format';
import type { BillView } from './bill-view';

/**
 * The bill by building stage, the way people here build as money comes in: each stage's cost,
 * what to buy for it, and — for the owner — a tick when it is built and what is left to pay.
 */
export function StageBudget({
  bill,
  language,
  done,
  onToggle,
  isBusy = false,
}: {
  bill: BillView;
  language: Language;
  done: ReadonlySet<BuildingStage>;
  /** The owner ticks stages; a shared link only reads. */
  onToggle?: (stage: BuildingStage, done: boolean) => void;
  isBusy?: boolean;
}) {
  const { t } = useTranslation();
  const stages = useMemo(() => budgetByStage(bill), [bill]);
  const remaining = remainingAfter(stages, done);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>{t('clientBoq.stages.intro')}</Typography>
        <Typography sx={{ mt: 1, fontWeight: 700, fontSize: 20 }} data-testid="stages-remaining">
          {t('clientBoq.stages.remaining', { amount: formatTzs(remaining, language) })}
        </Typography>
        <Typography color="text.secondary">
          {t('clientBoq.stages.doneAmount', {
            amount: formatTzs(bill.summary.grandTotal - remaining, language),
          })}
        </Typography>
      </Paper>
      {stages.map((stage) => {
        const isDone = done.has(stage.stage);
        const name = t(`clientBoq.stages.names.${stage.stage}`);
        return (
          <Accordion key={stage.stage} disableGutters variant="outlined" sx={{ breakInside: 'avoid' }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(0, 1fr) auto',
                  columnGap: 2,
                  width: '100%',
                  alignItems: 'baseline',
                }}
              >
                <Typography
                  component="h3"
                  variant="h6"
                  sx={{ textDecoration: isDone ? 'line-through' : 'none' }}
                >
                  {name}
                </Typography>
                <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {formatTzs(stage.total, language)}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
                  {t(`clientBoq.stages.descriptions.${stage.stage}`)}
                </Typography>
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              {onToggle && (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={isDone}
                      disabled={isBusy}
                      onChange={(event) => onToggle(stage.stage, event.target.checked)}
                    />
                  }
                  label={t(`clientBoq.stages.markDone.${stage.stage}`)}
                />
              )}
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('clientBoq.stages.breakdown', {
                  materials: formatTzs(stage.materials, language),
                  labour: formatTzs(stage.labour, language),
                  taxes: formatTzs(stage.contingency + stage.vat, language),
                })}
              </Typography>
              {stage.shoppingList.items.length > 0 ? (
                <ShoppingListTable
                  list={stage.shoppingList}
                  language={language}
                  title={t('clientBoq.stages.shoppingTitle', { stage: name })}
                />
              ) : (
                <Typography color="text.secondary">{t('clientBoq.stages.nothing')}</Typography>
              )}
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Stack>
  );
}
