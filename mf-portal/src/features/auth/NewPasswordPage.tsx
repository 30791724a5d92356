import { useEffect, useId } from 'react';
import { Form } from 'react-final-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Link, Paper, Typography } from '@store/app-kit/shared-mui-components';
import { fieldErrors, validateNewPasswordForm } from '@store/contracts';
import type { NewPasswordFormInput } from '@store/contracts';
import { isApiFailure, SubmitButton, TextFieldInput, useDocumentTitle } from '@store/remote-kit';
import { useAppDispatch } from '../../app/hooks';
import { failureText, useSaveNewPasswordMutation } from './auth-api';
import { AUTH_TEXT } from './auth-text';
import { dialogOpened } from './dialog-slice';

/** Where the forgotten-password form is, for a new e-mail (the /login page has it at any width). */
const ASK_NEW_LINK_PATH = '/login';

function AskNewLink() {
  return (
    <Link component={RouterLink} to={ASK_NEW_LINK_PATH}>
      {AUTH_TEXT.askNewLink}
    </Link>
  );
}

/**
 * `/portal/nueva-contrasena?token=`: where the password-reset e-mail leads. The new password
 * follows the "New password" rule of the contracts (the server's, same words); the server's
 * refusal of the token (invalid, expired, used) is shown with its code and a way to ask for a
 * new e-mail. Saved: the login dialog opens, with the success above the form.
 */
export function NewPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [save, result] = useSaveNewPasswordMutation();
  useDocumentTitle(AUTH_TEXT.newPasswordTitle);

  useEffect(() => {
    if (result.isSuccess) dispatch(dialogOpened({ tab: 'login' }));
  }, [result.isSuccess, dispatch]);

  const failure = result.isError ? result.error : undefined;
  const code = isApiFailure(failure) ? failure.code : undefined;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ maxWidth: 480, mx: 'auto', width: '100%' }}>
      <Typography id={headingId} variant="h1" gutterBottom sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
        {AUTH_TEXT.newPasswordTitle}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {token === '' && (
          <Alert severity="warning">
            {AUTH_TEXT.linkMissing} <AskNewLink />
          </Alert>
        )}
        {token !== '' && result.isSuccess && (
          <Box>
            <Alert severity="success">{AUTH_TEXT.passwordSaved(result.data.message)}</Alert>
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              onClick={() => dispatch(dialogOpened({ tab: 'login' }))}
            >
              {AUTH_TEXT.login}
            </Button>
          </Box>
        )}
        {token !== '' && !result.isSuccess && (
          <Form<NewPasswordFormInput>
            onSubmit={async (values) => {
              await save({
                token,
                password: values.password ?? '',
                passwordRepeat: values.passwordRepeat ?? '',
              });
            }}
            validate={(values) => fieldErrors(validateNewPasswordForm(values))}
            render={({ handleSubmit }) => (
              <Box
                component="form"
                noValidate
                aria-label={AUTH_TEXT.newPasswordTitle}
                onSubmit={(event) => void handleSubmit(event)}
              >
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {AUTH_TEXT.newPasswordIntro}
                </Typography>
                {failure !== undefined && (
                  <Alert severity="error" sx={{ my: 1 }}>
                    {failureText(failure, AUTH_TEXT.savePassword)}
                    {code && (
                      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                        {AUTH_TEXT.errorCode(code)}
                      </Typography>
                    )}
                    {code?.startsWith('RESET_TOKEN_') && <AskNewLink />}
                  </Alert>
                )}
                <TextFieldInput
                  name="password"
                  label={AUTH_TEXT.newPassword}
                  type="password"
                  autoComplete="new-password"
                />
                <TextFieldInput
                  name="passwordRepeat"
                  label={AUTH_TEXT.newPasswordRepeat}
                  type="password"
                  autoComplete="new-password"
                />
                <SubmitButton
                  busy={result.isLoading}
                  label={AUTH_TEXT.savePassword}
                  busyLabel={AUTH_TEXT.savingPassword}
                />
              </Box>
            )}
          />
        )}
      </Paper>
    </Box>
  );
}
