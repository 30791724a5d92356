import { Link as RouterLink } from 'react-router-dom';
import { Box, Link, Typography } from '@store/app-kit/shared-mui-components';
import type { MenuEntry } from '@store/contracts';

interface Props {
  groups: MenuEntry[];
  onNavigate: () => void;
}

/**
 * The mega-menu's columns: a group with children shows its name, its sub-categories and a
 * 'Ver Todos' link to the group itself; categories without children are listed together.
 */
export function MegaMenuGroups({ groups, onNavigate }: Props) {
  const withChildren = groups.filter((group) => (group.children?.length ?? 0) > 0);
  const single = groups.filter((group) => (group.children?.length ?? 0) === 0);
  const linkSx = { display: 'inline-block', py: 0.5 } as const;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {single.length > 0 && (
        <nav aria-label="Categorías principales">
          <Typography component="h2" variant="subtitle2" sx={{ mb: 1, color: 'text.secondary' }}>
            Categorías
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {single.map((group) => (
              <li key={group.url}>
                <Link component={RouterLink} to={group.url} onClick={onNavigate} sx={linkSx}>
                  {group.name}
                </Link>
              </li>
            ))}
          </Box>
        </nav>
      )}
      {withChildren.map((group) => (
        <nav key={group.url} aria-label={group.name}>
          <Typography component="h2" variant="subtitle2" sx={{ mb: 1 }}>
            <Link component={RouterLink} to={group.url} onClick={onNavigate} color="inherit">
              {group.name}
            </Link>
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {group.children?.map((child) => (
              <li key={child.url}>
                <Link component={RouterLink} to={child.url} onClick={onNavigate} sx={linkSx}>
                  {child.name}
                </Link>
              </li>
            ))}
            <li>
              <Link
                component={RouterLink}
                to={group.url}
                onClick={onNavigate}
                aria-label={`Ver Todos: ${group.name}`}
                sx={{ ...linkSx, fontWeight: 600 }}
              >
                Ver Todos
              </Link>
            </li>
          </Box>
        </nav>
      ))}
    </Box>
  );
}
