import { lazy, type ComponentType } from 'react';

/**
 * React.lazy whose code can be asked for ahead of its first render (`preload`). Once the code is
 * in, the component renders at once. A plain lazy component suspends on its first render even when
 * its file has long arrived (it waits for the import's promise), so the screen around it is
 * committed with the fallback first and drawn again a moment later: on a phone, two rounds of
 * rendering, styling and layout, and a later largest paint (the Lighthouse budget,
 * docs/performance.md).
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  /** One download at a time, however often it is asked for; a failed one is asked for again. */
  const preload = (): Promise<ComponentType<P>> => {
    if (loaded) return Promise.resolve(loaded);
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() =>
    loaded ? answeredAtOnce({ default: loaded }) : preload().then((component) => ({ default: component })),
  );
  return Object.assign(Component, { preload });
}

/**
 * A thenable that calls back before `then` returns: React's lazy reads such an answer in the same
 * render instead of suspending (react's lazyInitializer checks the status right after `then`).
 */
function answeredAtOnce<T>(value: T): Promise<T> {
  const thenable = { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}
