import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { Box, Typography } from '@store/app-kit/shared-mui-components';
import { formatCalendarDate, SubmitButton } from '@store/remote-kit';
import { DateFieldInput } from '@store/remote-kit';
import { DATE_RANGE_TEXT, validateDateRange, type DateRange, type DateRangeInput } from './date-range';

interface DateRangeFormProps {
  /** The range on screen; the form starts from it and follows it (Back, a reload). */
  range: DateRange;
  /** Names the form for assistive tech ('Buscar contratos por fecha'). */
  label: string;
  /** The list is being read for this range. */
  busy: boolean;
  onSearch: (range: DateRange) => void;
}

/**
 * 'Desde' and 'Hasta' of the portal's history pages, with 'Buscar'. The range is checked here
 * (both days, 'Desde' not after 'Hasta') before any call; under the fields the range in force is
 * written out in es-HN, whatever format the browser's date inputs use.
 */
export function DateRangeForm({ range, label, busy, onSearch }: DateRangeFormProps) {
  // A new object only when the range changes, so the form resets to it then and not on every render.
  const initialValues = useMemo<DateRangeInput>(
    () => ({ desde: range.desde, hasta: range.hasta }),
    [range.desde, range.hasta],
  );
  return (
    <Form<DateRangeInput>
      initialValues={initialValues}
      validate={validateDateRange}
      onSubmit={(values) => {
        onSearch({ desde: values.desde ?? '', hasta: values.hasta ?? '' });
      }}
      render={({ handleSubmit }) => (
        <Box
          component="form"
          noValidate
          aria-label={label}
          onSubmit={(event) => void handleSubmit(event)}
          sx={{ mb: 2 }}
        >
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr minmax(140px, auto)' },
              columnGap: 2,
              alignItems: 'start',
            }}
          >
            <DateFieldInput name="desde" label={DATE_RANGE_TEXT.from} required />
            <DateFieldInput name="hasta" label={DATE_RANGE_TEXT.to} required />
            <SubmitButton busy={busy} label={DATE_RANGE_TEXT.search} busyLabel={DATE_RANGE_TEXT.searching} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {DATE_RANGE_TEXT.shown(formatCalendarDate(range.desde), formatCalendarDate(range.hasta))}
          </Typography>
        </Box>
      )}
    />
  );
}
