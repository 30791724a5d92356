import { Form } from 'react-final-form';
import { Alert, Box, Link, Typography } from '@store/app-kit/shared-mui-components';
import { SubmitButton, TextFieldInput } from '@store/remote-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRequestPasswordResetMutation } from './auth-api';
import { AUTH_TEXT } from './auth-text';
import { forgotPasswordCancelled } from './dialog-slice';
import { selectPasswordReset } from './password-reset-slice';
import { validateEmailOnly } from './validation';

export function ForgotPasswordForm() {
  const dispatch = useAppDispatch();
  const { requesting, success, message } = useAppSelector(selectPasswordReset);
  // The outcome is read from the password-reset slice, which outlives this sub-form's mounts.
  const [requestPasswordReset] = useRequestPasswordResetMutation();

  return (
    <Form<{ username: string }>
      onSubmit={async (values) => {
        await requestPasswordReset({ username: values.username.trim() });
      }}
      validate={validateEmailOnly}
      render={({ handleSubmit }) => (
        <Box
          component="form"
          noValidate
          aria-label={AUTH_TEXT.forgotPassword}
          onSubmit={(event) => void handleSubmit(event)}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {AUTH_TEXT.forgotPasswordIntro}
          </Typography>
          <TextFieldInput
            name="username"
            label={AUTH_TEXT.email}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
          <SubmitButton busy={requesting} label={AUTH_TEXT.sendLink} busyLabel={AUTH_TEXT.sendingLink} />
          {message !== null && (
            <Alert severity={success ? 'success' : 'error'} sx={{ mt: 2 }}>
              {message}
            </Alert>
          )}
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Link component="button" type="button" onClick={() => dispatch(forgotPasswordCancelled())}>
              {AUTH_TEXT.cancel}
            </Link>
          </Box>
        </Box>
      )}
    />
  );
}
