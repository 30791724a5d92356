import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonCheckedIcon from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Typography } from '@store/app-kit/shared-mui-components';
import { formatDateTime, visuallyHidden } from '@store/remote-kit';
import { TRACKING_TEXT } from './tracking-text';
import type { TimelineState, TimelineStep } from './tracking-timeline';

const STATE_TEXT: Record<TimelineState, string> = {
  done: TRACKING_TEXT.stepDone,
  current: TRACKING_TEXT.stepCurrent,
  upcoming: TRACKING_TEXT.stepUpcoming,
};

function StepIcon({ state }: { state: TimelineState }) {
  if (state === 'done') return <CheckCircleIcon color="success" aria-hidden />;
  if (state === 'current') return <RadioButtonCheckedIcon color="primary" aria-hidden />;
  return <RadioButtonUncheckedIcon color="disabled" aria-hidden />;
}

/**
 * The order's way as a vertical timeline: what happened (date and the API's note), where it is
 * now (`aria-current="step"`), and what is still ahead. The state is said in words to screen
 * readers; the icons are decoration.
 */
export function TrackingTimeline({
  steps,
  labelledBy,
}: {
  steps: readonly TimelineStep[];
  labelledBy: string;
}) {
  return (
    <Box component="ol" aria-labelledby={labelledBy} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.key}
          aria-current={step.state === 'current' ? 'step' : undefined}
          sx={{ display: 'flex', gap: 1.5 }}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
            <StepIcon state={step.state} />
            {index < steps.length - 1 && (
              <Box aria-hidden sx={{ flex: 1, width: 2, minHeight: 12, bgcolor: 'divider', my: 0.5 }} />
            )}
          </Box>
          <Box sx={{ pb: 2, minWidth: 0 }}>
            <Typography
              sx={{
                fontWeight: step.state === 'current' ? 700 : 600,
                color: step.state === 'upcoming' ? 'text.secondary' : 'text.primary',
              }}
            >
              {step.label}
              <Box component="span" sx={visuallyHidden}>
                {` (${STATE_TEXT[step.state]})`}
              </Box>
            </Typography>
            {step.date !== null && (
              <Typography variant="body2" color="text.secondary">
                <time dateTime={step.date}>{formatDateTime(step.date)}</time>
              </Typography>
            )}
            {step.note !== '' && <Typography variant="body2">{step.note}</Typography>}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
