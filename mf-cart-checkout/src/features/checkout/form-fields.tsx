import { Box } from '@store/app-kit/shared-mui-components';
import { TextFieldInput } from '@store/remote-kit';
import type { TextFieldInputProps } from '@store/remote-kit';

// The native select moved to remote-kit (the portal's address book uses it too).
export { SelectInput } from '@store/remote-kit';
export type { SelectOption } from '@store/remote-kit';

/**
 * Text fields row by row: the fields of a longer row share the line from the `sm` breakpoint up
 * and stack below it, so a pair such as Nombre / Apellido reads as one.
 */
export function FieldRows({ rows }: { rows: readonly (readonly TextFieldInputProps[])[] }) {
  return rows.map((row) => {
    const fields = row.map((field) => <TextFieldInput key={field.name} {...field} />);
    if (row.length === 1) return fields;
    return (
      <Box
        key={row.map((field) => field.name).join(' ')}
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${String(row.length)}, 1fr)` },
        }}
      >
        {fields}
      </Box>
    );
  });
}
