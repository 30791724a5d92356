import { Link } from '@store/app-kit/shared-mui-components';

/** The first focusable element: lets keyboard users jump past the header. */
export function SkipLink() {
  return (
    <Link
      href="#contenido"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        bgcolor: 'background.paper',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Saltar al contenido
    </Link>
  );
}
