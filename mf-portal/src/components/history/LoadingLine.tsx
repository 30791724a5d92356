import { Box, CircularProgress, Typography } from '@store/app-kit/shared-mui-components';

/** A call in flight, said in words (role status) rather than by a spinner alone. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}
