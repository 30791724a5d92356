import { useCallback, useEffect, useState, type ComponentType } from 'react';

/**
 * A part of the frame whose code is not on the first view: a menu panel, a drawer, the chat.
 * Its module is fetched the first time something asks for it (a click, a focus, an idle
 * moment), once per page; a failed fetch is forgotten, so the next ask tries again.
 */
export interface OnDemandPart<P extends object> {
  /** Fetches the code (at most once at a time) and resolves with the component. */
  load(): Promise<ComponentType<P>>;
  /** The component, once loaded. */
  loaded(): ComponentType<P> | undefined;
}

export function onDemand<P extends object>(importer: () => Promise<ComponentType<P>>): OnDemandPart<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return {
    loaded: () => component,
    load() {
      pending ??= importer().then(
        (loaded) => (component = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

/**
 * The part's component once it is wanted and loaded (undefined before: render nothing, as the
 * server did), and `want()`, which starts the load; each call after a failure retries.
 */
export function useOnDemand<P extends object>(
  part: OnDemandPart<P>,
): [ComponentType<P> | undefined, () => void] {
  // A function in state must be set through an updater, or React would call it.
  const [component, setComponent] = useState<ComponentType<P> | undefined>(undefined);
  const [asks, setAsks] = useState(0);
  const want = useCallback(() => setAsks((count) => count + 1), []);
  useEffect(() => {
    if (asks === 0 || component) return;
    // Loaded already (another instance asked, or start-up preloaded it): show it in this
    // render pass instead of a microtask later.
    const ready = part.loaded();
    if (ready) {
      setComponent(() => ready);
      return;
    }
    let live = true;
    part.load().then(
      (loaded) => {
        if (live) setComponent(() => loaded);
      },
      (error: unknown) => console.warn('[carga bajo demanda]', error),
    );
    return () => {
      live = false;
    };
  }, [asks, component, part]);
  return [component, want];
}
