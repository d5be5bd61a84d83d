import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Post } from '@kadirio/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadError, LoadingRow } from '../../../components/load-states';
import { useDescribeError } from '../../../lib/api-error';
import type { FieldErrors } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/use-page-meta';
import {
  useCreatePostMutation,
  useDeletePostMutation,
  useGetPostQuery,
  useUpdatePostMutation,
} from '../blog.api';
import { validatePostForm, type PostFormField, type PostFormValues } from '../post-form';
import { ArticleField, type EditorTab } from './article-field';
import { CoverPicker } from './cover-picker';
import { usePostCover } from './use-post-cover';
import { PATHS, editPostPath, postPath } from '../../../lib/paths';

/** `/blog/new` and `/blog/:id/edit` (admin): the editor, loading the post first when editing. */
export function PostEditorScreen({ postId }: { postId?: string }) {
  const { t } = useTranslation();
  usePageMeta(t('pageMeta.editor.title'), t('pageMeta.editor.description'));
  if (!postId) return <PostEditor />;
  return <ExistingPostEditor postId={postId} />;
}

function ExistingPostEditor({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const { data, error, isLoading, refetch } = useGetPostQuery(postId);
  if (isLoading) return <LoadingRow label={t('blog.loadingPost')} />;
  if (error || !data) return <LoadError message={describeError(error)} onRetry={() => void refetch()} />;
  // Keyed by id: another post opened in the same screen starts from its own values.
  return <PostEditor key={data._id} post={data} />;
}

function PostEditor({ post }: { post?: Post }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const describeError = useDescribeError();
  const [values, setValues] = useState<PostFormValues>({
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    article: post?.article ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors<PostFormField>>({});
  const [tab, setTab] = useState<EditorTab>('write');
  const [confirmDelete, setConfirmDelete] = useState(false);

  const [createPost, creating] = useCreatePostMutation();
  const [updatePost, updating] = useUpdatePostMutation();
  const [deletePost, deleting] = useDeletePostMutation();
  const cover = usePostCover(post);
  const isSaving = creating.isLoading || updating.isLoading;

  const change = (field: PostFormField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /** Saves the form; `published` is the state the post should have afterwards. */
  const save = async (published: boolean) => {
    const checked = validatePostForm(values, published, t);
    if (checked.errors) {
      setErrors(checked.errors);
      setTab('write');
      return;
    }
    try {
      let saved: Post;
      if (post) {
        const { title, article, slug } = checked.body;
        saved = await updatePost({
          id: post._id,
          body: { title, article, published, ...(slug && slug !== post.slug ? { slug } : {}) },
        }).unwrap();
      } else {
        saved = await createPost(checked.body).unwrap();
        saved = await cover.uploadPending(saved);
      }
      const changedState = post ? post.published !== published : published;
      toast.success(
        changedState
          ? t(published ? 'blog.editor.publishedToast' : 'blog.editor.unpublishedToast')
          : t('blog.editor.saved'),
      );
      if (!post) void navigate(editPostPath(saved._id), { replace: true });
    } catch (error) {
      toast.error(describeError(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(post?.published ?? false);
  };

  const confirmDeletion = async () => {
    if (!post) return;
    try {
      await deletePost(post._id).unwrap();
      toast.success(t('blog.editor.deleted'));
      void navigate(PATHS.blog);
    } catch (error) {
      toast.error(describeError(error));
      setConfirmDelete(false);
    }
  };

  return (
    <Box component="section" sx={{ py: 3, maxWidth: 900 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
          {post ? t('blog.editor.editTitle') : t('blog.editor.newTitle')}
        </Typography>
        {post && (
          <Chip
            label={post.published ? t('blog.published') : t('blog.draft')}
            color={post.published ? 'success' : 'default'}
          />
        )}
      </Stack>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            label={t('blog.editor.postTitle')}
            value={values.title}
            onChange={change('title')}
            error={Boolean(errors.title)}
            helperText={errors.title}
            required
            fullWidth
          />
          <TextField
            label={t('blog.editor.slug')}
            value={values.slug}
            onChange={change('slug')}
            error={Boolean(errors.slug)}
            helperText={errors.slug ?? t('blog.editor.slugHint')}
            fullWidth
          />
          <ArticleField
            value={values.article}
            onChange={change('article')}
            error={errors.article}
            tab={tab}
            onTab={setTab}
          />
          <CoverPicker
            currentUrl={post?.cover?.url ?? null}
            pendingFile={cover.pending}
            error={cover.error}
            isBusy={cover.isBusy}
            onChoose={(file) => void cover.choose(file)}
            onRemove={post?.cover || cover.pending ? () => void cover.drop() : null}
          />
          <PostEditorActions
            post={post}
            isSaving={isSaving}
            onPublish={(published) => void save(published)}
            onDelete={() => setConfirmDelete(true)}
          />
        </Stack>
      </Box>
      {post && (
        <ConfirmDialog
          open={confirmDelete}
          title={t('blog.editor.deleteTitle')}
          confirmLabel={t('blog.editor.delete')}
          cancelLabel={t('blog.editor.cancel')}
          onConfirm={() => void confirmDeletion()}
          onCancel={() => setConfirmDelete(false)}
          isBusy={deleting.isLoading}
          isDestructive
        >
          {t('blog.editor.deleteBody', { title: post.title })}
        </ConfirmDialog>
      )}
    </Box>
  );
}

/** The editor's buttons: save, publish or unpublish, view the post, and delete it (after a confirmation). */
function PostEditorActions({
  post,
  isSaving,
  onPublish,
  onDelete,
}: {
  post: Post | undefined;
  isSaving: boolean;
  /** Saves with the post published (true) or as a draft (false). */
  onPublish: (published: boolean) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ pt: 1 }}>
      <Button type="submit" variant="outlined" loading={isSaving}>
        {post ? t('blog.editor.saveChanges') : t('blog.editor.save')}
      </Button>
      {post?.published ? (
        <Button variant="outlined" color="warning" onClick={() => onPublish(false)} disabled={isSaving}>
          {t('blog.editor.unpublish')}
        </Button>
      ) : (
        <Button variant="contained" onClick={() => onPublish(true)} disabled={isSaving}>
          {t('blog.editor.publish')}
        </Button>
      )}
      {post && (
        <Button component={RouterLink} to={postPath(post.slug)}>
          {t('blog.editor.view')}
        </Button>
      )}
      {post && (
        <Button color="error" onClick={onDelete} sx={{ ml: { sm: 'auto !important' } }}>
          {t('blog.editor.delete')}
        </Button>
      )}
    </Stack>
  );
}
