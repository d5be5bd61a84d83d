import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DrawingDocument } from './drawing-document';

const THUMB_WIDTH = 96;

/**
 * One page's thumbnail, drawn when it first scrolls into the strip: a 10-page set does not ask
 * for every page's bytes before the page being read.
 */
function Thumbnail({
  document,
  pageNumber,
  current,
  onOpen,
}: {
  document: DrawingDocument;
  pageNumber: number;
  current: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancel: (() => void) | null = null;
    let live = true;
    const draw = () =>
      void document.page(pageNumber).then((page) => {
        if (!live) return;
        const task = page.render(canvas, THUMB_WIDTH / page.size.width, 0);
        cancel = task.cancel;
        task.promise.catch(() => undefined);
      });
    // Without IntersectionObserver every thumbnail is drawn at once.
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(([entry]) => {
            if (!entry?.isIntersecting) return;
            observer?.disconnect();
            draw();
          });
    if (observer) observer.observe(canvas);
    else draw();
    return () => {
      live = false;
      observer?.disconnect();
      cancel?.();
    };
  }, [document, pageNumber]);
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={t('drawingViewer.goToPage', { page: pageNumber })}
      aria-current={current ? 'page' : undefined}
      sx={{
        flexDirection: 'column',
        p: 0.5,
        borderRadius: 1,
        border: 2,
        borderColor: current ? 'primary.main' : 'transparent',
      }}
    >
      <canvas ref={canvasRef} style={{ width: THUMB_WIDTH, background: '#fff', minHeight: 40 }} />
      <Typography variant="caption">{pageNumber}</Typography>
    </ButtonBase>
  );
}

export function DrawingThumbnails({
  document,
  pageNumber,
  onOpen,
}: {
  document: DrawingDocument;
  pageNumber: number;
  onOpen: (pageNumber: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('drawingViewer.thumbnails')}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        p: 0.5,
        overflowY: 'auto',
        borderRight: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    >
      {Array.from({ length: document.pageCount }, (_, index) => (
        <Thumbnail
          key={index}
          document={document}
          pageNumber={index + 1}
          current={index + 1 === pageNumber}
          onOpen={() => onOpen(index + 1)}
        />
      ))}
    </Box>
  );
}
