import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { Alert, Box } from '@store/app-kit/shared-mui-components';
import {
  CONTACT_FIELDS,
  IDENTITY_MASK_PLACEHOLDER,
  fieldErrors,
  validateContactForm,
  type ContactDetails,
  type CustomerProfile,
} from '@store/contracts';
import { SubmitButton, TextFieldInput } from '@store/remote-kit';
import { formatIdentity } from '../auth';
import { useSaveProfileMutation } from './profile-api';
import { PROFILE_TEXT } from './profile-text';
import { submitErrorsOf } from '@store/remote-kit';

/** The six fields of the contact form, as the profile holds them. */
function contactOf(profile: CustomerProfile): ContactDetails {
  const { custom_field, firstname, lastname, email, telephone, fax } = profile;
  return { custom_field, firstname, lastname, email, telephone, fax };
}

/** "Contact / customer" of docs/business-rules.md#form-rules: the rule save-customer applies. */
const validate = (values: ContactDetails) => fieldErrors(validateContactForm(values));

/** Two fields share a line from the `sm` breakpoint up and stack below it. */
const pairSx = {
  display: 'grid',
  columnGap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/**
 * The customer's contact data (every field required). Saved, it shows what the server kept
 * (trimmed, the e-mail in lower case); refused, the server's messages show at their fields, or
 * above the form when they name none of them.
 */
export function ContactDetailsForm({
  customerId,
  profile,
  labelledBy,
}: {
  customerId: number;
  profile: CustomerProfile;
  /** Id of the heading that names the form. */
  labelledBy: string;
}) {
  const [saveProfile, { isLoading }] = useSaveProfileMutation();
  // Stable while the cached profile is: a new object would start the form over.
  const initialValues = useMemo(() => contactOf(profile), [profile]);

  return (
    <Form<ContactDetails>
      initialValues={initialValues}
      validate={validate}
      onSubmit={async (values, form) => {
        const result = await saveProfile({ customerId, body: values });
        if (result.error !== undefined) return submitErrorsOf(result.error, CONTACT_FIELDS);
        form.restart(contactOf(result.data));
        return undefined;
      }}
      render={({ handleSubmit, submitError }) => (
        <Box
          component="form"
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={(event) => void handleSubmit(event)}
        >
          {typeof submitError === 'string' && (
            <Alert severity="error" sx={{ my: 1 }}>
              {submitError}
            </Alert>
          )}
          <TextFieldInput
            name="custom_field"
            label={PROFILE_TEXT.identity}
            placeholder={IDENTITY_MASK_PLACEHOLDER}
            inputMode="numeric"
            parse={formatIdentity}
            required
          />
          <Box sx={pairSx}>
            <TextFieldInput
              name="firstname"
              label={PROFILE_TEXT.firstname}
              autoComplete="given-name"
              required
            />
            <TextFieldInput
              name="lastname"
              label={PROFILE_TEXT.lastname}
              autoComplete="family-name"
              required
            />
          </Box>
          <TextFieldInput
            name="email"
            label={PROFILE_TEXT.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
          />
          <Box sx={pairSx}>
            <TextFieldInput
              name="telephone"
              label={PROFILE_TEXT.telephone}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
            />
            <TextFieldInput name="fax" label={PROFILE_TEXT.fax} type="tel" inputMode="tel" required />
          </Box>
          <SubmitButton busy={isLoading} label={PROFILE_TEXT.save} busyLabel={PROFILE_TEXT.saving} />
        </Box>
      )}
    />
  );
}
