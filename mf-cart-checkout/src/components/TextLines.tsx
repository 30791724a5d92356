import { Typography } from '@store/app-kit/shared-mui-components';

/** Short lines of text, one paragraph each; empty lines are left out (an address's optional parts). */
export function TextLines({ lines }: { lines: readonly string[] }) {
  return (
    <>
      {lines
        .filter((line) => line.length > 0)
        .map((line) => (
          <Typography key={line} variant="body2">
            {line}
          </Typography>
        ))}
    </>
  );
}
