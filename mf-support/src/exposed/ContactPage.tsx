import { Provider } from 'react-redux';
import { store } from '../app/store';
import { recordSupportSharedModules } from '../app/shared-modules';
import { ContactPage } from '../features/service-forms';

recordSupportSharedModules();

/**
 * Exposed as `support/ContactPage`: `/contact-us` ('Contáctanos'), a message to customer service
 * (`POST /services/contact`).
 * The host provides the router and the theme; the store is ours.
 */
export default function ExposedContactPage() {
  return (
    <Provider store={store}>
      <ContactPage />
    </Provider>
  );
}
