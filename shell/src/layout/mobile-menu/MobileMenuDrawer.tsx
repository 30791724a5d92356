import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, IconButton, Stack, Typography } from '@store/app-kit/shared-mui-components';
import Drawer from '@mui/material/Drawer';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import CloseIcon from '@mui/icons-material/Close';
import type { MenusState } from '../mega-menu/use-menus';
import { MegaMenuContent } from '../mega-menu/MegaMenuStatus';
import { AccountActions } from '../header/AccountActions';

type MobileTab = 'menu' | 'categories';

export interface MobileMenuDrawerProps {
  menus: MenusState & { retry: () => void };
  open: boolean;
  onClose: () => void;
}

/**
 * The phone menu's drawer, with the tabs 'Menu' and 'Categorías'. MUI's Drawer is a modal:
 * focus moves in, stays inside, and returns to the menu button when it closes. Loaded when
 * the shopper first reaches for the menu button (MobileMenu.tsx).
 */
export function MobileMenuDrawer({ menus, open, onClose: close }: MobileMenuDrawerProps) {
  const [tab, setTab] = useState<MobileTab>('menu');
  const baseId = useId();
  const tabId = (value: MobileTab) => `${baseId}-tab-${value}`;
  const panelId = (value: MobileTab) => `${baseId}-panel-${value}`;

  return (
    <Drawer
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': 'Menú',
          sx: { width: 'min(340px, 88vw)' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1, fontSize: '1.05rem' }}>
          Menú
        </Typography>
        <IconButton aria-label="Cerrar menú" onClick={close}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, value: MobileTab) => setTab(value)}
        variant="fullWidth"
        aria-label="Secciones del menú"
      >
        <Tab value="menu" label="Menu" id={tabId('menu')} aria-controls={panelId('menu')} />
        <Tab
          value="categories"
          label="Categorías"
          id={tabId('categories')}
          aria-controls={panelId('categories')}
        />
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ p: 2, overflowY: 'auto' }}>
        {tab === 'menu' ? (
          <Stack component="nav" aria-label="Navegación principal" spacing={0.5}>
            {menus.main.map((item) => (
              <Button
                key={item.url}
                component={RouterLink}
                to={item.url}
                onClick={close}
                color="inherit"
                sx={{ justifyContent: 'flex-start', py: 1.25 }}
              >
                {item.name}
              </Button>
            ))}
            <AccountActions stacked onAction={close} />
          </Stack>
        ) : (
          <MegaMenuContent menus={menus} onNavigate={close} />
        )}
      </Box>
    </Drawer>
  );
}
