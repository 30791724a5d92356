import { lazy, Suspense, useEffect, useState } from 'react';
import { eventBus } from '@store/app-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { dialogOpened, selectDialog } from './dialog-slice';

// The modal's UI (MUI Dialog, tabs, forms, the form rules) stays off the first view of every
// page: it is downloaded when a shopper first asks to log in.
const AuthDialog = lazy(() => import('./AuthDialog'));

/**
 * The login / signup / forgot-password modal. The shell mounts it once; while mounted it is
 * the owner of the `login-requested` intent. The dialog's code loads on the first request and
 * then stays mounted, so closing animates and gives focus back to what opened it.
 */
export function LoginDialog() {
  const dispatch = useAppDispatch();
  const { open } = useAppSelector(selectDialog);
  const [requested, setRequested] = useState(open);
  // Derived during render (React's pattern for state that follows a prop): once opened, kept.
  if (open && !requested) setRequested(true);

  useEffect(
    () =>
      eventBus.handle('portal:login-requested', (request) => {
        dispatch(dialogOpened({ tab: request.tab ?? 'login' }));
        return { opened: true };
      }),
    [dispatch],
  );

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
