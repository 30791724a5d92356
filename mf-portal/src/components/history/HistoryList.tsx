import type { ReactNode } from 'react';
import { Box, Typography } from '@store/app-kit/shared-mui-components';
import { ErrorState, failureMessage } from '@store/remote-kit';
import { DateRangeForm } from './DateRangeForm';
import { LoadingLine } from './LoadingLine';
import { sameRange, type DateRange } from './date-range';

/** What a history page's RTK Query hook gives for the range on screen. */
export interface HistoryQueryResult<T> {
  /** The list of this range only (RTK Query's `currentData`), never the previous range's. */
  items: readonly T[] | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => void;
}

interface HistoryListProps<T> {
  /** The range on screen and how to move to another (`useDateRangeSearch`). */
  range: DateRange;
  onRangeChange: (next: DateRange) => void;
  result: HistoryQueryResult<T>;
  text: {
    rangeLabel: string;
    loading: string;
    empty: string;
    count: (count: number) => string;
  };
  itemKey: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

/**
 * The body of Contratos and Compras: the date range (kept in the URL), then the loading line,
 * the server's error with 'Reintentar', or how many there are and the list of cards.
 */
export function HistoryList<T>({
  range,
  onRangeChange,
  result,
  text,
  itemKey,
  renderItem,
}: HistoryListProps<T>) {
  const { items, error, isFetching, refetch } = result;
  const onSearch = (next: DateRange) => {
    // The same range again reads it again (something may have been added meanwhile).
    if (sameRange(next, range)) refetch();
    else onRangeChange(next);
  };

  return (
    <>
      <DateRangeForm range={range} label={text.rangeLabel} busy={isFetching} onSearch={onSearch} />
      {isFetching && !items && <LoadingLine text={text.loading} />}
      {error !== undefined && !isFetching && <ErrorState message={failureMessage(error)} onRetry={refetch} />}
      {items && error === undefined && (
        <>
          <Typography role="status" sx={{ mb: 2 }}>
            {items.length === 0 ? text.empty : text.count(items.length)}
          </Typography>
          {items.length > 0 && (
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {items.map((item) => (
                <li key={itemKey(item)}>{renderItem(item)}</li>
              ))}
            </Box>
          )}
        </>
      )}
    </>
  );
}
