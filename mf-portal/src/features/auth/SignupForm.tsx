import { Form } from 'react-final-form';
import { Alert, Box, Link } from '@store/app-kit/shared-mui-components';
import { IDENTITY_MASK_PLACEHOLDER } from '@store/contracts';
import { SubmitButton, TextFieldInput } from '@store/remote-kit';
import { useAppSelector } from '../../app/hooks';
import { useLoginMutation, useSignupMutation } from './auth-api';
import type { SignupValues } from './auth-api';
import { AUTH_TEXT } from './auth-text';
import { CheckboxInput } from './form-fields';
import { selectSignup } from './signup-slice';
import { formatIdentity, validateSignup } from './validation';

const INITIAL_VALUES: Partial<SignupValues> = { accepted_result: false };

export function SignupForm() {
  const { signupRequesting, signupSuccessful, signupMessages, signupErrors } = useAppSelector(selectSignup);
  // The outcome is read from the signup slice, which keeps it while the shopper switches tabs.
  const [signup] = useSignupMutation();
  const [login] = useLoginMutation();

  if (signupSuccessful) {
    return (
      <>
        {signupMessages.map((message) => (
          <Alert key={message} severity="success">
            {message}
          </Alert>
        ))}
      </>
    );
  }

  return (
    <Form<SignupValues>
      initialValues={INITIAL_VALUES}
      validate={validateSignup}
      onSubmit={async (values) => {
        // docs/business-rules.md#accounts: the server's error text is shown under the form.
        const username = values.username.trim();
        const created = await signup({ ...values, username });
        // The new customer is logged in at once (issue 13). The API answers a signup with an
        // e-mail that already has an account exactly like a new one (no enumeration), so this
        // login can fail: then the success message stays and nothing else is said.
        if (!('error' in created)) void login({ username, password: values.password, afterSignup: true });
      }}
      render={({ handleSubmit, hasValidationErrors }) => (
        <Box
          component="form"
          noValidate
          aria-label={AUTH_TEXT.signupTab}
          onSubmit={(event) => void handleSubmit(event)}
        >
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextFieldInput name="firstname" label={AUTH_TEXT.firstname} autoComplete="given-name" />
            <TextFieldInput name="lastname" label={AUTH_TEXT.lastname} autoComplete="family-name" />
          </Box>
          <TextFieldInput
            name="username"
            label={AUTH_TEXT.email}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
          <TextFieldInput
            name="password"
            label={AUTH_TEXT.password}
            type="password"
            autoComplete="new-password"
          />
          <TextFieldInput
            name="passwordRepeat"
            label={AUTH_TEXT.passwordRepeat}
            type="password"
            autoComplete="new-password"
          />
          <TextFieldInput
            name="custom_field"
            label={AUTH_TEXT.identity}
            placeholder={IDENTITY_MASK_PLACEHOLDER}
            inputMode="numeric"
            maxLength={15}
            parse={formatIdentity}
          />
          <CheckboxInput
            name="accepted_result"
            label={
              <>
                {AUTH_TEXT.acceptPrivacy}{' '}
                <Link href="/politica-de-privacidad" target="_blank" rel="noopener">
                  {AUTH_TEXT.privacyPolicy}
                </Link>
              </>
            }
          />
          <SubmitButton
            busy={signupRequesting}
            disabled={hasValidationErrors}
            label={AUTH_TEXT.createAccount}
            busyLabel={AUTH_TEXT.signingUp}
          />
          {signupErrors.map((message) => (
            <Alert key={message} severity="error" sx={{ mt: 2 }}>
              {message}
            </Alert>
          ))}
        </Box>
      )}
    />
  );
}
