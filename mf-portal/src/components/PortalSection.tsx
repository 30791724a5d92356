import type { ReactNode } from 'react';
import { Box, Typography } from '@store/app-kit/shared-mui-components';
import { useDocumentTitle } from '@store/remote-kit';

interface PortalSectionProps {
  /** The page's name: its one h1 and the document title ('Mi Perfil', 'Direcciones'...). */
  title: string;
  /** Actions beside the title (a 'Nueva dirección' button...). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The same head and spacing for every page of the portal, inside the portal's navigation frame. */
export function PortalSection({ title, actions, children }: PortalSectionProps) {
  useDocumentTitle(title);
  return (
    <Box component="section" aria-labelledby="portal-section-title" sx={{ minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography id="portal-section-title" component="h1" variant="h4">
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
