import type { ThemeOptions } from '@mui/material/styles';
import { formatCount } from '../money/format-money';

/** MUI names the pager's arrows 'first', 'last', 'next' and 'previous'. */
function pageButtonLabel(type: string): string {
  if (type === 'first') return 'Ir a la primera página';
  if (type === 'last') return 'Ir a la última página';
  if (type === 'next') return 'Ir a la página siguiente';
  return 'Ir a la página anterior';
}

/**
 * The Spanish texts MUI's components read from the theme, as MUI's `esES` locale words them.
 * Not `esES` itself: that module builds an `Intl.NumberFormat('es-ES')` when it loads, a 50 ms
 * task on a throttled phone at every start-up (Lighthouse's total blocking time), to format
 * table-pagination counts the store never shows on the first view. Here counts use the store's
 * es-HN formatter, built on first use.
 */
export const spanishComponents: ThemeOptions['components'] = {
  MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar ruta' } },
  MuiTablePagination: {
    defaultProps: {
      getItemAriaLabel: pageButtonLabel,
      labelRowsPerPage: 'Filas por página:',
      labelDisplayedRows: ({ from, to, count }) =>
        `${formatCount(from)}–${formatCount(to)} de ${count !== -1 ? formatCount(count) : `más de ${formatCount(to)}`}`,
    },
  },
  MuiRating: {
    defaultProps: {
      getLabelText: (value: number) => `${String(value)} Estrella${value !== 1 ? 's' : ''}`,
      emptyLabelText: 'Vacío',
    },
  },
  MuiAutocomplete: {
    defaultProps: {
      clearText: 'Limpiar',
      closeText: 'Cerrar',
      loadingText: 'Cargando…',
      noOptionsText: 'Sin opciones',
      openText: 'Abierto',
    },
  },
  MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
  MuiPagination: {
    defaultProps: {
      'aria-label': 'Paginador',
      getItemAriaLabel: (type, page, selected) =>
        type === 'page' ? `${selected ? '' : 'Ir a la '}página ${String(page)}` : pageButtonLabel(type),
    },
  },
};
