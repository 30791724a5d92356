import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A call in flight, said in words (role status) rather than by a spinner alone. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}
