import GlobalStyles from '@mui/material/GlobalStyles';

/**
 * On paper, only the page's own content: the store's header, footer, stepper and anything marked
 * `data-print="hide"` (buttons, side panels) stay off. Rendered by pages meant to be printed
 * (Finalización's receipt, the credit conditions).
 */
export function PrintOnlyContent() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, footer, nav, aside, [data-print="hide"]': { display: 'none !important' },
          body: { background: '#fff' },
        },
      }}
    />
  );
}
