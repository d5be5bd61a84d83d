import { Suspense, useState, type ComponentType } from 'react';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { withChunkTimeout } from './lazy-import';
import { preloadableLazy } from './preloadable-lazy';

/** What a tap shows while the dialog's code is still on its way (a slow link: seconds). */
function DialogOnItsWay() {
  const { t } = useTranslation();
  return (
    <Backdrop open sx={{ zIndex: (theme) => theme.zIndex.modal }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Backdrop>
  );
}

/**
 * A dialog whose code downloads when it is first opened, or earlier when its button is pointed
 * at, touched or focused (spread `prefetchOnIntent` on the button): a screen's first load then
 * carries no form it does not show, nor the schemas that check it. Once opened it stays mounted,
 * so it closes with its transition.
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  // Fetched ahead (on intent), the dialog then opens at once, without a frame of the backdrop.
  const Dialog = preloadableLazy(() => withChunkTimeout(load()));
  /** Starts the download; a failure is left for the opening to report. */
  const prefetch = () => void Dialog.preload().catch(() => undefined);

  function LazyDialog(props: Props) {
    const [wasOpened, setWasOpened] = useState(props.open);
    if (props.open && !wasOpened) setWasOpened(true);
    if (!wasOpened) return null;
    return (
      <Suspense fallback={<DialogOnItsWay />}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, {
    prefetch,
    /** The opening button's handlers that start the download a moment before the click. */
    prefetchOnIntent: { onPointerEnter: prefetch, onTouchStart: prefetch, onFocus: prefetch },
  });
}
