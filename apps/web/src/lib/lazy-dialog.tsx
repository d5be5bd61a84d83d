import { lazy, Suspense, useState, type ComponentType } from 'react';
import { withChunkTimeout } from './lazy-import';

/**
 * A dialog whose code downloads when it is first opened, or earlier when its button is pointed
 * at, touched or focused (`prefetch`): a screen's first load then carries no form it does not show,
 * nor the schemas that check it. Once opened it stays mounted, so it closes with its transition.
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadOnce = () => {
    loading ??= withChunkTimeout(load())
      .then((component) => ({ default: component }))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
    return loading;
  };
  const Dialog = lazy(loadOnce);

  function LazyDialog(props: Props) {
    const [wasOpened, setWasOpened] = useState(props.open);
    if (props.open && !wasOpened) setWasOpened(true);
    if (!wasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyDialog, {
    /** Starts the download; a failure is left for the opening to report. */
    prefetch: () => void loadOnce().catch(() => undefined),
  });
}
