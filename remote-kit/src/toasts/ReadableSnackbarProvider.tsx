import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, type SnackbarOrigin } from 'notistack';
import { TOAST_AUTO_HIDE_MS } from '@store/app-kit';
import { ToastBridge } from './ToastBridge';

/**
 * notistack's own colours put white 14 px text on green (#43a047, 3.3:1), blue (3.1:1) and
 * orange (2.2:1), below WCAG AA's 4.5:1 (axe flagged '¡Cupón aplicado!'). Darker shades of the
 * same hues keep the meaning and pass. Every toast host uses them: the shell's, a remote's
 * standalone page and the embedded checkout's frame.
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

/** docs/business-rules.md#pages-and-layouts: toasts appear top-right and close after 3 seconds. */
export const TOAST_ANCHOR: SnackbarOrigin = { vertical: 'top', horizontal: 'right' };

/**
 * A toast host with readable colours that shows what remotes ask for on the bus
 * (`toast-requested`). `bridge={false}` leaves the bus to the caller: the shell answers the bus
 * itself before notistack has loaded and hands the toasts over once it has.
 */
export function ReadableSnackbarProvider({
  children,
  anchorOrigin = TOAST_ANCHOR,
  maxSnack = 3,
  bridge = true,
}: {
  children: ReactNode;
  anchorOrigin?: SnackbarOrigin;
  maxSnack?: number;
  bridge?: boolean;
}) {
  return (
    <SnackbarProvider
      maxSnack={maxSnack}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={anchorOrigin}
      Components={TOAST_COMPONENTS}
    >
      {bridge ? <ToastBridge /> : null}
      {children}
    </SnackbarProvider>
  );
}
