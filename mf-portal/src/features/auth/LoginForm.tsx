import { Form } from 'react-final-form';
import { Alert, Box, Link } from '@store/app-kit/shared-mui-components';
import { SubmitButton, TextFieldInput } from '@store/remote-kit';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLoginMutation } from './auth-api';
import type { LoginCredentials } from './auth-api';
import { AUTH_TEXT } from './auth-text';
import { forgotPasswordOpened } from './dialog-slice';
import { selectLogin } from './login-slice';
import { validateLogin } from './validation';

export function LoginForm() {
  const dispatch = useAppDispatch();
  const { loginRequesting, loginErrors } = useAppSelector(selectLogin);
  // The outcome is read from the login slice (shared with the other form on screen), not from here.
  const [login] = useLoginMutation();

  return (
    <Form<LoginCredentials>
      onSubmit={async (values) => {
        await login({ username: values.username.trim(), password: values.password });
      }}
      validate={validateLogin}
      render={({ handleSubmit }) => (
        <Box
          component="form"
          noValidate
          aria-label={AUTH_TEXT.login}
          onSubmit={(event) => void handleSubmit(event)}
        >
          <TextFieldInput
            name="username"
            label={AUTH_TEXT.email}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
          <TextFieldInput
            name="password"
            label={AUTH_TEXT.password}
            type="password"
            autoComplete="current-password"
          />
          <SubmitButton busy={loginRequesting} label={AUTH_TEXT.login} busyLabel={AUTH_TEXT.loggingIn} />
          {loginErrors.map((message) => (
            <Alert key={message} severity="error" sx={{ mt: 2 }}>
              {message}
            </Alert>
          ))}
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Link component="button" type="button" onClick={() => dispatch(forgotPasswordOpened())}>
              {AUTH_TEXT.forgotPassword}
            </Link>
          </Box>
        </Box>
      )}
    />
  );
}
