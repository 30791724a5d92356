import { Box, Container, Grid, IconButton, Link, Typography } from '@store/app-kit/shared-mui-components';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { resolveChatSettings } from '../features/chat/chat-settings';
import { buildMessagingSendLink } from '../features/chat/messaging-link';
import { CardBrandLogos } from './footer/CardBrandLogos';
import { CONTENT_PAGE_LINKS, CUSTOMER_CARE_LINKS, STORE_LINKS } from './footer/footer-links';
import { FooterLinkList } from './footer/FooterLinkList';
import { SOCIAL_LINKS } from './footer/social-links';

// Text #e8ecf5 on #0f1b33 is about 15:1 and the focus ring #ffd166 about 12:1, both well
// above WCAG AA; links inherit the text colour so they keep that contrast.
const FOOTER_BG = '#0f1b33';
const FOOTER_TEXT = '#e8ecf5';
const FOCUS_RING = '#ffd166';

const headingSx = { fontSize: '1.1rem', mb: 1 } as const;

export function Footer() {
  // The same number the chat bubble sends to; no link when the deployment configured none.
  const chatPhone = resolveChatSettings().phone;
  const hasChatPhone = /\d/.test(chatPhone);

  return (
    <Box
      component="footer"
      sx={{
        bgcolor: FOOTER_BG,
        color: FOOTER_TEXT,
        mt: 6,
        py: 5,
        '& a:focus-visible': { outline: `2px solid ${FOCUS_RING}`, outlineOffset: '2px' },
      }}
    >
      <Container maxWidth="xl">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <Typography variant="h2" sx={headingSx}>
              Atención al cliente
            </Typography>
            <Typography>
              Línea nacional:{' '}
              <Link href="tel:+50422801010" color="inherit">
                2280-1010
              </Link>
            </Typography>
            <Typography>Lunes a sábado, 8:00 a. m. a 6:00 p. m.</Typography>
            {hasChatPhone && (
              <Typography sx={{ mt: 1 }}>
                <Link
                  href={buildMessagingSendLink(chatPhone)}
                  target="_blank"
                  rel="noopener noreferrer"
                  color="inherit"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
                >
                  <WhatsAppIcon fontSize="small" />
                  Escríbenos por WhatsApp
                </Link>
              </Typography>
            )}
            <FooterLinkList links={CUSTOMER_CARE_LINKS} spaced />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <Typography variant="h2" sx={headingSx}>
              Información
            </Typography>
            <FooterLinkList links={CONTENT_PAGE_LINKS} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <Typography variant="h2" sx={headingSx}>
              Tienda
            </Typography>
            <Typography>Precios en lempiras (HNL), ISV incluido.</Typography>
            <Typography>Envíos a los 18 departamentos de Honduras.</Typography>
            <FooterLinkList links={STORE_LINKS} spaced />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
            <Typography variant="h2" sx={headingSx}>
              Síguenos
            </Typography>
            <Box component="ul" sx={{ display: 'flex', gap: 0.5, listStyle: 'none', p: 0, m: 0, ml: -1 }}>
              {SOCIAL_LINKS.map(({ network, href, Icon }) => (
                <li key={network}>
                  <IconButton
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`TecnoHN en ${network}`}
                    sx={{ color: 'inherit' }}
                  >
                    <Icon />
                  </IconButton>
                </li>
              ))}
            </Box>
            <Typography variant="h2" sx={{ ...headingSx, mt: 2 }}>
              Aceptamos
            </Typography>
            <CardBrandLogos />
          </Grid>
        </Grid>
        <Typography variant="body2" sx={{ mt: 4, opacity: 0.8 }}>
          © {new Date().getFullYear()} TecnoHN. Todos los derechos reservados.
        </Typography>
      </Container>
    </Box>
  );
}
