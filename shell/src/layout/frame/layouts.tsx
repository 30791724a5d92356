import { lazy, Suspense, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Box, Container, Link, Toolbar } from '@store/app-kit/shared-mui-components';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { ChatBubble } from '../../features/chat/ChatBubble';
import { Footer } from '../Footer';
import { Header } from '../header/Header';
import { StoreLogoLink } from '../StoreLogo';
import { PageContent } from './PageContent';
import { ScrollToTopButton } from './ScrollToTopButton';
import { SkipLink } from './SkipLink';

// Only checkout pages show the stepper (MUI's Stepper, StepLabel, roving focus: about 5 KB
// gzip), so its code is not on the other pages' first view.
const CheckoutStepper = lazy(() =>
  import(/* webpackChunkName: "checkout-stepper" */ '../checkout/CheckoutStepper').then((module) => ({
    default: module.CheckoutStepper,
  })),
);

/** The stepper's room while its code loads, so the header does not jump when it arrives. */
function StepperSpace() {
  return <Box aria-hidden="true" sx={{ flex: 1, maxWidth: 720, minHeight: { xs: 44, sm: 24 } }} />;
}

interface LayoutProps {
  children: ReactNode;
}

function Page({ children }: LayoutProps) {
  return (
    <Box
      id="inicio"
      tabIndex={-1}
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', outline: 'none' }}
    >
      {children}
    </Box>
  );
}

/** Header, content, footer, the chat bubble and the scroll-to-top button. */
export function MainLayout({ children, fluid }: LayoutProps & { fluid: boolean }) {
  return (
    <Page>
      <SkipLink />
      <Header />
      <PageContent fluid={fluid}>{children}</PageContent>
      <Footer />
      <ScrollToTopButton />
      <ChatBubble />
    </Page>
  );
}

/** Paths containing `checkout`: logo, the four-step stepper, a way back to the cart. */
export function CheckoutLayout({ children }: LayoutProps) {
  return (
    <Page>
      <SkipLink />
      <AppBar component="header" position="static" color="inherit" elevation={1}>
        <Container maxWidth="xl">
          <Toolbar
            disableGutters
            sx={{ gap: { xs: 1, sm: 3 }, py: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          >
            <StoreLogoLink />
            <Suspense fallback={<StepperSpace />}>
              <CheckoutStepper />
            </Suspense>
            <Link
              component={RouterLink}
              to="/cart"
              color="inherit"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.5,
                ml: 'auto',
                whiteSpace: 'nowrap',
              }}
            >
              <LockOutlinedIcon fontSize="small" aria-hidden="true" />
              Volver al carrito
            </Link>
          </Toolbar>
        </Container>
      </AppBar>
      <PageContent>{children}</PageContent>
      <Footer />
    </Page>
  );
}

/** Only the logo linking to `/` above the page. */
export function SimpleLayout({ children }: LayoutProps) {
  return (
    <Page>
      <SkipLink />
      <Box component="header" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
        <StoreLogoLink />
      </Box>
      <PageContent>{children}</PageContent>
    </Page>
  );
}

/** Nothing but the page. */
export function BlankLayout({ children }: LayoutProps) {
  return (
    <Box component="main" id="contenido" sx={{ minHeight: '100vh' }}>
      {children}
    </Box>
  );
}
