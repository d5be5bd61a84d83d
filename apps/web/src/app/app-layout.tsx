import { useEffect, useRef } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import {
  selectIsSessionExpired,
  selectSessionUser,
  sessionExpiryHandled,
} from '../features/users/auth.slice';
import { api } from '../lib/api';
import { AppFrame } from './app-frame';
import { useAppDispatch, useAppSelector } from './hooks';
import { AppTopBar } from './app-top-bar';
import { PATHS } from '../lib/paths';

/**
 * Reacts to the session ending. A 401 (lib/api.ts) has already cleared the session from the store
 * and so from session storage; here the user is sent to /login. Whenever a session ends, cached
 * server data is dropped so the next person on this browser never sees it.
 */
function useSessionEndHandling() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userId = useAppSelector(selectSessionUser)?._id ?? null;
  const isSessionExpired = useAppSelector(selectIsSessionExpired);
  const previousUserId = useRef(userId);

  useEffect(() => {
    if (!isSessionExpired) return;
    dispatch(sessionExpiryHandled());
    toast.warning(t('messages.sessionExpired'));
    void navigate(PATHS.login, { replace: true });
  }, [isSessionExpired, dispatch, navigate, t]);

  useEffect(() => {
    // Runs after the signed-out screen has replaced the signed-in one, so no component still
    // subscribes to (and would refetch) the data being dropped.
    if (previousUserId.current !== null && previousUserId.current !== userId) {
      dispatch(api.util.resetApiState());
    }
    previousUserId.current = userId;
  }, [userId, dispatch]);
}

export function AppLayout() {
  const navigation = useNavigation();
  useSessionEndHandling();
  return (
    <AppFrame topBar={<AppTopBar />} isLoading={navigation.state === 'loading'}>
      <Outlet />
    </AppFrame>
  );
}
