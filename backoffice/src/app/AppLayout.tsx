import { useState } from 'react';
import {
  AppBar,
  Box,
  Button,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import { canAccess } from './access';
import { adminApi } from './admin-api';
import { useLogoutMutation } from '../features/auth/auth-api';
import { useAppDispatch, useStaff } from './hooks';
import { PAGES } from './pages';
import { loggedOut } from './session-slice';

const DRAWER_WIDTH = 232;

/** The frame of every page after login: the bar (who is logged in, logout) and the role-based menu. */
export function AppLayout() {
  const staff = useStaff();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  const items = PAGES.filter((page) => page.nav && canAccess(staff, page.roles));

  const signOut = async () => {
    // The token is revoked first; the session is forgotten here whatever the API answered.
    const result = await logout(undefined);
    dispatch(loggedOut());
    dispatch(adminApi.util.resetApiState());
    enqueueSnackbar('error' in result ? 'Sesión cerrada en este navegador' : 'Sesión cerrada', {
      variant: 'info',
    });
    void navigate('/login', { replace: true });
  };

  const navigation = (
    <nav aria-label="Secciones del back office">
      <List>
        <ListItem disablePadding>
          <ListItemButton component={NavLink} to="/" end onClick={() => setMenuOpen(false)}>
            <ListItemText primary="Inicio" />
          </ListItemButton>
        </ListItem>
        {items.map((page) => (
          <ListItem key={page.path} disablePadding>
            <ListItemButton component={NavLink} to={page.path} onClick={() => setMenuOpen(false)}>
              <ListItemText primary={page.nav?.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <a className="skip-link" href="#contenido">
        Saltar al contenido
      </a>
      <AppBar position="fixed" sx={{ zIndex: theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Abrir el menú"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="p" variant="h6" sx={{ flexGrow: 1 }} noWrap>
            Back office
          </Typography>
          {staff && (
            <Typography component="p" variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
              {staff.name}
            </Typography>
          )}
          <Button color="inherit" variant="outlined" onClick={() => void signOut()} disabled={loggingOut}>
            Cerrar sesión
          </Button>
        </Toolbar>
      </AppBar>
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          <Toolbar />
          {navigation}
        </Drawer>
      ) : (
        <Drawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {navigation}
        </Drawer>
      )}
      <Box
        component="main"
        id="contenido"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}
      >
        <Toolbar />
        <Outlet />
      </Box>
    </Box>
  );
}
