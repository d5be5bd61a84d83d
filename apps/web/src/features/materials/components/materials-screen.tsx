import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { Material } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ListPagination } from '../../../components/list-pagination';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { ScreenHeading } from '../../../components/screen-heading';
import { useDescribeError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useLanguage } from '../../../lib/use-language';
import { usePagedList } from '../../../lib/use-paged-list';
import { useDeleteMaterialMutation, useListMaterialsQuery } from '../materials.api';
import { MaterialFormDialog } from './material-form-dialog';

const ROWS_PER_PAGE_OPTIONS = [20, 50, 100];
const SEARCH_DEBOUNCE_MS = 400;

interface Subject<T> {
  subject: T | null;
  isOpen: boolean;
}
const closed = { subject: null, isOpen: false } as const;

/** The general list of purchasable materials: search, add, edit, delete (asked first). */
export function MaterialsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const { page, setPage, rowsPerPage, setRowsPerPage } = usePagedList([search], ROWS_PER_PAGE_OPTIONS);
  const { data, isError, error, isFetching, refetch } = useListMaterialsQuery({
    search: search || undefined,
    page: page + 1,
    limit: rowsPerPage,
  });
  const [deleteMaterial, { isLoading: isDeleting }] = useDeleteMaterialMutation();
  const [isAdding, setIsAdding] = useState(false);
  const [editing, setEditing] = useState<Subject<Material>>(closed);
  const [deletion, setDeletion] = useState<Subject<Material>>(closed);

  const confirmDelete = async () => {
    const target = deletion.subject;
    if (!deletion.isOpen || !target) return;
    try {
      await deleteMaterial(target._id).unwrap();
      toast.success(t('supply.materials.deleted', { name: target.name }));
      if (data?.items.length === 1 && page > 0) setPage(page - 1);
    } catch (failure) {
      toast.error(describeError(failure));
    } finally {
      setDeletion((current) => ({ ...current, isOpen: false }));
    }
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsAdding(true)}>
      {t('supply.materials.add')}
    </Button>
  );

  let content;
  if (isError) {
    content = (
      <LoadError
        message={`${t('supply.materials.loadError')} ${describeError(error)}`}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    content = <LoadingRow label={t('supply.materials.loading')} />;
  } else if (data.items.length === 0) {
    content = (
      <EmptyState title={t('supply.materials.emptyTitle')} action={search === '' && addButton}>
        {search === '' ? t('supply.materials.emptyAll') : t('supply.materials.emptyFiltered')}
      </EmptyState>
    );
  } else {
    content = (
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 680 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('supply.materials.fields.name')}</TableCell>
                <TableCell>{t('supply.materials.fields.material')}</TableCell>
                <TableCell>{t('supply.materials.fields.unit')}</TableCell>
                <TableCell align="right">{t('supply.materials.fields.price')}</TableCell>
                <TableCell>{t('supply.materials.fields.manufacturer')}</TableCell>
                <TableCell align="right">{t('supply.common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((material) => (
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
                      onClick={() => setEditing({ subject: material, isOpen: true })}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton
                      color="error"
                      aria-label={t('supply.materials.delete', { name: material.name })}
                      onClick={() => setDeletion({ subject: material, isOpen: true })}
                    >
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <ListPagination
          count={data.total}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={setPage}
          onRowsPerPageChange={setRowsPerPage}
        />
      </Paper>
    );
  }

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
      {content}
      <MaterialFormDialog
        open={isAdding || editing.isOpen}
        material={isAdding ? null : editing.subject}
        onClose={() => {
          setIsAdding(false);
          setEditing((current) => ({ ...current, isOpen: false }));
        }}
      />
      <ConfirmDialog
        open={deletion.isOpen}
        title={t('supply.materials.deleteTitle')}
        confirmLabel={t('supply.common.delete')}
        cancelLabel={t('supply.common.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeletion((current) => ({ ...current, isOpen: false }))}
        isBusy={isDeleting}
        isDestructive
      >
        {deletion.subject && t('supply.materials.deleteBody', { name: deletion.subject.name })}
      </ConfirmDialog>
    </Box>
  );
}
