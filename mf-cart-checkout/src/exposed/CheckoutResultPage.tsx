import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordCartCheckoutSharedModules } from '../app/shared-modules';
import { CheckoutResultPage as CheckoutResultView } from '../features/checkout/CheckoutResultPage';

recordCartCheckoutSharedModules();

/** `/checkout/finalizacion` (Finalización), mounted by the shell inside its checkout layout. */
export default function CheckoutResultPage() {
  return (
    <Provider store={store}>
      <CheckoutResultView />
    </Provider>
  );
}
