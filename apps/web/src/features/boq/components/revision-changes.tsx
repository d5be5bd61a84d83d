import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { useGetBoqRevisionChangesQuery } from '../boq.api';
import { RevisionDiffView } from './revision-diff-view';

/** What changed in a revision since the one before, and why; revision 1 says it is the first issue. */
export function RevisionChanges({ mapId, revision }: { mapId: string; revision: number }) {
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
    />
  );
}
