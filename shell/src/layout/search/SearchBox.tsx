import { useId, useState, type FocusEvent, type SyntheticEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, IconButton, InputBase } from '@store/app-kit/shared-mui-components';
import SearchIcon from '@mui/icons-material/Search';
import { RemoteArea } from '../../federation/RemoteArea';

export const SEARCH_RESULTS_PATH = '/resultados-de-busqueda';

export function searchResultsUrl(query: string): string {
  return `${SEARCH_RESULTS_PATH}?q=${encodeURIComponent(query.trim())}`;
}

interface Props {
  /** Tells apart the desktop and the mobile box (ids must be unique on the page). */
  variant: 'desktop' | 'mobile';
  /** Called after the shopper submits or follows a preview link (e.g. to close a menu). */
  onNavigate?: () => void;
}

/**
 * The store's search form: GET /resultados-de-busqueda?q= with a required query. While the
 * query is not empty, the catalog's live preview (6 results) shows under it; if the
 * catalog is down, the form still submits.
 */
export function SearchBox({ variant, onNavigate }: Props) {
  const navigate = useNavigate();
  const previewId = `${useId()}-preview`;
  const [query, setQuery] = useState('');
  const [previewOpen, setPreviewOpen] = useState(false);
  const showPreview = previewOpen && query.trim().length > 0;

  const done = () => {
    setPreviewOpen(false);
    onNavigate?.();
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    // `required` stops an empty submit in the browser; this also covers only-spaces.
    if (!query.trim()) return;
    void navigate(searchResultsUrl(query));
    done();
  };

  const closeWhenFocusLeaves = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setPreviewOpen(false);
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && showPreview) {
      event.stopPropagation();
      setPreviewOpen(false);
    }
  };

  return (
    <Box
      onBlur={closeWhenFocusLeaves}
      onKeyDown={closeOnEscape}
      sx={{ position: 'relative', flex: '1 1 280px', minWidth: 0 }}
    >
      <Box
        component="form"
        role="search"
        action={SEARCH_RESULTS_PATH}
        method="get"
        onSubmit={submit}
        sx={{
          display: 'flex',
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          pl: 1.5,
          bgcolor: 'background.paper',
        }}
      >
        <InputBase
          name="q"
          required
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setPreviewOpen(true);
          }}
          onFocus={() => setPreviewOpen(true)}
          placeholder="Buscar productos..."
          inputProps={{
            'aria-label': 'Buscar productos',
            type: 'search',
            autoComplete: 'off',
            'aria-controls': showPreview ? previewId : undefined,
            'data-variant': variant,
          }}
          sx={{ flex: 1 }}
        />
        <IconButton type="submit" aria-label="Buscar">
          <SearchIcon />
        </IconButton>
      </Box>
      {showPreview && (
        <Box
          sx={{
            position: 'absolute',
            top: '100%',
            left: 0,
            right: 0,
            mt: 0.5,
            zIndex: (theme) => theme.zIndex.modal - 1,
          }}
        >
          <RemoteArea
            remote="catalog"
            expose="SearchPreview"
            variant="widget"
            props={{ query, id: previewId, onNavigate: done }}
          />
        </Box>
      )}
    </Box>
  );
}
