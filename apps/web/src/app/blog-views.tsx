import { isAdmin } from '@kadirio/domain';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotAllowed } from '../components/not-allowed';
import { selectSessionUser } from '../features/users/auth.slice';
import { BlogListScreen } from '../features/blog/components/blog-list-screen';
import { PostEditorScreen } from '../features/blog/components/post-editor-screen';
import { PostScreen } from '../features/blog/components/post-screen';
import { ContactMessagesScreen } from '../features/contact/components/contact-messages-screen';
import { useAppSelector } from './hooks';

/**
 * The blog and contact-message screens with the session composed in: the features know only
 * whether the reader is admin and who they are. The server enforces every permission anyway.
 */
function useViewer() {
  const user = useAppSelector(selectSessionUser);
  return { userId: user?._id ?? null, isAdmin: isAdmin(user?.accessLevel), isSignedIn: user !== null };
}

export function BlogListView() {
  const { isAdmin } = useViewer();
  return <BlogListScreen isAdmin={isAdmin} />;
}

export function PostView() {
  const { userId, isAdmin } = useViewer();
  return <PostScreen viewer={{ userId, isAdmin }} />;
}

export function PostEditorView() {
  const { t } = useTranslation();
  const { id } = useParams();
  const { isAdmin, isSignedIn } = useViewer();
  if (!isAdmin) return <NotAllowed reason={t('blog.editor.notAllowed')} isSignedIn={isSignedIn} />;
  return <PostEditorScreen postId={id} />;
}

export function ContactMessagesView() {
  const { t } = useTranslation();
  const { isAdmin, isSignedIn } = useViewer();
  if (!isAdmin) return <NotAllowed reason={t('contactMessages.notAllowed')} isSignedIn={isSignedIn} />;
  return <ContactMessagesScreen />;
}
