import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { useGetBoqRevisionChangesQuery } from '../boq-revisions.api';
import { RevisionDiffView } from './revision-diff-view';

/** What changed in a revision since the one before, and why; revision 1 says it is the first issue. */
export function RevisionChanges({
  mapId,
  revision,
  titled = true,
}: {
  mapId: string;
  revision: number;
  /** False where a panel around it already names it. */
  titled?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const { currentData, isError, error, refetch } = useGetBoqRevisionChangesQuery({ mapId, revision });
  if (isError) {
    return <LoadError message={describeError(error)} onRetry={() => void refetch()} />;
  }
  if (!currentData) return <LoadingRow label={t('boqClient.loading')} />;
  if (!currentData.diff || currentData.previous === null) {
    return <Typography color="text.secondary">{t('boqIssue.firstIssue')}</Typography>;
  }
  return (
    <RevisionDiffView
      diff={currentData.diff}
      previous={currentData.previous}
      reason={currentData.reason}
      language={language}
      titled={titled}
    />
  );
}

/**
 * The client's "changes since revision N" as a panel that opens and closes: open while the
 * revision waits for the client's acceptance, closed once it is accepted, so the changes no longer
 * push the bill down the phone's screen. The changes are fetched only when the panel is open.
 */
export function RevisionChangesPanel({
  mapId,
  revision,
  isAccepted,
}: {
  mapId: string;
  revision: number;
  isAccepted: boolean;
}) {
  const { t } = useTranslation();
  // Until the client opens or closes it, the panel follows the acceptance (which may load later).
  const [picked, setPicked] = useState<boolean | null>(null);
  const expanded = picked ?? !isAccepted;
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={expanded}
      onChange={(_event, next) => setPicked(next)}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" variant="h3" sx={{ fontSize: '1.1rem' }}>
          {t('boqIssue.changesTitle', { revision: revision - 1 })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <RevisionChanges mapId={mapId} revision={revision} titled={false} />
      </AccordionDetails>
    </Accordion>
  );
}
