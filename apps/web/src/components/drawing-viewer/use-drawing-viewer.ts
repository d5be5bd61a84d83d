import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { openDrawing, type DrawingDocument, type DrawingPage, type DrawingSource } from './drawing-document';
import { fitPage, fitWidth, nextTurn, type QuarterTurn, type ViewState, zoomAt } from './view-transform';

export type DrawingLoad =
  { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; document: DrawingDocument };

export interface DrawingViewerState {
  load: DrawingLoad;
  pageNumber: number;
  setPageNumber: (pageNumber: number) => void;
  /** The current page once its header has arrived (its bitmap may still be drawing). */
  page: DrawingPage | null;
  view: ViewState;
  setView: (view: ViewState) => void;
  onResize: (size: { width: number; height: number }) => void;
  fitWidth: () => void;
  fitPage: () => void;
  rotate: () => void;
  zoomBy: (factor: number) => void;
}

const START_VIEW: ViewState = { zoom: 1, panX: 0, panY: 0, rotation: 0 };

/**
 * One drawing open in a viewer: the document, the page shown, and how it is viewed. A new page is
 * fitted to the surface; so is the first page once the surface's size is known.
 */
export function useDrawingViewer(source: DrawingSource): DrawingViewerState {
  const { url, name } = source;
  const headerKey = JSON.stringify(source.headers);
  const sourceKey = `${url}\n${name}\n${headerKey}`;
  // Each result is filed under the source (and page) it is for: one for another is still loading.
  const [loaded, setLoaded] = useState<{ key: string; load: DrawingLoad } | null>(null);
  const [shown, setShown] = useState<{ key: string; pageNumber: number }>({ key: sourceKey, pageNumber: 1 });
  const [pageLoaded, setPageLoaded] = useState<{ key: string; page: DrawingPage } | null>(null);
  const [view, setView] = useState<ViewState>(START_VIEW);
  const surface = useRef<{ width: number; height: number } | null>(null);
  const fitted = useRef<DrawingPage | null>(null);

  const load: DrawingLoad = useMemo(
    () => (loaded?.key === sourceKey ? loaded.load : { state: 'loading' }),
    [loaded, sourceKey],
  );
  const pageNumber = shown.key === sourceKey ? shown.pageNumber : 1;
  const pageKey = `${sourceKey}\n${pageNumber}`;
  const page = pageLoaded?.key === pageKey ? pageLoaded.page : null;

  useEffect(() => {
    const controller = new AbortController();
    let opened: DrawingDocument | null = null;
    const headers = JSON.parse(headerKey) as Record<string, string>;
    openDrawing({ url, name, headers }, controller.signal).then(
      (document) => {
        opened = document;
        if (controller.signal.aborted) document.destroy();
        else setLoaded({ key: sourceKey, load: { state: 'ready', document } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ key: sourceKey, load: { state: 'error', error } });
      },
    );
    return () => {
      controller.abort();
      opened?.destroy();
    };
  }, [url, name, headerKey, sourceKey]);

  useEffect(() => {
    if (load.state !== 'ready') return;
    let live = true;
    load.document.page(pageNumber).then(
      (next) => live && setPageLoaded({ key: pageKey, page: next }),
      (error: unknown) => live && setLoaded({ key: sourceKey, load: { state: 'error', error } }),
    );
    return () => {
      live = false;
    };
  }, [load, pageNumber, pageKey, sourceKey]);

  // A page is fitted once, when both it and the surface's size are known.
  useEffect(() => {
    if (!page || !surface.current || fitted.current === page) return;
    fitted.current = page;
    setView((current) => fitPage(page.size, surface.current!, current.rotation));
  }, [page]);

  const onResize = useCallback(
    (size: { width: number; height: number }) => {
      surface.current = size;
      if (page && fitted.current !== page) {
        fitted.current = page;
        setView((current) => fitPage(page.size, size, current.rotation));
      }
    },
    [page],
  );

  const fit = useCallback(
    (how: typeof fitPage, rotation?: QuarterTurn) => {
      if (page && surface.current)
        setView((current) => how(page.size, surface.current!, rotation ?? current.rotation));
    },
    [page],
  );

  return {
    load,
    pageNumber,
    setPageNumber: useCallback(
      (next: number) => {
        if (load.state === 'ready')
          setShown({ key: sourceKey, pageNumber: Math.min(load.document.pageCount, Math.max(1, next)) });
      },
      [load, sourceKey],
    ),
    page,
    view,
    setView,
    onResize,
    fitWidth: useCallback(() => fit(fitWidth), [fit]),
    fitPage: useCallback(() => fit(fitPage), [fit]),
    rotate: useCallback(() => fit(fitPage, nextTurn(view.rotation)), [fit, view.rotation]),
    zoomBy: useCallback(
      (factor: number) =>
        setView((current) =>
          zoomAt(current, factor, {
            x: (surface.current?.width ?? 0) / 2,
            y: (surface.current?.height ?? 0) / 2,
          }),
        ),
      [],
    ),
  };
}
