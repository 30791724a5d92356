import { Route } from 'react-router-dom';
import { mountStandalone } from '@store/remote-kit';
import startAuthService from './exposed/AuthService';
import LoginDialog from './exposed/LoginDialog';
import LoginPage from './exposed/LoginPage';
import NewPasswordPage from './exposed/NewPasswordPage';
import PortalPage from './exposed/PortalPage';
import { DevHome } from './app/DevHome';

// Run alone, the portal serves the same routes the shell gives it.
void mountStandalone({
  title: 'Equipo Portal del cliente',
  headerColor: 'primary',
  onConfigLoaded: startAuthService,
  routes: (
    <>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/portal/nueva-contrasena" element={<NewPasswordPage />} />
      <Route path="/portal/*" element={<PortalPage />} />
      <Route path="*" element={<DevHome />} />
    </>
  ),
  children: <LoginDialog />,
});
