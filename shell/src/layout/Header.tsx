import { useNavigate, Link as RouterLink } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { useBusState, WIDE_SCREEN_MIN_PX } from '@store/shared-kernel';
import { StoreLogo } from './StoreLogo';
import { requestLoginDialog } from './header-actions';

export function Header() {
  const navigate = useNavigate();
  const cart = useBusState('cart-changed');
  const auth = useBusState('auth-changed');
  const wishlist = useBusState('wishlist-changed');
  const isWide = useMediaQuery(`(min-width:${String(WIDE_SCREEN_MIN_PX)}px)`);
  const loggedIn = Boolean(auth?.token);
  const cartCount = cart?.count ?? 0;
  const favCount = loggedIn ? (wishlist?.count ?? 0) : 0;

  const openProfile = () => {
    if (loggedIn) void navigate('/portal');
    else if (isWide) requestLoginDialog('login');
    else void navigate('/login');
  };
  const openFavourites = () => {
    if (loggedIn) void navigate('/portal/wishlist');
    else requestLoginDialog('login', 'wishlist');
  };

  return (
    <AppBar position="static" color="inherit" elevation={1} component="header">
      <Container maxWidth="xl">
        <Toolbar disableGutters sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            color="inherit"
            aria-label="TecnoHN, ir al inicio"
          >
            <StoreLogo />
          </Link>
          <Box
            component="form"
            role="search"
            action="/resultados-de-busqueda"
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              const q = new FormData(event.currentTarget).get('q');
              if (typeof q === 'string' && q.trim()) {
                void navigate(`/resultados-de-busqueda?q=${encodeURIComponent(q.trim())}`);
              }
            }}
            sx={{
              flex: '1 1 280px',
              display: 'flex',
              alignItems: 'center',
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              pl: 1.5,
              order: { xs: 3, md: 0 },
            }}
          >
            <InputBase
              name="q"
              required
              placeholder="Buscar productos..."
              inputProps={{ 'aria-label': 'Buscar productos', type: 'search' }}
              sx={{ flex: 1 }}
            />
            <IconButton type="submit" aria-label="Buscar">
              <SearchIcon />
            </IconButton>
          </Box>
          <Stack
            direction="row"
            spacing={0.5}
            component="nav"
            aria-label="Cuenta y pedido"
            sx={{ ml: 'auto' }}
          >
            <Button
              component={RouterLink}
              to="/estado-orden"
              color="inherit"
              startIcon={<LocalShippingOutlinedIcon />}
            >
              Mi Pedido
            </Button>
            <Button
              color="inherit"
              onClick={openFavourites}
              aria-label={`Favs, ${String(favCount)} productos`}
              startIcon={
                <Badge badgeContent={favCount} color="secondary" showZero>
                  <FavoriteBorderIcon />
                </Badge>
              }
            >
              Favs
            </Button>
            <Button color="inherit" onClick={openProfile} startIcon={<PersonOutlineIcon />}>
              Mi Perfil
            </Button>
            <Button
              component={RouterLink}
              to="/cart"
              color="inherit"
              aria-label={`Carrito, ${String(cartCount)} productos`}
              startIcon={
                <Badge badgeContent={cartCount} color="secondary" showZero data-testid="cart-badge">
                  <ShoppingCartOutlinedIcon />
                </Badge>
              }
            >
              Carrito
            </Button>
          </Stack>
        </Toolbar>
        <Stack direction="row" spacing={2} component="nav" aria-label="Navegación principal" sx={{ pb: 1 }}>
          <Link component={RouterLink} to="/technical-support" color="inherit">
            Servicio Técnico
          </Link>
          <Link component={RouterLink} to="/contact-us" color="inherit">
            Contáctanos
          </Link>
        </Stack>
      </Container>
    </AppBar>
  );
}
