import type { ReactNode } from 'react';
import { Container } from '@store/app-kit/shared-mui-components';

interface Props {
  fluid?: boolean;
  children: ReactNode;
}

/**
 * The `<main>` every layout uses; `fluid` drops the max width for full-width paths. At least a
 * screen tall: the remote's content arrives after the frame, and a shorter main would show the
 * footer first and then push it down (Lighthouse measured most of the pages' layout shift there).
 */
export function PageContent({ fluid = false, children }: Props) {
  return (
    <Container
      component="main"
      id="contenido"
      tabIndex={-1}
      maxWidth={fluid ? false : 'xl'}
      data-fluid={fluid ? 'true' : 'false'}
      sx={{ flex: 1, minHeight: '100vh', py: 3, outline: 'none' }}
    >
      {children}
    </Container>
  );
}
