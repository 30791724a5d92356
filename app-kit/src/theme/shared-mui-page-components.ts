/**
 * The MUI components of the store's pages beyond what the first views use (forms, tables, lists,
 * pagination, the listing's drawer and toggles, ratings), shared at run time as ONE singleton
 * module that the shell provides on demand: it is not in the shell's first-view chunk, so the home
 * page never downloads it; the first category, product, checkout or portal page that needs one of
 * these components loads it once. Every remote and remote-kit import these names from here
 * (`@store/app-kit/shared-mui-page-components`); ESLint forbids them the deep `@mui/material/X`
 * paths. The shell itself keeps deep imports for its own on-demand parts (shared-dependencies.mjs).
 *
 * Why: bundled by a remote, any of these components brought MUI's styling core, ButtonBase,
 * InputBase, Paper and Typography along a second time (the shell's first-view chunk has them):
 * about 29 KiB gzip of duplicates on the category and product pages, evaluated before the page
 * hydrates. Built in the shell, they reuse the shell's copy of all of that.
 *
 * Adding a name: as for `shared-mui-components.ts`, export it here and deploy the shell first. A
 * shell that does not provide this module (one older than it) leaves each remote its own copy
 * (the federation's fallback): nothing breaks, the page only downloads more.
 * `tooling/test/shared-subsets.test.mjs` fails when an app imports a name missing here.
 */
export { default as Breadcrumbs } from '@mui/material/Breadcrumbs';
export { default as Checkbox } from '@mui/material/Checkbox';
export { default as Drawer } from '@mui/material/Drawer';
export { default as FormControl } from '@mui/material/FormControl';
export { default as FormControlLabel } from '@mui/material/FormControlLabel';
export { default as FormGroup } from '@mui/material/FormGroup';
export { default as FormHelperText } from '@mui/material/FormHelperText';
export { default as FormLabel } from '@mui/material/FormLabel';
export { default as List } from '@mui/material/List';
export { default as ListItem } from '@mui/material/ListItem';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as Pagination } from '@mui/material/Pagination';
export { default as PaginationItem } from '@mui/material/PaginationItem';
export { default as Rating } from '@mui/material/Rating';
export { default as Table } from '@mui/material/Table';
export { default as TableBody } from '@mui/material/TableBody';
export { default as TableCell } from '@mui/material/TableCell';
export { default as TableHead } from '@mui/material/TableHead';
export { default as TableRow } from '@mui/material/TableRow';
export { default as TextField } from '@mui/material/TextField';
export { default as ToggleButton } from '@mui/material/ToggleButton';
export { default as ToggleButtonGroup } from '@mui/material/ToggleButtonGroup';
