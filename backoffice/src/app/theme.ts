import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';
import { esES as dataGridEsES } from '@mui/x-data-grid/locales';

/**
 * The store's blue, Spanish texts for MUI and the data grid, and page-sized headings (an h1 per
 * screen, h2 per section) so the heading outline stays right without giant type.
 */
export const theme = createTheme(
  {
    palette: { primary: { main: '#0b3d91' } },
    typography: {
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.25rem', fontWeight: 600 },
      h3: { fontSize: '1.1rem', fontWeight: 600 },
    },
  },
  esES,
  dataGridEsES,
);
