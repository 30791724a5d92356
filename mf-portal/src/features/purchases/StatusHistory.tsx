import { Box, Chip, Typography } from '@store/app-kit/shared-mui-components';
import type { Purchase } from '@store/contracts';
import { formatDateTime } from '@store/remote-kit';
import { PURCHASES_TEXT } from './purchases-text';

/** The order's status now, then every change it went through, oldest first, with date and note. */
export function StatusHistory({ purchase }: { purchase: Pick<Purchase, 'statusLabel' | 'history'> }) {
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography component="span">{PURCHASES_TEXT.currentStatus}:</Typography>
        <Chip size="small" color="primary" label={purchase.statusLabel} />
      </Box>
      {purchase.history.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {PURCHASES_TEXT.noHistory}
        </Typography>
      ) : (
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            borderLeft: 2,
            borderColor: 'divider',
            '& > li': { pl: 2, pb: 1.5, position: 'relative' },
          }}
        >
          {purchase.history.map((entry, index) => (
            <li key={`${entry.date}-${String(index)}`}>
              <Typography sx={{ fontWeight: 600 }}>{entry.label}</Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
              </Typography>
              {entry.note && <Typography variant="body2">{entry.note}</Typography>}
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
