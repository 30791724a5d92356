import type { ComponentType } from 'react';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  Grid,
  Stack,
  Typography,
} from '@store/app-kit/shared-mui-components';
import LaptopIcon from '@mui/icons-material/Laptop';
import DesktopWindowsIcon from '@mui/icons-material/DesktopWindows';
import TabletIcon from '@mui/icons-material/TabletMac';
import MouseIcon from '@mui/icons-material/Mouse';
import RouterIcon from '@mui/icons-material/Router';
import TvIcon from '@mui/icons-material/Tv';
import PrintIcon from '@mui/icons-material/Print';
import SolarPowerIcon from '@mui/icons-material/SolarPower';
import StorageIcon from '@mui/icons-material/Storage';
import SecurityIcon from '@mui/icons-material/Security';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, failureMessage } from '@store/remote-kit';
import { FEATURED_COUNT, FEATURED_PRODUCTS_QUERY } from '../../../lib/listing-requests';
import { PageHead, useDocumentTitle } from '@store/remote-kit';
import { useSearchProductsQuery } from '../products-api';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { HOME_DESCRIPTION } from './structured-data';

export const CATEGORY_SHORTCUTS: readonly {
  slug: string;
  name: string;
  Icon: ComponentType<{ fontSize?: 'large' }>;
}[] = [
  { slug: 'laptops', name: 'Laptops', Icon: LaptopIcon },
  { slug: 'desktop', name: 'Desktops', Icon: DesktopWindowsIcon },
  { slug: 'tablets', name: 'Tablets', Icon: TabletIcon },
  { slug: 'accesorios-de-computo', name: 'Accesorios de cómputo', Icon: MouseIcon },
  { slug: 'networking', name: 'Networking', Icon: RouterIcon },
  { slug: 'senalizacion-digital', name: 'Señalización digital', Icon: TvIcon },
  { slug: 'impresoras-y-tintas', name: 'Impresoras y tintas', Icon: PrintIcon },
  { slug: 'solar', name: 'Energía solar', Icon: SolarPowerIcon },
  { slug: 'servidores', name: 'Servidores', Icon: StorageIcon },
  { slug: 'licencias-de-office-y-antivirus', name: 'Licencias de Office y antivirus', Icon: SecurityIcon },
];

function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        borderRadius: 2,
        px: { xs: 3, md: 6 },
        py: { xs: 4, md: 7 },
        color: 'primary.contrastText',
        background: 'linear-gradient(120deg, #0b3d91 0%, #1d5fbf 60%, #e4572e 140%)',
      }}
    >
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' } }}>
          Tecnología para tu casa y tu negocio
        </Typography>
        <Typography sx={{ fontSize: { xs: '1rem', md: '1.15rem' } }}>{HOME_DESCRIPTION}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button
            component={RouterLink}
            to="/category/laptops"
            variant="contained"
            color="secondary"
            size="large"
          >
            Ver laptops
          </Button>
          <Button
            component={RouterLink}
            to="/category/networking"
            variant="outlined"
            size="large"
            sx={{ color: 'inherit', borderColor: 'currentColor' }}
          >
            Equipa tu red
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

function CategoryShortcuts() {
  return (
    <Box component="section" aria-labelledby="categories-title">
      <Typography id="categories-title" variant="h2" sx={{ mb: 2 }}>
        Categorías
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CATEGORY_SHORTCUTS.map(({ slug, name, Icon }) => (
          <Grid key={slug} component="li" size={{ xs: 6, sm: 4, md: 3, lg: 12 / 5 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={`/category/${slug}`} sx={{ height: '100%', p: 2 }}>
                <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', color: 'primary.main' }}>
                  <Icon fontSize="large" />
                  <Typography component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                    {name}
                  </Typography>
                </Stack>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

function FeaturedProducts() {
  const { currentData, isError, error, refetch } = useSearchProductsQuery(FEATURED_PRODUCTS_QUERY);
  return (
    <Box component="section" aria-labelledby="featured-title">
      <Typography id="featured-title" variant="h2" sx={{ mb: 2 }}>
        Productos destacados
      </Typography>
      {isError ? (
        <ErrorState message={failureMessage(error)} onRetry={() => void refetch()} />
      ) : currentData ? (
        <ProductGrid products={currentData.items} headingLevel="h3" />
      ) : (
        <ProductGridSkeleton count={FEATURED_COUNT} />
      )}
    </Box>
  );
}

export function HomePage() {
  useDocumentTitle('Inicio');
  return (
    <Stack spacing={5} sx={{ py: 3 }}>
      <PageHead
        title="Tecnología para tu casa y tu negocio"
        description={HOME_DESCRIPTION}
        canonicalPath="/"
      />
      <Hero />
      <CategoryShortcuts />
      <FeaturedProducts />
    </Stack>
  );
}
