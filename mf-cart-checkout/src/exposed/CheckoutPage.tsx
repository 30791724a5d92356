import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordCartCheckoutSharedModules } from '../app/shared-modules';
import { CheckoutPage as CheckoutPageView } from '../features/checkout/CheckoutPage';

recordCartCheckoutSharedModules();

/** `/checkout`, mounted by the shell inside its checkout layout, Router and ThemeProvider. */
export default function CheckoutPage() {
  return (
    <Provider store={store}>
      <CheckoutPageView />
    </Provider>
  );
}
