import { useEffect, useRef } from 'react';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { selectIsSessionExpired, selectSessionUser, sessionExpiryHandled } from '../features/auth/auth.slice';
import { api } from '../lib/api';
import { useAppDispatch, useAppSelector } from './hooks';
import { TopBar } from './top-bar';

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
    void navigate('/login', { replace: true });
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
    <>
      <TopBar />
      <Box sx={{ height: 4 }}>{navigation.state === 'loading' && <LinearProgress />}</Box>
      <Box
        component="main"
        sx={{
          // Spec §9: the content column is 80 % wide. Below the md breakpoint 80 % of a 360 px phone
          // leaves under 300 px, too narrow for a form field and its message, so phones use 95 %.
          width: { xs: '95%', md: '80%' },
          mx: 'auto',
          py: { xs: 2, md: 3 },
        }}
      >
        <Outlet />
      </Box>
    </>
  );
}
