// What other features use of the search preview: the results URL (the preview itself is
// exposed to the shell through src/exposed/SearchPreview.tsx).
export { searchResultsHref } from './site-search';
