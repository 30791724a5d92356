import { Box } from '@store/app-kit/shared-mui-components';
import { TextFieldInput } from '@store/remote-kit';
import { SERVICE_FIELDS } from '@store/contracts';

/** Two fields share a line from the `sm` breakpoint up and stack below it. */
export const pairSx = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

const { email, telephone } = SERVICE_FIELDS.contact;

/**
 * Who is asking: name, e-mail and phone, under the contract's labels and rules (the contact
 * form's e-mail and phone, docs/business-rules.md#form-rules). `nameField` is the form's
 * name field ('contact_name' in the corporate form).
 */
export function CustomerFields({ nameField = 'name', nameLabel }: { nameField?: string; nameLabel: string }) {
  return (
    <>
      <TextFieldInput name={nameField} label={nameLabel} autoComplete="name" required />
      <Box sx={pairSx}>
        <TextFieldInput
          name="email"
          label={email.label}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
        />
        <TextFieldInput
          name="telephone"
          label={telephone.label}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="9999-9999"
          required
        />
      </Box>
    </>
  );
}
