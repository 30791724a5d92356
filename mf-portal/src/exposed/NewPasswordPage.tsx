import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordPortalSharedModules } from '../app/shared-modules';
import { NewPasswordPage as NewPasswordView } from '../features/auth/NewPasswordPage';

recordPortalSharedModules();

/** Exposed as `portal/NewPasswordPage` for `/portal/nueva-contrasena` (the reset e-mail's link). */
export default function NewPasswordPage() {
  return (
    <Provider store={store}>
      <NewPasswordView />
    </Provider>
  );
}
