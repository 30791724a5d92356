import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { TOAST_AUTO_HIDE_MS } from '@store/shared-kernel';
import { ToastBridge } from '@store/remote-kit';

/** docs/business-rules.md#pages-and-layouts: toasts appear top-right and close after 3 seconds. */
export const TOAST_ANCHOR = { vertical: 'top', horizontal: 'right' } as const;

/**
 * notistack's own colours put white 14 px text on green (#43a047, 3.3:1), blue (3.1:1) and
 * orange (2.2:1), below WCAG AA's 4.5:1 (axe flagged '¡Cupón aplicado!'). Darker shades of the
 * same hues keep the meaning and pass.
 */
export const TOAST_COLORS = {
  success: '#1b5e20',
  error: '#c62828',
  warning: '#7a4100',
  info: '#0d47a1',
} as const;

const ReadableToast = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: TOAST_COLORS.success },
  '&.notistack-MuiContent-error': { backgroundColor: TOAST_COLORS.error },
  '&.notistack-MuiContent-warning': { backgroundColor: TOAST_COLORS.warning },
  '&.notistack-MuiContent-info': { backgroundColor: TOAST_COLORS.info },
}));

const TOAST_COMPONENTS = {
  success: ReadableToast,
  error: ReadableToast,
  warning: ReadableToast,
  info: ReadableToast,
};

/** The page's single toast host; any remote raises toasts through the bus (`toast-requested`). */
export function StoreToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={3}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={TOAST_ANCHOR}
      Components={TOAST_COMPONENTS}
    >
      <ToastBridge />
      {children}
    </SnackbarProvider>
  );
}
