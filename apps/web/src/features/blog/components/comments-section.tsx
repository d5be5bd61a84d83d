import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Comment } from '@kadirio/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { BLOG_LIMITS } from '@kadirio/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDescribeError } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { useAddCommentMutation, useDeleteCommentMutation } from '../blog.api';
import { PATHS } from '../../../lib/paths';

export interface Viewer {
  userId: string | null;
  isAdmin: boolean;
}

/** A post's comments as plain text; signed-in readers add theirs, authors and admin remove. */
export function CommentsSection({
  postId,
  comments,
  viewer,
}: {
  postId: string;
  comments: Comment[];
  viewer: Viewer;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const describeError = useDescribeError();
  const [body, setBody] = useState('');
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<Comment | null>(null);
  const [addComment, adding] = useAddCommentMutation();
  const [deleteComment, deleting] = useDeleteCommentMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setBodyError(t('blog.comments.required'));
      return;
    }
    try {
      await addComment({ postId, body: body.trim() }).unwrap();
      setBody('');
      setBodyError(null);
      toast.success(t('blog.comments.added'));
    } catch (error) {
      toast.error(describeError(error));
    }
  };

  const remove = async () => {
    if (!toRemove) return;
    try {
      await deleteComment({ postId, commentId: toRemove._id }).unwrap();
      toast.success(t('blog.comments.removed'));
      setToRemove(null);
    } catch (error) {
      toast.error(describeError(error));
    }
  };

  return (
    <Box component="section" aria-labelledby="comments-title" sx={{ mt: 5 }}>
      <Typography id="comments-title" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
        {t('blog.comments.title', { count: comments.length })}
      </Typography>
      {comments.length === 0 ? (
        <Typography color="text.secondary">{t('blog.comments.none')}</Typography>
      ) : (
        <Stack
          component="ol"
          divider={<Divider component="li" aria-hidden />}
          spacing={2}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
        >
          {comments.map((comment) => (
            <Box component="li" key={comment._id}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{comment.authorName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(comment.createdAt, language)}
                </Typography>
                {(viewer.isAdmin || comment.authorId === viewer.userId) && (
                  <Button size="small" color="error" onClick={() => setToRemove(comment)}>
                    {t('blog.comments.remove')}
                  </Button>
                )}
              </Stack>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.body}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {viewer.userId ? (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 3 }}>
          <TextField
            label={t('blog.comments.label')}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            error={bodyError !== null}
            helperText={bodyError ?? `${body.length} / ${BLOG_LIMITS.commentMax}`}
            slotProps={{ htmlInput: { maxLength: BLOG_LIMITS.commentMax } }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 1 }} loading={adding.isLoading}>
            {t('blog.comments.submit')}
          </Button>
        </Box>
      ) : (
        <Button component={RouterLink} to={PATHS.login} variant="outlined" sx={{ mt: 3 }}>
          {t('blog.comments.signInToComment')}
        </Button>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title={t('blog.comments.removeTitle')}
        confirmLabel={t('blog.comments.remove')}
        cancelLabel={t('blog.comments.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setToRemove(null)}
        isBusy={deleting.isLoading}
        isDestructive
      >
        {t('blog.comments.removeBody')}
      </ConfirmDialog>
    </Box>
  );
}
