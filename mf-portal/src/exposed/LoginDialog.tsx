import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordPortalSharedModules } from '../app/shared-modules';
import { LoginDialog as LoginDialogView } from '../features/auth/LoginDialog';

recordPortalSharedModules();

/** Mounted once by the shell (inside its Router and ThemeProvider); opens on `login-requested`. */
export default function LoginDialog() {
  return (
    <Provider store={store}>
      <LoginDialogView />
    </Provider>
  );
}
