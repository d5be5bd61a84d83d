import { useState } from 'react';
import type { Post } from '@kadirio/domain';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { useDescribeError } from '../../../lib/api-error';
import { useRemoveCoverMutation, useUploadCoverMutation } from '../blog.api';
import { checkCoverFile } from '../post-form';

/**
 * A post's cover picture in the editor: checked before it is sent; uploaded at once for a saved
 * post, kept as pending for a new one until the post is created (a cover needs the post's id).
 */
export function usePostCover(post: Post | undefined) {
  const { t } = useTranslation();
  const describeError = useDescribeError();
  const [pending, setPending] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploadCover, uploading] = useUploadCoverMutation();
  const [removeCover, removing] = useRemoveCoverMutation();

  const choose = async (file: File) => {
    const problem = checkCoverFile(file);
    setError(problem ? t(problem) : null);
    if (problem) return;
    if (!post) {
      setPending(file);
      return;
    }
    try {
      await uploadCover({ id: post._id, file }).unwrap();
      toast.success(t('blog.editor.coverUploaded'));
    } catch (caught) {
      setError(describeError(caught));
      toast.error(describeError(caught));
    }
  };

  const drop = async () => {
    if (!post) {
      setPending(null);
      return;
    }
    try {
      await removeCover(post._id).unwrap();
      toast.success(t('blog.editor.coverRemoved'));
    } catch (caught) {
      toast.error(describeError(caught));
    }
  };

  /** After a new post is created: its pending cover uploaded; answers the post as it now is. */
  const uploadPending = async (created: Post): Promise<Post> => {
    const saved = pending ? await uploadCover({ id: created._id, file: pending }).unwrap() : created;
    setPending(null);
    return saved;
  };

  return { pending, error, isBusy: uploading.isLoading || removing.isLoading, choose, drop, uploadPending };
}
