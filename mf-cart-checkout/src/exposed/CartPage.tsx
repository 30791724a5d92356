import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordCartCheckoutSharedModules } from '../app/shared-modules';
import { CartPage as CartPageView } from '../features/cart/CartPage';

recordCartCheckoutSharedModules();

/** `/cart`, mounted by the shell inside its Router and ThemeProvider. */
export default function CartPage() {
  return (
    <Provider store={store}>
      <CartPageView />
    </Provider>
  );
}
