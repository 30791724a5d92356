import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, Container, Link, Stack, Toolbar } from '@store/app-kit/shared-mui-components';
import { StoreLogoLink } from '../StoreLogo';
import { STICKY_HEADER_AFTER_PX } from '../frame/frame-rules';
import { useScrolledPast } from '../frame/use-scrolled-past';
import { MegaMenu } from '../mega-menu/MegaMenu';
import { useMenus } from '../mega-menu/use-menus';
import { MobileMenu } from '../mobile-menu/MobileMenu';
import { SearchBox } from '../search/SearchBox';
import { AccountActions } from './AccountActions';
import { HeaderCart } from './HeaderCart';
import { useIsWideScreen } from './use-account-actions';

/**
 * The main layout's header. From 992px: logo, search, 'Mi Pedido', 'Favs', 'Comparar' (while the
 * compare list has products), 'Mi Perfil', the cart dropdown, then 'Categorías' and the main
 * navigation. Below: the menu button, logo, cart and the mobile search box; the account actions
 * and 'Comparar' live in the menu there, so the phone header keeps one height whatever the
 * counts. It becomes sticky after 210px of scrolling.
 */
export function Header() {
  const isWide = useIsWideScreen();
  const sticky = useScrolledPast(STICKY_HEADER_AFTER_PX);
  const menus = useMenus();

  return (
    <AppBar
      component="header"
      position={sticky ? 'sticky' : 'static'}
      color="inherit"
      elevation={sticky ? 4 : 1}
      data-sticky={sticky ? 'true' : 'false'}
      sx={{ top: 0 }}
    >
      <Container maxWidth="xl">
        {isWide ? (
          <>
            <Toolbar disableGutters sx={{ gap: 2, py: 1 }}>
              <StoreLogoLink />
              <SearchBox variant="desktop" />
              <Stack direction="row" spacing={0.5} component="nav" aria-label="Cuenta y pedido">
                <AccountActions />
                <HeaderCart />
              </Stack>
            </Toolbar>
            <Stack direction="row" spacing={3} sx={{ pb: 1, alignItems: 'center' }}>
              <MegaMenu menus={menus} />
              <Stack direction="row" spacing={2} component="nav" aria-label="Navegación principal">
                {menus.main.map((item) => (
                  <Link key={item.url} component={RouterLink} to={item.url} color="inherit">
                    {item.name}
                  </Link>
                ))}
              </Stack>
            </Stack>
          </>
        ) : (
          <>
            <Toolbar disableGutters sx={{ gap: 1, minHeight: 56 }}>
              <MobileMenu menus={menus} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <StoreLogoLink />
              </Box>
              <HeaderCart />
            </Toolbar>
            <Box sx={{ pb: 1.5, display: 'flex' }}>
              <SearchBox variant="mobile" />
            </Box>
          </>
        )}
      </Container>
    </AppBar>
  );
}
