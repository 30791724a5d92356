import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordCartCheckoutSharedModules } from '../app/shared-modules';
import { CartDropdown as CartDropdownView } from '../features/cart-dropdown/CartDropdown';

recordCartCheckoutSharedModules();

/** The header's cart button and panel, mounted by the shell inside its Router and ThemeProvider. */
export default function CartDropdown() {
  return (
    <Provider store={store}>
      <CartDropdownView />
    </Provider>
  );
}
