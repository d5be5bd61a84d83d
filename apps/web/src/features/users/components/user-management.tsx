import { useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import { toast } from 'react-toastify';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_LEVELS,
  isAccessLevel,
  type AccessLevel,
  type PasswordResetLink,
  type User,
} from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PagedTable } from '../../../components/paged-table';
import { useDescribeError } from '../../../lib/api-error';
import { useConfirmedAction } from '../../../lib/use-confirmed-action';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePagedList } from '../../../lib/use-paged-list';
import {
  useDeleteUserMutation,
  useIssueResetLinkMutation,
  useListUsersQuery,
  useUpdateUserMutation,
} from '../users.api';
import { ResetLinkDialog } from './reset-link-dialog';
import { UserRow } from './user-row';

const ROWS_PER_PAGE_OPTIONS = [10, 20, 50];
const SEARCH_DEBOUNCE_MS = 400;

interface PendingRoleChange {
  user: User;
  accessLevel: AccessLevel;
}

/**
 * The admin's list of accounts: search, filter by role, change a role, make a one-time password
 * reset link to pass on (for people without e-mail), delete. Every change asks
 * first and reports its result. The admin's own row is read-only here, so an admin cannot lock
 * themselves out by accident.
 */
export function UserManagement({ currentUserId }: { currentUserId: string }) {
  const { t } = useTranslation();

  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [roleFilter, setRoleFilter] = useState<AccessLevel | ''>('');
  const paging = usePagedList([search, roleFilter], ROWS_PER_PAGE_OPTIONS);

  const query = useListUsersQuery({
    page: paging.page + 1,
    limit: paging.rowsPerPage,
    search: search === '' ? undefined : search,
    accessLevel: roleFilter === '' ? undefined : roleFilter,
  });
  const [updateUser] = useUpdateUserMutation();
  const [deleteUser] = useDeleteUserMutation();
  const roleChange = useConfirmedAction(async ({ user, accessLevel }: PendingRoleChange) => {
    await updateUser({ id: user._id, body: { accessLevel } }).unwrap();
    return t('users.roleChanged', { name: user.name, role: t(`roles.${accessLevel}`) });
  });
  const deletion = useConfirmedAction(async (user: User) => {
    await deleteUser(user._id).unwrap();
    paging.afterRemovingFrom(query.data?.items.length ?? 0);
    return t('messages.deleted');
  });
  const pendingRole = roleChange.dialog.open ? roleChange.subject : null;
  const describeError = useDescribeError();
  const [issueResetLink] = useIssueResetLinkMutation();
  const [resetLink, setResetLink] = useState<{ user: User; link: PasswordResetLink } | null>(null);
  const makeResetLink = async (user: User) => {
    try {
      setResetLink({ user, link: await issueResetLink(user._id).unwrap() });
    } catch (error) {
      toast.error(describeError(error));
    }
  };

  const isFiltered = search !== '' || roleFilter !== '';
  const content = (
    <PagedTable
      query={query}
      paging={paging}
      labels={{ loading: t('users.loading'), loadError: t('users.loadError') }}
      empty={
        <EmptyState title={t('users.emptyTitle')}>
          {isFiltered ? t('users.emptyFiltered') : t('users.emptyAll')}
        </EmptyState>
      }
      minWidth={760}
      head={
        <>
          <TableCell>{t('users.columns.name')}</TableCell>
          <TableCell>{t('users.columns.email')}</TableCell>
          <TableCell>{t('users.columns.phone')}</TableCell>
          <TableCell>{t('users.columns.role')}</TableCell>
          <TableCell>{t('users.columns.lastLogin')}</TableCell>
          <TableCell align="right">{t('users.columns.actions')}</TableCell>
        </>
      }
      row={(user) => {
        const isSelf = user._id === currentUserId;
        const shownRole = pendingRole?.user._id === user._id ? pendingRole.accessLevel : user.accessLevel;
        return (
          <UserRow
            key={user._id}
            user={user}
            isSelf={isSelf}
            shownRole={shownRole}
            onChangeRole={(accessLevel) => roleChange.ask({ user, accessLevel })}
            onMakeResetLink={() => void makeResetLink(user)}
            onDelete={() => deletion.ask(user)}
          />
        );
      }}
    />
  );

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

      <ResetLinkDialog
        user={resetLink?.user ?? null}
        link={resetLink?.link ?? null}
        onClose={() => setResetLink(null)}
      />

      <ConfirmDialog
        {...roleChange.dialog}
        title={t('users.changeRoleTitle')}
        confirmLabel={t('users.changeRoleConfirm')}
        cancelLabel={t('users.cancel')}
      >
        {roleChange.subject &&
          t('users.changeRoleBody', {
            name: roleChange.subject.user.name,
            from: t(`roles.${roleChange.subject.user.accessLevel}`),
            to: t(`roles.${roleChange.subject.accessLevel}`),
          })}
      </ConfirmDialog>
      <ConfirmDialog
        {...deletion.dialog}
        title={t('users.deleteTitle')}
        confirmLabel={t('users.deleteConfirm')}
        cancelLabel={t('users.cancel')}
        isDestructive
      >
        {deletion.subject &&
          t('users.deleteBody', {
            name: deletion.subject.name,
            contact: deletion.subject.email ?? deletion.subject.phone,
          })}
      </ConfirmDialog>
    </Box>
  );
}
