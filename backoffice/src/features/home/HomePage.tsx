import { Card, CardActionArea, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { STAFF_ROLE_LABELS } from '@store/contracts';
import { canAccess } from '../../app/access';
import { useStaff } from '../../app/hooks';
import { PAGES } from '../../app/pages';
import { usePageTitle } from '../../shared/use-page-title';

/** Who is logged in, with which roles, and the screens those roles open. */
export function HomePage() {
  usePageTitle('Inicio');
  const staff = useStaff();
  if (!staff) return null;
  const pages = PAGES.filter((page) => page.nav && canAccess(staff, page.roles));
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1" gutterBottom>
          Hola, {staff.name}
        </Typography>
        <Typography component="h2" variant="h2" gutterBottom>
          Tus roles
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          component="ul"
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}
        >
          {staff.roles.map((role) => (
            <li key={role}>
              <Chip label={`${role}: ${STAFF_ROLE_LABELS[role]}`} />
            </li>
          ))}
        </Stack>
      </div>
      <section aria-labelledby="home-pantallas">
        <Typography id="home-pantallas" component="h2" variant="h2" gutterBottom>
          Lo que puedes hacer
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {pages.map((page) => (
            <Grid key={page.path} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={page.path} sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography component="h3" variant="h3">
                      {page.nav?.label}
                    </Typography>
                    <Typography color="text.secondary">{page.nav?.description}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      </section>
    </Stack>
  );
}
