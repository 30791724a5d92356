import type { ReactNode } from 'react';
import { ReadableSnackbarProvider } from '@store/remote-kit';

export { TOAST_ANCHOR, TOAST_COLORS } from '@store/remote-kit';

/** The page's single toast host; any remote raises toasts through the bus (`toast-requested`). */
export function StoreToastProvider({ children }: { children: ReactNode }) {
  return <ReadableSnackbarProvider>{children}</ReadableSnackbarProvider>;
}
