import { Link as RouterLink, useLocation } from 'react-router';
import { toast } from 'react-toastify';
import type { Language } from '@kadirio/domain';
import { useUpdateProfileMutation } from '../features/users/auth.api';
import { selectSessionUser } from '../features/users/auth.slice';
import { selectTheme, themeToggled } from '../features/ui/ui.slice';
import { useDescribeError } from '../lib/api-error';
import { changeLanguage } from '../lib/i18n';
import { useLanguage } from '../lib/use-language';
import { AccountMenu } from './account-menu';
import { useAppDispatch, useAppSelector } from './hooks';
import { TopBar } from './top-bar';

/**
 * The top bar inside the app: the session and theme from the store, links through the router.
 * A language chosen while signed in is saved as the account's language too, so it follows the
 * user to other devices.
 */
export function AppTopBar() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const user = useAppSelector(selectSessionUser);
  const themeMode = useAppSelector(selectTheme);
  const language = useLanguage();
  const describeError = useDescribeError();
  const [updateProfile] = useUpdateProfileMutation();

  const changeTo = async (next: Language) => {
    try {
      await changeLanguage(next);
      if (!user || user.language === next) return;
      await updateProfile({ id: user._id, body: { language: next } }).unwrap();
    } catch (error) {
      toast.error(describeError(error));
    }
  };

  return (
    <TopBar
      linkComponent={RouterLink}
      currentPath={pathname}
      user={user}
      themeMode={themeMode}
      onToggleTheme={() => dispatch(themeToggled())}
      language={language}
      onLanguageChange={(next) => void changeTo(next)}
      accountMenu={user && <AccountMenu user={user} />}
    />
  );
}
