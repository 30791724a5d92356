import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, CircularProgress } from '@store/app-kit/shared-mui-components';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { resetRemote, type RemoteName } from './remote-registry';
import {
  areaKey,
  forgetComponent,
  loadComponent,
  loadedComponent,
  type RemoteComponent,
} from './loaded-components';
import { useServerArea } from './server-areas';
import { whenShopperActs } from './shopper-activity';

type LoadState =
  { status: 'loading' } | { status: 'ready'; Component: RemoteComponent } | { status: 'failed' };

interface Props {
  remote: RemoteName;
  expose: string;
  /** Props passed to the remote component. */
  props?: Record<string, unknown>;
  /** A page shows a message with "Reintentar"; a widget (e.g. the login dialog) stays silent. */
  variant?: 'page' | 'widget';
  /**
   * What a widget shows while its remote loads or when it is down (e.g. a plain link to the
   * cart instead of the cart dropdown). Pages always show the spinner / "Reintentar" message.
   */
  fallback?: ReactNode;
  /**
   * 'first-act': a widget the first view does not need loads when the shopper first acts
   * (shopper-activity.ts), showing its fallback until then. Pages always load at once.
   */
  loadOn?: 'mount' | 'first-act';
}

export function RemoteArea({
  remote,
  expose,
  props,
  variant = 'page',
  fallback = null,
  loadOn = 'mount',
}: Props) {
  const key = areaKey(remote, expose);
  // On the server: the area's component and this request's props, when its remote rendered it.
  const serverArea = useServerArea(key);
  const [attempt, setAttempt] = useState(0);
  const widgetBox = useRef<HTMLSpanElement>(null);
  const refocus = useRef(false);
  const [state, setState] = useState<LoadState>(() => {
    const ready = serverArea?.Component ?? loadedComponent(key);
    return ready ? { status: 'ready', Component: ready } : { status: 'loading' };
  });

  useEffect(() => {
    // A server area is already rendered (effects do not even run on the server).
    if (serverArea) return;
    const cached = loadedComponent(key);
    if (cached) {
      // Unchanged when the first render already had it (a hydrated area, whose component loaded
      // before hydration): a new state would re-render the area while React may still be
      // hydrating it in slices, and React would then hydrate all of it at once, in one long task.
      setState((current) =>
        current.status === 'ready' && current.Component === cached
          ? current
          : { status: 'ready', Component: cached },
      );
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    // A page starts loading in this very effect; a deferred widget once the shopper acts.
    const loading =
      loadOn === 'first-act'
        ? whenShopperActs().then(() => loadComponent(remote, expose))
        : loadComponent(remote, expose);
    loading.then(
      (Component) => {
        if (!active) return;
        // The shopper may be on the stand-in (a keyboard user tabbing through the header when a
        // deferred widget arrives): focus moves to the widget in its place, not to the page's start.
        refocus.current = widgetBox.current?.contains(document.activeElement) === true;
        setState({ status: 'ready', Component });
      },
      (error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [key, remote, expose, attempt, serverArea, loadOn]);

  useLayoutEffect(() => {
    if (state.status !== 'ready' || !refocus.current) return;
    refocus.current = false;
    widgetBox.current?.querySelector<HTMLElement>('a[href], button:not([disabled]), [tabindex="0"]')?.focus();
  }, [state]);

  const retry = useCallback(() => {
    forgetComponent(key);
    resetRemote(remote);
    setAttempt((value) => value + 1);
  }, [key, remote]);

  const loading =
    variant === 'page' ? (
      <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Cargando" />
      </Box>
    ) : (
      fallback
    );
  if (variant === 'widget') {
    // A box that takes no room of its own (`display: contents`): where focus is when the widget swaps.
    return (
      <span ref={widgetBox} style={{ display: 'contents' }}>
        {state.status === 'ready' ? renderReady(state.Component) : fallback}
      </span>
    );
  }
  if (state.status === 'loading') return loading;
  if (state.status === 'failed') return <RemoteUnavailable remote={remote} onRetry={retry} />;
  return renderReady(state.Component);

  function renderReady(Component: RemoteComponent) {
    // The Suspense boundary is the server's degrade path: a remote that throws while the server
    // renders it leaves this boundary's fallback in the HTML, and the browser renders the area
    // itself (React's client-rendered boundary). It also holds the remote's lazy parts.
    return (
      <Suspense fallback={loading}>
        <RemoteErrorBoundary
          key={attempt}
          fallback={() =>
            variant === 'page' ? <RemoteUnavailable remote={remote} onRetry={retry} /> : fallback
          }
        >
          <Component {...props} {...serverArea?.props} />
        </RemoteErrorBoundary>
      </Suspense>
    );
  }
}
