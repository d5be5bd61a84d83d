import type { KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '../../../../lib/units';
import { useLanguage } from '../../../../lib/use-language';
import { ProposalScaleOffer, ScaleFindings } from './proposal-scale-offer';
import type { ProposalReview } from './use-proposal-review';

/**
 * The proposals of one page for the surveyor to include or exclude (docs/takeoff.md §5.6): one
 * click on a row's box, or the keys — ↑ ↓ move, Enter includes, Delete excludes, Space toggles —
 * then "Accept N" stores the included ones as marks. Of bounded height, under the toolbar.
 */
export function ProposalsPanel({ review }: { review: ProposalReview }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { phase, proposal, items, included, current } = review;

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowDown: () => review.move(1),
      ArrowUp: () => review.move(-1),
      Enter: () => review.decide(current, true, true),
      Delete: () => review.decide(current, false, true),
      Backspace: () => review.decide(current, false, true),
      ' ': () => review.decide(current, !included.has(items[current]?.id ?? '')),
    };
    const action = actions[event.key];
    if (!action) return;
    // The viewer's own keys (Enter finishes a mark, Backspace drops a point) are not meant here.
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  const accepted = (
    <Snackbar
      open={review.accepted !== null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={6000}
      onClose={review.dismissAccepted}
      message={t('proposals.accepted', { count: review.accepted ?? 0 })}
    />
  );
  if (phase === 'closed') return accepted;
  return (
    <Box
      role="region"
      aria-label={t('proposals.title')}
      sx={{ borderBottom: 1, borderColor: 'divider', px: 1, py: 0.5 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t('proposals.title')}
        </Typography>
        <Button size="small" onClick={review.close}>
          {t('proposals.close')}
        </Button>
      </Stack>
      {phase === 'loading' && (
        <Stack direction="row" role="status" sx={{ gap: 1, alignItems: 'center', py: 1 }}>
          <CircularProgress size={18} />
          <Typography variant="body2">{t('proposals.loading')}</Typography>
        </Stack>
      )}
      {phase === 'error' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={review.read}>
              {t('proposals.retry')}
            </Button>
          }
        >
          {t('proposals.failed', { reason: review.errorText })}
        </Alert>
      )}
      {phase === 'empty' && (
        <Alert severity="info">
          {proposal?.status === 'no-vectors' ? t('proposals.noVectors') : t('proposals.nothingFound')}
          {proposal && <ScaleFindings proposal={proposal} />}
        </Alert>
      )}
      {phase === 'scale' && <ProposalScaleOffer review={review} />}
      {review.problem && (
        <Alert severity="error" sx={{ mt: 0.5 }}>
          {review.problem}
        </Alert>
      )}
      {phase === 'review' && (
        <>
          <Typography variant="caption" color="text.secondary">
            {t('proposals.keys')}
          </Typography>
          <Box
            role="listbox"
            tabIndex={0}
            aria-label={t('proposals.listLabel')}
            aria-multiselectable
            aria-activedescendant={items[current] ? `proposal-${items[current].id}` : undefined}
            onKeyDown={onKeyDown}
            // The list scrolls, so "Accept N" stays in view and the drawing keeps most of the pane.
            sx={{ maxHeight: 144, overflow: 'auto', outline: 'none', '&:focus-visible': { boxShadow: 2 } }}
          >
            {items.map((item, index) => (
              <Stack
                key={item.id}
                id={`proposal-${item.id}`}
                role="option"
                aria-selected={included.has(item.id)}
                direction="row"
                onClick={() => review.select(index)}
                ref={index === current ? (row) => row?.scrollIntoView?.({ block: 'nearest' }) : undefined}
                sx={{
                  alignItems: 'center',
                  gap: 1,
                  bgcolor: index === current ? 'action.selected' : undefined,
                  color: included.has(item.id) ? 'text.primary' : 'text.disabled',
                }}
              >
                <Checkbox
                  size="small"
                  sx={{ p: 0.25 }}
                  checked={included.has(item.id)}
                  onChange={(_event, checked) => review.decide(index, checked)}
                  slotProps={{ input: { 'aria-label': item.name } }}
                />
                <Typography variant="body2" sx={{ flex: 1 }} noWrap>
                  {item.name}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {` · ${item.group}`}
                  </Typography>
                </Typography>
                <Typography variant="body2">{formatQuantity(item.quantity, item.unit, language)}</Typography>
              </Stack>
            ))}
          </Box>
          <Button
            size="small"
            variant="contained"
            sx={{ mt: 0.5 }}
            disabled={included.size === 0 || review.busy}
            onClick={() => void review.accept()}
          >
            {t('proposals.accept', { count: included.size })}
          </Button>
        </>
      )}
      {proposal && proposal.notes.length > 0 && phase !== 'loading' && (
        <Box component="details" sx={{ mt: 0.5 }}>
          <Typography component="summary" variant="caption" color="text.secondary">
            {t('proposals.notes')}
          </Typography>
          {proposal.notes.map((note) => (
            <Typography key={note} variant="caption" component="p" lang="en">
              {note}
            </Typography>
          ))}
        </Box>
      )}
      {accepted}
    </Box>
  );
}
