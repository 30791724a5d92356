import { Route } from 'react-router-dom';
import { mountStandalone } from '@store/remote-kit';
import startAuthService from './exposed/AuthService';
import LoginDialog from './exposed/LoginDialog';
import { DevHome } from './app/DevHome';

void mountStandalone({
  title: 'Equipo Portal del cliente',
  headerColor: 'primary',
  onConfigLoaded: startAuthService,
  routes: <Route path="*" element={<DevHome />} />,
  children: <LoginDialog />,
});
