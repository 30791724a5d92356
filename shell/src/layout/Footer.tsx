import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

const CONTENT_PAGES = [
  ['/pages/quienes-somos', 'Quiénes somos'],
  ['/pages/Responsabilidad-Social_ferema', 'Responsabilidad social'],
  ['/pages/politica-de-privacidad', 'Política de privacidad'],
  ['/pages/terminos-y-condiciones', 'Términos y condiciones'],
  ['/pages/devoluciones-y-cambios', 'Devoluciones y cambios'],
  ['/pages/politica-de-envios', 'Política de envíos'],
] as const;

export function Footer() {
  return (
    <Box component="footer" sx={{ bgcolor: '#0f1b33', color: '#e8ecf5', mt: 6, py: 5 }}>
      <Container maxWidth="xl">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              Atención al cliente
            </Typography>
            <Typography>
              Línea nacional:{' '}
              <Link href="tel:+50422801010" color="inherit">
                2280-1010
              </Link>
            </Typography>
            <Typography>Lunes a sábado, 8:00 a. m. a 6:00 p. m.</Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              Información
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {CONTENT_PAGES.map(([to, label]) => (
                <li key={to}>
                  <Link component={RouterLink} to={to} color="inherit">
                    {label}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
              Tienda
            </Typography>
            <Typography>Precios en lempiras (HNL), ISV incluido.</Typography>
            <Typography>Envíos a los 18 departamentos de Honduras.</Typography>
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.8 }}>
          © {new Date().getFullYear()} TecnoHN. Todos los derechos reservados.
        </Typography>
      </Container>
    </Box>
  );
}
