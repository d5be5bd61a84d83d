import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { Material } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PagedTable } from '../../../components/paged-table';
import { ScreenHeading } from '../../../components/screen-heading';
import { formatNumber } from '../../../lib/format';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDialogSubject } from '../../../lib/use-dialog-subject';
import { useLanguage } from '../../../lib/use-language';
import { usePagedList } from '../../../lib/use-paged-list';
import { useDeleteMaterialMutation, useListMaterialsQuery } from '../materials.api';
import { MaterialFormDialog } from './material-form-dialog';

const ROWS_PER_PAGE_OPTIONS = [20, 50, 100];
const SEARCH_DEBOUNCE_MS = 400;

/** The general list of purchasable materials: search, add, edit, delete (asked first). */
export function MaterialsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const paging = usePagedList([search], ROWS_PER_PAGE_OPTIONS);
  const query = useListMaterialsQuery({
    search: search || undefined,
    page: paging.page + 1,
    limit: paging.rowsPerPage,
  });
  const [deleteMaterial] = useDeleteMaterialMutation();
  // null: a new material.
  const form = useDialogSubject<Material | null>();
  const deletion = useConfirmedAction(async (material: Material) => {
    await deleteMaterial(material._id).unwrap();
    paging.afterRemovingFrom(query.data?.items.length ?? 0);
    return t('supply.materials.deleted', { name: material.name });
  });

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => form.open(null)}>
      {t('supply.materials.add')}
    </Button>
  );

  return (
    <Box component="section">
      <ScreenHeading
        title={t('supply.materials.title')}
        subtitle={t('supply.materials.subtitle')}
        actions={addButton}
      />
      <TextField
        label={t('supply.materials.search')}
        type="search"
        value={searchInput}
        onChange={(event) => setSearchInput(event.target.value)}
        size="small"
        fullWidth
        sx={{ mb: 2, maxWidth: 480 }}
      />
      <PagedTable
        query={query}
        paging={paging}
        labels={{ loading: t('supply.materials.loading'), loadError: t('supply.materials.loadError') }}
        empty={
          <EmptyState title={t('supply.materials.emptyTitle')} action={search === '' && addButton}>
            {search === '' ? t('supply.materials.emptyAll') : t('supply.materials.emptyFiltered')}
          </EmptyState>
        }
        minWidth={680}
        head={
          <>
            <TableCell>{t('supply.materials.fields.name')}</TableCell>
            <TableCell>{t('supply.materials.fields.material')}</TableCell>
            <TableCell>{t('supply.materials.fields.unit')}</TableCell>
            <TableCell align="right">{t('supply.materials.fields.price')}</TableCell>
            <TableCell>{t('supply.materials.fields.manufacturer')}</TableCell>
            <TableCell align="right">{t('supply.common.actions')}</TableCell>
          </>
        }
        row={(material) => (
          <TableRow key={material._id} hover>
            <TableCell sx={{ fontWeight: 600 }}>{material.name}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{material.material}</TableCell>
            <TableCell>{material.unit}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatNumber(material.price, language, 0)}
            </TableCell>
            <TableCell>{material.manufacturer || '—'}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <IconButton
                aria-label={t('supply.materials.edit', { name: material.name })}
                onClick={() => form.open(material)}
              >
                <EditOutlinedIcon />
              </IconButton>
              <IconButton
                color="error"
                aria-label={t('supply.materials.delete', { name: material.name })}
                onClick={() => deletion.ask(material)}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </TableCell>
          </TableRow>
        )}
      />
      <MaterialFormDialog open={form.isOpen} material={form.subject} onClose={form.close} />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('supply.materials.deleteTitle')}
        confirmLabel={t('supply.common.delete')}
        cancelLabel={t('supply.common.cancel')}
        isDestructive
      >
        {deletion.subject && t('supply.materials.deleteBody', { name: deletion.subject.name })}
      </ConfirmDialog>
    </Box>
  );
}
