import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordSupportSharedModules } from '../app/shared-modules';
import { SurveyPage } from '../features/survey';

recordSupportSharedModules();

/**
 * Exposed as `support/SurveyPage`: the after-purchase survey at `/encuesta/:orderId`, where
 * `:orderId` is the order's public number ('HN-7K3Q-X9PM-2AB4') and `?correo=` its e-mail
 * (asked for when missing), or of `orderNumber` when the host passes it. The host provides the
 * router and the theme; the store is ours.
 */
export default function ExposedSurveyPage({ orderNumber }: { orderNumber?: string }) {
  return (
    <Provider store={store}>
      <SurveyPage orderNumber={orderNumber} />
    </Provider>
  );
}
