import { useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { getErrorMessage } from '../../lib/api-error';
import { checkDrawingFiles, type DrawingRejection } from './drawing-files';
import { TransferError, uploadDrawings } from './drawing-transfer';
import { drawingsChanged } from './plans.api';
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

  /** Checks the files (type, size, count, and their first bytes) and queues those that pass. */
  const add = async (files: readonly File[]) => {
    const { accepted, rejected: refused } = await checkDrawingFiles(files, existingCount + items.length);
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

  /**
   * Uploads every file not uploaded yet in one request; answers whether they are all on the plan.
   * Each file's progress is its share of the bytes sent. When the server refuses a file it names
   * it: that file is marked failed and the others wait, so the refused one can be removed and the
   * rest sent again.
   */
  const upload = async (mapId: string): Promise<boolean> => {
    const pending = items.filter((item) => item.state !== 'done');
    if (pending.length === 0) return true;
    const keys = new Set(pending.map((item) => item.key));
    const starts = new Map<string, { start: number; size: number }>();
    let offset = 0;
    for (const item of pending) {
      starts.set(item.key, { start: offset, size: Math.max(1, item.file.size) });
      offset += Math.max(1, item.file.size);
    }
    setIsUploading(true);
    setRejected([]);
    setItems((current) =>
      current.map((item) =>
        keys.has(item.key) ? { ...item, state: 'uploading', progress: 0, error: null } : item,
      ),
    );
    try {
      await uploadDrawings({
        mapId,
        files: pending.map((item) => item.file),
        token,
        onProgress: (fraction) => {
          const sent = fraction * offset;
          setItems((current) =>
            current.map((item) => {
              const span = starts.get(item.key);
              if (!span) return item;
              return { ...item, progress: Math.min(1, Math.max(0, (sent - span.start) / span.size)) };
            }),
          );
        },
      });
      setItems((current) =>
        current.map((item) => (keys.has(item.key) ? { ...item, state: 'done', progress: 1 } : item)),
      );
      dispatch(drawingsChanged(mapId));
      if (forgetUploaded) setItems((current) => current.filter((item) => item.state !== 'done'));
      return true;
    } catch (error) {
      report(error);
      const message = error instanceof TransferError ? error.message : getErrorMessage(error);
      const named = pending.find((item) => message.startsWith(`${item.file.name} `));
      setItems((current) =>
        current.map((item) => {
          if (!keys.has(item.key)) return item;
          if (named && item.key !== named.key) return { ...item, state: 'waiting', progress: 0, error: null };
          return { ...item, state: 'failed', progress: 0, error: message };
        }),
      );
      return false;
    } finally {
      setIsUploading(false);
    }
  };

  const clear = () => {
    setItems([]);
    setRejected([]);
  };

  const pendingCount = items.filter((item) => item.state !== 'done').length;
  return { items, rejected, add, remove, upload, clear, isUploading, pendingCount };
}

export type DrawingQueue = ReturnType<typeof useDrawingQueue>;
