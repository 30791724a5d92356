/**
 * The MUI components the store's first views use (the shell's frame and the catalogue's pages),
 * shared at run time as ONE singleton module: the shell provides it and every remote on the page
 * uses that copy instead of bundling its own. Apps import these names from here
 * (`@store/app-kit/shared-mui-components`); ESLint forbids their deep `@mui/material/X` paths.
 *
 * Why: each app used to bundle (and tree-shake) its own copy of these components. On the home
 * page the shell and the catalogue carried the same ButtonBase, Button, Typography, Link, Paper,
 * Alert... twice (about 34 KB gzip of the catalogue's 40 KB of MUI were also in the shell). One
 * module keeps one request and lets webpack tree-shake MUI inside it, which sharing each
 * `@mui/material/X` path as its own key did not (docs/architecture.md, "MUI components").
 * Components used only after the first view (dialogs, forms, steppers...) stay bundled per app,
 * so nobody downloads them with the home page.
 *
 * Each name is re-exported from its own deep path so Jest and TypeScript load only these
 * components, and webpack keeps exactly this list.
 *
 * Adding a name: export it here and deploy the shell first. The builds share with
 * `shareStrategy: 'loaded-first'`, so a remote takes the copy the shell already loaded, even an
 * older one; a remote that needs the new name before the shell has it would get `undefined`.
 * `tooling/test/shared-subsets.test.mjs` fails when an app imports a name missing here.
 */
export { default as Alert } from '@mui/material/Alert';
export { default as AlertTitle } from '@mui/material/AlertTitle';
export { default as AppBar } from '@mui/material/AppBar';
export { default as Badge } from '@mui/material/Badge';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as Card } from '@mui/material/Card';
export { default as CardActionArea } from '@mui/material/CardActionArea';
export { default as CardActions } from '@mui/material/CardActions';
export { default as CardContent } from '@mui/material/CardContent';
export { default as Chip } from '@mui/material/Chip';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as Container } from '@mui/material/Container';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Divider } from '@mui/material/Divider';
export { default as Fab } from '@mui/material/Fab';
export { default as Grid } from '@mui/material/Grid';
export { default as IconButton } from '@mui/material/IconButton';
export { default as InputBase } from '@mui/material/InputBase';
export { default as Link } from '@mui/material/Link';
export { default as Paper } from '@mui/material/Paper';
export { default as Skeleton } from '@mui/material/Skeleton';
export { default as Stack } from '@mui/material/Stack';
export { default as Toolbar } from '@mui/material/Toolbar';
export { default as Typography } from '@mui/material/Typography';
