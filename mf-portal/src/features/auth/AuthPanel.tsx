import { Fragment, useId } from 'react';
import type { ElementType, ReactNode } from 'react';
import { Box } from '@store/app-kit/shared-mui-components';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AUTH_TEXT } from './auth-text';
import { selectDialog, tabSelected } from './dialog-slice';
import type { AuthTab } from './dialog-slice';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { SignupForm } from './SignupForm';

const TABS: { value: AuthTab; label: string }[] = [
  { value: 'login', label: AUTH_TEXT.loginTab },
  { value: 'signup', label: AUTH_TEXT.signupTab },
];

interface AuthPanelProps {
  /**
   * Wraps the tab panels only. The modal passes `DialogContent` so the tabs stay put while the
   * forms scroll; the /login page needs no wrapper.
   */
  PanelsContainer?: ElementType<{ children: ReactNode }>;
}

/**
 * The 'Iniciar Sesión' / 'Registrarse' tabs with their forms and the 'Olvidé mi contraseña'
 * sub-form: the one copy shared by the login modal and the /login page. Which tab and sub-form
 * show lives in the `dialog` slice.
 */
export function AuthPanel({ PanelsContainer = Fragment }: AuthPanelProps) {
  const dispatch = useAppDispatch();
  const { tab, forgotPassword } = useAppSelector(selectDialog);
  // The modal can open over the /login page: each panel needs its own tab/panel ids.
  const idPrefix = useId();
  const tabId = (value: AuthTab) => `${idPrefix}-auth-tab-${value}`;
  const panelId = (value: AuthTab) => `${idPrefix}-auth-panel-${value}`;

  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, value: AuthTab) => dispatch(tabSelected(value))}
        variant="fullWidth"
        aria-label={AUTH_TEXT.tabsLabel}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={tabId(value)} aria-controls={panelId(value)} />
        ))}
      </Tabs>
      <PanelsContainer>
        {TABS.map(({ value }) => (
          <Box
            key={value}
            role="tabpanel"
            id={panelId(value)}
            aria-labelledby={tabId(value)}
            hidden={tab !== value}
            sx={{ pt: 1 }}
          >
            {tab === value && value === 'login' && (forgotPassword ? <ForgotPasswordForm /> : <LoginForm />)}
            {tab === value && value === 'signup' && <SignupForm />}
          </Box>
        ))}
      </PanelsContainer>
    </>
  );
}
