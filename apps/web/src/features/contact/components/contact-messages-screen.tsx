import { useState } from 'react';
import type { ContactMessage } from '@kadirio/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { EmptyState } from '../../../components/empty-state';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { usePageMeta } from '../../../lib/use-page-meta';
import {
  useListContactMessagesQuery,
  useSetContactHandledMutation,
  type HandledFilter,
} from '../contact.api';

const FILTERS: HandledFilter[] = ['unhandled', 'handled', 'all'];

/** `/messages` (admin): what visitors sent through the contact form, to read and mark handled. */
export function ContactMessagesScreen() {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  usePageMeta(t('pageMeta.messages.title'), t('pageMeta.messages.description'));
  const [filter, setFilter] = useState<HandledFilter>('unhandled');
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(20);
  const { data, error, isLoading, isFetching, refetch } = useListContactMessagesQuery({
    filter,
    page: page + 1,
    limit,
  });

  return (
    <Box component="section" sx={{ py: 3 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('contactMessages.title')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter}
        aria-label={t('contactMessages.filter.label')}
        onChange={(_event, value: HandledFilter | null) => {
          if (value) {
            setFilter(value);
            setPage(0);
          }
        }}
        sx={{ mb: 2 }}
      >
        {FILTERS.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`contactMessages.filter.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {isLoading ? (
        <LoadingRow label={t('contactMessages.loading')} />
      ) : error ? (
        <LoadError message={describeError(error)} onRetry={() => void refetch()} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState title={t('contactMessages.empty')}>{t('contactMessages.emptyBody')}</EmptyState>
      ) : (
        <>
          <Stack
            component="ul"
            spacing={2}
            sx={{ p: 0, m: 0, listStyle: 'none', opacity: isFetching ? 0.6 : 1 }}
          >
            {data.items.map((message) => (
              <MessageCard key={message._id} message={message} />
            ))}
          </Stack>
          <TablePagination
            component="div"
            count={data.total}
            page={page}
            rowsPerPage={limit}
            rowsPerPageOptions={[10, 20, 50]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setLimit(Number(event.target.value));
              setPage(0);
            }}
          />
        </>
      )}
    </Box>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const [setHandled, { isLoading }] = useSetContactHandledMutation();

  const toggle = async () => {
    try {
      await setHandled({ id: message._id, handled: !message.handled }).unwrap();
      toast.success(t(message.handled ? 'contactMessages.markedUnhandled' : 'contactMessages.markedHandled'));
    } catch (error) {
      toast.error(describeError(error));
    }
  };

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={message.name}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{message.name}</Typography>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            {message.email && (
              <Link href={`mailto:${message.email}`} sx={{ overflowWrap: 'anywhere' }}>
                {message.email}
              </Link>
            )}
            {message.phone && <Link href={`tel:${message.phone.replace(/\s/g, '')}`}>{message.phone}</Link>}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('contactMessages.received', { time: formatDateTime(message.createdAt, language) })}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
          {message.handled && (
            <Chip size="small" color="success" label={t('contactMessages.filter.handled')} />
          )}
          <Button
            size="small"
            variant={message.handled ? 'text' : 'contained'}
            onClick={() => void toggle()}
            loading={isLoading}
          >
            {message.handled ? t('contactMessages.markUnhandled') : t('contactMessages.markHandled')}
          </Button>
        </Stack>
      </Stack>
      <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </Typography>
      {message.handled && message.handledAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('contactMessages.handledBy', {
            name: message.handledByName ?? '',
            time: formatDateTime(message.handledAt, language),
          })}
        </Typography>
      )}
    </Paper>
  );
}
