import { Provider } from 'react-redux';
import { pageStore } from '../app/store';
import { recordCatalogSharedModules } from '../app/shared-modules';
import { SearchPreview, type SearchPreviewProps } from '../features/search-preview/SearchPreview';

recordCatalogSharedModules();

/**
 * Exposed as `catalog/SearchPreview`, for the shell's search boxes. The host provides the router
 * and the theme; the store is ours (the preview reads `POST /site-search` through RTK Query).
 */
export default function ExposedSearchPreview(props: SearchPreviewProps) {
  return (
    <Provider store={pageStore()}>
      <SearchPreview {...props} />
    </Provider>
  );
}
