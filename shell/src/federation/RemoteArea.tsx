import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
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
}

export function RemoteArea({ remote, expose, props, variant = 'page', fallback = null }: Props) {
  const key = areaKey(remote, expose);
  // On the server: the area's component and this request's props, when its remote rendered it.
  const serverArea = useServerArea(key);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const ready = serverArea?.Component ?? loadedComponent(key);
    return ready ? { status: 'ready', Component: ready } : { status: 'loading' };
  });

  useEffect(() => {
    // A server area is already rendered (effects do not even run on the server).
    if (serverArea) return;
    const cached = loadedComponent(key);
    if (cached) {
      setState({ status: 'ready', Component: cached });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    loadComponent(remote, expose).then(
      (Component) => {
        if (active) setState({ status: 'ready', Component });
      },
      (error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [key, remote, expose, attempt, serverArea]);

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
  if (state.status === 'loading') return loading;
  if (state.status === 'failed') {
    return variant === 'page' ? <RemoteUnavailable remote={remote} onRetry={retry} /> : fallback;
  }
  const { Component } = state;
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
