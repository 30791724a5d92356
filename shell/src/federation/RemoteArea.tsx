import { useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteUnavailable } from './RemoteUnavailable';
import { loadRemoteModule, resetRemote, type RemoteName } from './remote-registry';

type RemoteComponent = ComponentType<Record<string, unknown>>;
interface RemoteModule {
  default: RemoteComponent;
}

// Loaded components are kept so that navigating back to a page does not flash a spinner.
const loadedComponents = new Map<string, RemoteComponent>();

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
  const key = `${remote}/${expose}`;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const cached = loadedComponents.get(key);
    return cached ? { status: 'ready', Component: cached } : { status: 'loading' };
  });

  useEffect(() => {
    const cached = loadedComponents.get(key);
    if (cached) {
      setState({ status: 'ready', Component: cached });
      return;
    }
    let active = true;
    setState({ status: 'loading' });
    loadRemoteModule<RemoteModule>(remote, expose).then(
      (module) => {
        loadedComponents.set(key, module.default);
        if (active) setState({ status: 'ready', Component: module.default });
      },
      (error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [key, remote, expose, attempt]);

  const retry = useCallback(() => {
    loadedComponents.delete(key);
    resetRemote(remote);
    setAttempt((value) => value + 1);
  }, [key, remote]);

  if (state.status === 'loading') {
    return variant === 'page' ? (
      <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Cargando" />
      </Box>
    ) : (
      fallback
    );
  }
  if (state.status === 'failed') {
    return variant === 'page' ? <RemoteUnavailable remote={remote} onRetry={retry} /> : fallback;
  }
  const { Component } = state;
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => (variant === 'page' ? <RemoteUnavailable remote={remote} onRetry={retry} /> : fallback)}
    >
      <Component {...props} />
    </RemoteErrorBoundary>
  );
}
