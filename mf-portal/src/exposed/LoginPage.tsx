import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordPortalSharedModules } from '../app/shared-modules';
import { LoginPage as LoginPageView } from '../features/auth/LoginPage';

recordPortalSharedModules();

/** Exposed as `portal/LoginPage` for `/login`. The host provides the router and the theme; the store is ours. */
export default function LoginPage() {
  return (
    <Provider store={store}>
      <LoginPageView />
    </Provider>
  );
}
