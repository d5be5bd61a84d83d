import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import LockOpenOutlinedIcon from '@mui/icons-material/LockOpenOutlined';
import { useTranslation } from 'react-i18next';
import { ACCESS_LEVELS, isAccessLevel, type AccessLevel, type User } from '@kadirio/domain';
import { formatDateTime } from '../../../lib/format';
import { isLanguage } from '../../../lib/i18n';

interface UserRowProps {
  user: User;
  /** The admin's own row: its role and deletion are disabled. */
  isSelf: boolean;
  /** The role the select shows: the one being asked about while its confirmation is open. */
  shownRole: AccessLevel;
  onChangeRole: (accessLevel: AccessLevel) => void;
  onMakeResetLink: () => void;
  onDelete: () => void;
}

/** One account's row in the admin's list: its contact, role select, last login and actions. */
export function UserRow({ user, isSelf, shownRole, onChangeRole, onMakeResetLink, onDelete }: UserRowProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <TableRow hover>
      <TableCell sx={{ fontWeight: 600 }}>{user.name}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {user.email ?? (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('accounts.noEmail')}
          </Typography>
        )}
      </TableCell>
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
                  onChangeRole(accessLevel);
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
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title={t('accounts.adminLinkAction')}>
          <IconButton aria-label={t('accounts.adminLinkFor', { name: user.name })} onClick={onMakeResetLink}>
            <LockOpenOutlinedIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={isSelf ? t('users.thisIsYou') : ''}>
          <span>
            <IconButton
              aria-label={t('users.deleteUser', { name: user.name })}
              disabled={isSelf}
              onClick={onDelete}
              color="error"
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </span>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}
