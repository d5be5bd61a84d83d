import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import NativeSelect from '@mui/material/NativeSelect';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ACCESS_LEVELS, isAccessLevel, type AccessLevel, type User } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { isLanguage } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteUserMutation, useListUsersQuery, useUpdateUserMutation } from '../users.api';
import { LoadError, LoadingRow } from '../../../components/load-states';

const ROWS_PER_PAGE_OPTIONS = [10, 20, 50];
const SEARCH_DEBOUNCE_MS = 400;

interface PendingRoleChange {
  user: User;
  accessLevel: AccessLevel;
}

/** What a confirmation asks about, kept after closing so the dialog's text stays while it fades out. */
interface Confirmation<T> {
  subject: T | null;
  isOpen: boolean;
}

const closed = { subject: null, isOpen: false } as const;

/**
 * The admin's list of accounts: search, filter by role, change a role, delete. Every change asks
 * first and reports its result. The admin's own row is read-only here, so an admin cannot lock
 * themselves out by accident.
 */
export function UserManagement({ currentUserId }: { currentUserId: string }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const describeError = useDescribeError();

  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [roleFilter, setRoleFilter] = useState<AccessLevel | ''>('');
  const [rowsPerPage, setRowsPerPage] = useState(ROWS_PER_PAGE_OPTIONS[0] ?? 10);
  // The page belongs to one search: a new search or filter starts again at the first page.
  const listKey = JSON.stringify([search, roleFilter, rowsPerPage]);
  const [pageState, setPageState] = useState({ listKey, page: 0 });
  const page = pageState.listKey === listKey ? pageState.page : 0;
  const setPage = (next: number) => setPageState({ listKey, page: next });

  const { data, isError, error, isFetching, refetch } = useListUsersQuery({
    page: page + 1,
    limit: rowsPerPage,
    search: search === '' ? undefined : search,
    accessLevel: roleFilter === '' ? undefined : roleFilter,
  });
  const [updateUser, { isLoading: isUpdating }] = useUpdateUserMutation();
  const [deleteUser, { isLoading: isDeleting }] = useDeleteUserMutation();
  const [roleChange, setRoleChange] = useState<Confirmation<PendingRoleChange>>(closed);
  const [deletion, setDeletion] = useState<Confirmation<User>>(closed);
  const pendingRole = roleChange.isOpen ? roleChange.subject : null;
  const closeRoleChange = () => setRoleChange((current) => ({ ...current, isOpen: false }));
  const closeDeletion = () => setDeletion((current) => ({ ...current, isOpen: false }));

  const confirmRoleChange = async () => {
    if (!pendingRole) return;
    const { user, accessLevel } = pendingRole;
    try {
      await updateUser({ id: user._id, body: { accessLevel } }).unwrap();
      toast.success(t('users.roleChanged', { name: user.name, role: t(`roles.${accessLevel}`) }));
    } catch (failure) {
      toast.error(describeError(failure));
    } finally {
      closeRoleChange();
    }
  };

  const confirmDelete = async () => {
    const target = deletion.subject;
    if (!deletion.isOpen || !target) return;
    try {
      await deleteUser(target._id).unwrap();
      toast.success(t('messages.deleted'));
      // The last row of a later page is gone: show the page before instead of an empty one.
      if (data?.items.length === 1 && page > 0) setPage(page - 1);
    } catch (failure) {
      toast.error(describeError(failure));
    } finally {
      closeDeletion();
    }
  };

  const isFiltered = search !== '' || roleFilter !== '';

  let content;
  if (isError) {
    content = (
      <LoadError message={`${t('users.loadError')} ${describeError(error)}`} onRetry={() => void refetch()} />
    );
  } else if (!data) {
    content = <LoadingRow label={t('users.loading')} />;
  } else if (data.items.length === 0) {
    content = (
      <EmptyState title={t('users.emptyTitle')}>
        {isFiltered ? t('users.emptyFiltered') : t('users.emptyAll')}
      </EmptyState>
    );
  } else {
    content = (
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        {/* On a phone the table keeps its columns and scrolls sideways. */}
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                <TableCell>{t('users.columns.name')}</TableCell>
                <TableCell>{t('users.columns.email')}</TableCell>
                <TableCell>{t('users.columns.phone')}</TableCell>
                <TableCell>{t('users.columns.role')}</TableCell>
                <TableCell>{t('users.columns.lastLogin')}</TableCell>
                <TableCell align="right">{t('users.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((user) => {
                const isSelf = user._id === currentUserId;
                const shownRole =
                  pendingRole?.user._id === user._id ? pendingRole.accessLevel : user.accessLevel;
                return (
                  <TableRow key={user._id} hover>
                    <TableCell sx={{ fontWeight: 600 }}>{user.name}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{user.email}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.phone}</TableCell>
                    <TableCell>
                      <Tooltip title={isSelf ? t('users.thisIsYou') : ''}>
                        <span>
                          <NativeSelect
                            value={shownRole}
                            disabled={isSelf}
                            onChange={(event) => {
                              const accessLevel = event.target.value;
                              if (isAccessLevel(accessLevel) && accessLevel !== user.accessLevel) {
                                setRoleChange({ subject: { user, accessLevel }, isOpen: true });
                              }
                            }}
                            inputProps={{ 'aria-label': t('users.roleOf', { name: user.name }) }}
                          >
                            {ACCESS_LEVELS.map((level) => (
                              <option key={level} value={level}>
                                {t(`roles.${level}`)}
                              </option>
                            ))}
                          </NativeSelect>
                        </span>
                      </Tooltip>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(user.lastLoginAt, language) ?? t('users.never')}
                    </TableCell>
                    <TableCell align="right">
                      <Tooltip title={isSelf ? t('users.thisIsYou') : ''}>
                        <span>
                          <IconButton
                            aria-label={t('users.deleteUser', { name: user.name })}
                            disabled={isSelf}
                            onClick={() => setDeletion({ subject: user, isOpen: true })}
                            color="error"
                          >
                            <DeleteOutlinedIcon />
                          </IconButton>
                        </span>
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => setRowsPerPage(Number(event.target.value))}
          labelRowsPerPage={t('users.rowsPerPage')}
          labelDisplayedRows={({ from, to, count }) => t('users.displayedRows', { from, to, count })}
          getItemAriaLabel={(type) => t(`users.pagination.${type}`)}
        />
      </Paper>
    );
  }

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          type="search"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          size="small"
          sx={{ flex: 2 }}
        />
        <TextField
          select
          label={t('users.filterByRole')}
          value={roleFilter}
          onChange={(event) => {
            const value = event.target.value;
            setRoleFilter(isAccessLevel(value) ? value : '');
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          size="small"
          sx={{ flex: 1, minWidth: 180 }}
        >
          <option value="">{t('users.allRoles')}</option>
          {ACCESS_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`roles.${level}`)}
            </option>
          ))}
        </TextField>
      </Stack>

      {content}

      <ConfirmDialog
        open={roleChange.isOpen}
        title={t('users.changeRoleTitle')}
        confirmLabel={t('users.changeRoleConfirm')}
        cancelLabel={t('users.cancel')}
        onConfirm={() => void confirmRoleChange()}
        onCancel={closeRoleChange}
        isBusy={isUpdating}
      >
        {roleChange.subject &&
          t('users.changeRoleBody', {
            name: roleChange.subject.user.name,
            from: t(`roles.${roleChange.subject.user.accessLevel}`),
            to: t(`roles.${roleChange.subject.accessLevel}`),
          })}
      </ConfirmDialog>
      <ConfirmDialog
        open={deletion.isOpen}
        title={t('users.deleteTitle')}
        confirmLabel={t('users.deleteConfirm')}
        cancelLabel={t('users.cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={closeDeletion}
        isBusy={isDeleting}
        isDestructive
      >
        {deletion.subject &&
          t('users.deleteBody', { name: deletion.subject.name, email: deletion.subject.email })}
      </ConfirmDialog>
    </Box>
  );
}
