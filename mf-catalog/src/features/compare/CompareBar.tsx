import { Box, Button, IconButton, Paper, Stack, Typography } from '@store/app-kit/shared-mui-components';
import CloseIcon from '@mui/icons-material/Close';
import { Link as RouterLink } from 'react-router-dom';
import { apiUrl } from '@store/app-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { CompareItem } from './compare-item';
import { compareCleared, compareProductRemoved, selectComparedItems } from './compare-slice';
import { COMPARE_TEXT } from './compare-text';

/**
 * What is selected for comparison, at the bottom of the screen on every catalog page while the
 * list is not empty. Sticky, not fixed: it travels with the page's content and stops at its end,
 * so it never covers the store's footer or the end of the page.
 */
export function CompareBar() {
  const items = useAppSelector(selectComparedItems);
  return items.length > 0 ? <SelectedForComparison items={items} /> : null;
}

function SelectedForComparison({ items }: { items: CompareItem[] }) {
  const dispatch = useAppDispatch();
  return (
    <>
      <Paper
        component="section"
        aria-label={COMPARE_TEXT.barLabel}
        elevation={8}
        square
        sx={{
          position: 'sticky',
          bottom: 0,
          mt: 2,
          zIndex: (theme) => theme.zIndex.appBar,
          px: 2,
          py: 1,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, maxWidth: 1200, mx: 'auto' }}
        >
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1, flexGrow: 1, minWidth: 0 }}
          >
            {items.map((item) => (
              <Box
                component="li"
                key={item.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, flex: '0 1 220px' }}
              >
                <Box
                  component="img"
                  src={apiUrl(item.mainImage.size350)}
                  alt=""
                  width={40}
                  height={40}
                  sx={{ objectFit: 'contain', bgcolor: 'common.white', flexShrink: 0 }}
                />
                <Typography
                  variant="body2"
                  noWrap
                  title={item.name}
                  sx={{ display: { xs: 'none', md: 'block' }, minWidth: 0 }}
                >
                  {item.name}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={COMPARE_TEXT.removeOne(item.name)}
                  onClick={() => dispatch(compareProductRemoved(item.id))}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0, justifyContent: 'flex-end' }}>
            <Button variant="text" onClick={() => dispatch(compareCleared())}>
              {COMPARE_TEXT.clear}
            </Button>
            <Button variant="contained" component={RouterLink} to="/comparar">
              {COMPARE_TEXT.barOpen(items.length)}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
