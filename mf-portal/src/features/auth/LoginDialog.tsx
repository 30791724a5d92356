import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { eventBus } from '@store/shared-kernel';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AUTH_TEXT } from './auth-text';
import { dialogClosed, dialogOpened, selectDialog, tabSelected } from './dialog-slice';
import type { AuthTab } from './dialog-slice';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

const TABS: { value: AuthTab; label: string }[] = [
  { value: 'login', label: AUTH_TEXT.loginTab },
  { value: 'signup', label: AUTH_TEXT.signupTab },
];

/**
 * The login / signup / forgot-password modal. The shell mounts it once; while mounted it is
 * the owner of the `login-requested` intent. MUI's Dialog traps focus inside and returns it
 * to whatever opened it.
 */
export function LoginDialog() {
  const dispatch = useAppDispatch();
  const { open, tab, forgotPassword } = useAppSelector(selectDialog);
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));

  useEffect(
    () =>
      eventBus.handle('login-requested', (request) => {
        dispatch(dialogOpened({ tab: request.tab ?? 'login' }));
        return { opened: true };
      }),
    [dispatch],
  );

  const close = () => dispatch(dialogClosed());

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="auth-dialog-title"
    >
      <DialogTitle id="auth-dialog-title" sx={{ pr: 7 }}>
        {AUTH_TEXT.dialogTitle}
      </DialogTitle>
      <IconButton
        aria-label={AUTH_TEXT.close}
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <Tabs
        value={tab}
        onChange={(_event, value: AuthTab) => dispatch(tabSelected(value))}
        variant="fullWidth"
        aria-label={AUTH_TEXT.tabsLabel}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ value, label }) => (
          <Tab
            key={value}
            value={value}
            label={label}
            id={`auth-tab-${value}`}
            aria-controls={`auth-panel-${value}`}
          />
        ))}
      </Tabs>
      <DialogContent>
        {TABS.map(({ value }) => (
          <Box
            key={value}
            role="tabpanel"
            id={`auth-panel-${value}`}
            aria-labelledby={`auth-tab-${value}`}
            hidden={tab !== value}
            sx={{ pt: 1 }}
          >
            {tab === value && value === 'login' && (forgotPassword ? <ForgotPasswordForm /> : <LoginForm />)}
            {tab === value && value === 'signup' && <SignupForm />}
          </Box>
        ))}
      </DialogContent>
    </Dialog>
  );
}
