import { useCallback, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { getErrorMessage } from '../../lib/api-error';
import { sortDrawingFiles, type DrawingRejection } from './drawing-files';
import { TransferError, uploadDrawing } from './drawing-transfer';
import { drawingsChanged } from './maps.api';
import { useSessionToken, useTransferFailure } from './use-drawing-transfer';

export type QueuedDrawingState = 'waiting' | 'uploading' | 'done' | 'failed';

export interface QueuedDrawing {
  key: string;
  file: File;
  state: QueuedDrawingState;
  /** Share sent, 0…1. */
  progress: number;
  /** Untranslated (server text or library text); translated when shown. */
  error: string | null;
}

interface DrawingQueueOptions {
  /** Drawings the plan already holds, which count towards MAP_LIMITS.drawingsPerMap. */
  existingCount: number;
  /** Drop uploaded files from the queue: the plan's own list shows them from then on. */
  forgetUploaded?: boolean;
}

/**
 * PDFs chosen for a plan, checked as they are added, then uploaded one request per file so each
 * has its own progress and one refused file does not take the others down with it.
 */
export function useDrawingQueue({ existingCount, forgetUploaded = false }: DrawingQueueOptions) {
  const dispatch = useAppDispatch();
  const token = useSessionToken();
  const { report } = useTransferFailure();
  const [items, setItems] = useState<QueuedDrawing[]>([]);
  const [rejected, setRejected] = useState<DrawingRejection[]>([]);
  const [isUploading, setIsUploading] = useState(false);
  const nextKey = useRef(0);

  const add = (files: readonly File[]) => {
    const { accepted, rejected: refused } = sortDrawingFiles(files, existingCount + items.length);
    setItems((current) => [
      ...current,
      ...accepted.map((file) => {
        nextKey.current += 1;
        return {
          key: `drawing-${nextKey.current}`,
          file,
          state: 'waiting' as const,
          progress: 0,
          error: null,
        };
      }),
    ]);
    setRejected(refused);
  };

  const remove = (key: string) => setItems((current) => current.filter((item) => item.key !== key));

  const update = useCallback(
    (key: string, patch: Partial<QueuedDrawing>) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item))),
    [],
  );

  /** Uploads every file not uploaded yet, in order; answers whether all of them are now on the plan. */
  const upload = async (mapId: string): Promise<boolean> => {
    const pending = items.filter((item) => item.state !== 'done');
    setIsUploading(true);
    setRejected([]);
    let allUploaded = true;
    let anyUploaded = false;
    for (const item of pending) {
      update(item.key, { state: 'uploading', progress: 0, error: null });
      try {
        await uploadDrawing({
          mapId,
          file: item.file,
          token,
          onProgress: (progress) => update(item.key, { progress }),
        });
        update(item.key, { state: 'done', progress: 1 });
        anyUploaded = true;
      } catch (error) {
        allUploaded = false;
        report(error);
        const message = error instanceof TransferError ? error.message : getErrorMessage(error);
        update(item.key, { state: 'failed', error: message });
        // Signed out: the next files would be refused the same way.
        if (error instanceof TransferError && error.httpStatus === 401) break;
      }
    }
    setIsUploading(false);
    if (anyUploaded) dispatch(drawingsChanged(mapId));
    if (forgetUploaded) setItems((current) => current.filter((item) => item.state !== 'done'));
    return allUploaded;
  };

  const clear = () => {
    setItems([]);
    setRejected([]);
  };

  const pendingCount = items.filter((item) => item.state !== 'done').length;
  return { items, rejected, add, remove, upload, clear, isUploading, pendingCount };
}

export type DrawingQueue = ReturnType<typeof useDrawingQueue>;
