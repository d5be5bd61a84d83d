import { useEffect, useId, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { Language, ShoppingList } from '@kadirio/domain';
import { ShoppingListTable } from '../../../components/shopping-list-table';

/**
 * The estimate's detailed lines (the shopping list, and what the app adds under it), folded away
 * behind one button: the totals and the stages come first, a phone need not scroll past a hundred
 * rows to reach what follows. Folded, the lines are not drawn at all, so typing redraws only the
 * totals. On paper they print in full: they open before the page is printed.
 */
export function EstimateLines({
  list,
  language,
  extras,
}: {
  list: ShoppingList;
  language: Language;
  extras?: ReactNode;
}) {
  const { t } = useTranslation();
  const linesId = useId();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    // flushSync: the browser lays the page out for print as soon as this listener returns.
    const open = () => flushSync(() => setIsOpen(true));
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, []);

  return (
    <Stack spacing={3}>
      <Box className="no-print">
        <Button
          variant="outlined"
          fullWidth
          aria-expanded={isOpen}
          aria-controls={linesId}
          endIcon={isOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          onClick={() => setIsOpen((open) => !open)}
          data-testid="estimate-lines-toggle"
        >
          {isOpen
            ? t('estimate.linesToggle.hide')
            : t('estimate.linesToggle.show', { count: list.items.length })}
        </Button>
      </Box>
      {isOpen && (
        <Stack spacing={3} id={linesId} data-testid="estimate-lines">
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <ShoppingListTable list={list} language={language} />
          </Paper>
          {extras && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              {extras}
            </Paper>
          )}
        </Stack>
      )}
    </Stack>
  );
}
