import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { eventBus } from '@store/app-kit';
import { onDemand } from '../../app/on-demand';
import type { QueuedToast, ToastListProps } from './queued-toast';

const toastList = onDemand<ToastListProps>(() =>
  import(/* webpackChunkName: "toasts" */ './ToastList').then((module) => module.ToastList),
);

/**
 * The page's single toast host: any app raises toasts through the bus (`toast-requested`).
 * notistack (about 8 KB gzip) is not on the first view: the host answers the bus from the start,
 * keeps each toast in a queue, loads the toast list with the first one and shows the queue then.
 * A toast whose code failed to load is dropped and the request rejects (requestToast logs it);
 * the next toast tries the load again.
 */
export function StoreToastHost() {
  const [List, setList] = useState<ComponentType<ToastListProps> | undefined>(undefined);
  const [queue, setQueue] = useState<readonly QueuedToast[]>([]);
  const nextId = useRef(0);

  useEffect(
    () =>
      eventBus.handle('shell:toast-requested', async ({ message, variant }) => {
        nextId.current += 1;
        const toast: QueuedToast = { id: nextId.current, message, variant };
        setQueue((current) => [...current, toast]);
        try {
          const loaded = await toastList.load();
          // A function in state must be set through an updater, or React would call it.
          setList(() => loaded);
        } catch (error) {
          setQueue((current) => current.filter((queued) => queued.id !== toast.id));
          throw error;
        }
        return { shown: true };
      }),
    [],
  );

  const onShown = useCallback((shown: readonly number[]) => {
    setQueue((current) => current.filter((toast) => !shown.includes(toast.id)));
  }, []);

  return List ? <List queue={queue} onShown={onShown} /> : null;
}
