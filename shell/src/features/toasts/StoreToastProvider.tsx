import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { TOAST_AUTO_HIDE_MS } from '@store/shared-kernel';
import { ToastBridge } from '@store/remote-kit';

/** docs/business-rules.md#pages-and-layouts: toasts appear top-right and close after 3 seconds. */
export const TOAST_ANCHOR = { vertical: 'top', horizontal: 'right' } as const;

/** The page's single toast host; any remote raises toasts through the bus (`toast-requested`). */
export function StoreToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider maxSnack={3} autoHideDuration={TOAST_AUTO_HIDE_MS} anchorOrigin={TOAST_ANCHOR}>
      <ToastBridge />
      {children}
    </SnackbarProvider>
  );
}
