import { recordCatalogSharedModules } from '../app/shared-modules';
import { SearchPreview, type SearchPreviewProps } from '../features/search-preview/SearchPreview';

recordCatalogSharedModules();

/**
 * Exposed as `catalog/SearchPreview`, for the shell's search boxes. The host provides the router
 * and the theme; no Redux Provider, because the preview keeps its state in a local hook.
 */
export default function ExposedSearchPreview(props: SearchPreviewProps) {
  return <SearchPreview {...props} />;
}
