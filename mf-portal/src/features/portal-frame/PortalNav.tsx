import { NavLink } from 'react-router-dom';
import { Box, Button } from '@store/app-kit/shared-mui-components';
import { PORTAL_FRAME_TEXT, PORTAL_NAV_ITEMS } from './portal-frame-text';
import { useLogout } from './use-logout';

/**
 * The portal's sections and 'Cerrar sesión'. One list for every width: a wrapped row of
 * buttons on phones (nothing hidden behind a menu, every item one tap away), a column beside
 * the page from 900 px. NavLink marks the current section with aria-current="page".
 */
export function PortalNav() {
  const { logOut, loggingOut } = useLogout();
  return (
    <Box component="nav" aria-label={PORTAL_FRAME_TEXT.navLabel}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {PORTAL_NAV_ITEMS.map((item) => (
          <li key={item.to}>
            <Button
              component={NavLink}
              to={item.to}
              end
              variant="text"
              sx={{
                justifyContent: 'flex-start',
                width: { md: '100%' },
                color: 'text.primary',
                '&.active': { bgcolor: 'action.selected', fontWeight: 700 },
              }}
            >
              {item.label}
            </Button>
          </li>
        ))}
        <li>
          <Button
            type="button"
            onClick={logOut}
            loading={loggingOut}
            variant="outlined"
            color="inherit"
            sx={{ justifyContent: 'flex-start', width: { md: '100%' } }}
          >
            {PORTAL_FRAME_TEXT.logout}
          </Button>
        </li>
      </Box>
    </Box>
  );
}
