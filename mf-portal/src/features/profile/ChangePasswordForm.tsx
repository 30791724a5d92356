import { Form } from 'react-final-form';
import { Alert, Box, Typography } from '@store/app-kit/shared-mui-components';
import { fieldErrors, validateChangePasswordForm, type ChangePasswordFormInput } from '@store/contracts';
import { SubmitButton, TextFieldInput } from '@store/remote-kit';
import { useChangePasswordMutation } from './profile-api';
import { PROFILE_TEXT } from './profile-text';
import { submitErrorsOf } from '@store/remote-kit';

const PASSWORD_FIELDS = ['currentPassword', 'password', 'passwordRepeat'] as const;

/** The rule POST /users/change-password applies, with its words. */
const validate = (values: ChangePasswordFormInput) => fieldErrors(validateChangePasswordForm(values));

/**
 * 'Cambiar contraseña': the current password and the new one twice. Changed, the toast says so
 * and the form starts over empty; a wrong current password shows at its field.
 */
export function ChangePasswordForm({ email, labelledBy }: { email: string; labelledBy: string }) {
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  return (
    <Form<ChangePasswordFormInput>
      validate={validate}
      onSubmit={async (values, form) => {
        const result = await changePassword({
          currentPassword: values.currentPassword ?? '',
          password: values.password ?? '',
          passwordRepeat: values.passwordRepeat ?? '',
        });
        if (result.error !== undefined) return submitErrorsOf(result.error, PASSWORD_FIELDS);
        form.restart({});
        return undefined;
      }}
      render={({ handleSubmit, submitError }) => (
        <Box
          component="form"
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={(event) => void handleSubmit(event)}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {PROFILE_TEXT.passwordIntro}
          </Typography>
          {/* Tells password managers whose password this is; not shown, not focusable. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          {typeof submitError === 'string' && (
            <Alert severity="error" sx={{ my: 1 }}>
              {submitError}
            </Alert>
          )}
          <TextFieldInput
            name="currentPassword"
            label={PROFILE_TEXT.currentPassword}
            type="password"
            autoComplete="current-password"
            required
          />
          <TextFieldInput
            name="password"
            label={PROFILE_TEXT.newPassword}
            type="password"
            autoComplete="new-password"
            required
          />
          <TextFieldInput
            name="passwordRepeat"
            label={PROFILE_TEXT.newPasswordRepeat}
            type="password"
            autoComplete="new-password"
            required
          />
          <SubmitButton busy={isLoading} label={PROFILE_TEXT.savePassword} busyLabel={PROFILE_TEXT.saving} />
        </Box>
      )}
    />
  );
}
