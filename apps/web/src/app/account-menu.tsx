import { lazy, Suspense } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { SessionUser } from '@kadirio/domain';
import { useLogoutMutation } from '../features/users/auth.api';
import { loggedOut } from '../features/users/auth.slice';
import { withChunkTimeout } from '../lib/lazy-import';
import { useAppDispatch } from './hooks';
import { useMenuAnchor } from './top-bar';
import { PATHS } from '../lib/paths';

const AccountMenuPopup = lazy(() =>
  withChunkTimeout(import('./top-bar-popups')).then((module) => ({ default: module.AccountMenuPopup })),
);

/** Signed in: the avatar button, opening the profile link and logout. */
export function AccountMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const menu = useMenuAnchor();

  const handleLogout = async () => {
    menu.close();
    // The server revokes the token first: clearing the session at once would unmount this menu
    // and reset the API state before the request left. Whatever the server answers (or if it
    // does not, within the request timeout), the client then forgets the session.
    await logout(user.token)
      .unwrap()
      .catch(() => undefined);
    dispatch(loggedOut());
    toast.success(t('messages.loggedOut'));
    void navigate(PATHS.home);
  };

  return (
    <>
      <IconButton
        aria-label={t('nav.accountMenu')}
        {...menu.buttonProps}
        onClick={(event) => menu.open(event.currentTarget)}
        sx={{ p: 0.5, flexShrink: 0 }}
      >
        <Avatar src={user.profilePic || undefined} alt="" sx={{ width: 40, height: 40 }}>
          {user.name.trim().charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      {menu.hasOpened && (
        <Suspense fallback={null}>
          <AccountMenuPopup
            linkComponent={RouterLink}
            id={menu.menuId}
            anchorEl={menu.anchor}
            onClose={menu.close}
            profileLabel={t('nav.profile')}
            logoutLabel={t('nav.logout')}
            onLogout={() => void handleLogout()}
          />
        </Suspense>
      )}
    </>
  );
}
