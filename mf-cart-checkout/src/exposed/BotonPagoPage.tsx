import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordCartCheckoutSharedModules } from '../app/shared-modules';
import { BotonPagoPage as BotonPagoView } from '../features/checkout/BotonPagoPage';

recordCartCheckoutSharedModules();

/** `/shopping/boton-pago`, mounted by the shell in its blank layout. */
export default function BotonPagoPage() {
  return (
    <Provider store={store}>
      <BotonPagoView />
    </Provider>
  );
}
