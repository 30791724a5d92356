import { useState } from 'react';
import { Alert, Box, Button, Collapse, Link, Paper, Stack, Typography } from '@mui/material';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { loggedIn } from '../../app/session-slice';
import { apiErrorCode, apiErrorMessage } from '../../shared/api-error';
import { FormTextField, required } from '../../shared/form-fields';
import { usePageTitle } from '../../shared/use-page-title';
import { useLoginMutation } from './auth-api';

interface LoginValues {
  email: string;
  password: string;
  totp?: string;
}

const SIX_DIGITS = /^\d{6}$/u;

/** Where to go after login: only a path of this app (never another site). */
function safeNext(raw: string | null): string {
  return raw?.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/login') ? raw : '/';
}

/**
 * Staff login (POST /admin/auth/login). The API answers every wrong part with the same 401
 * ('Correo, contraseña o código incorrectos'), so it never says by itself that a code is needed:
 * the code field opens on request, and after a refusal (the usual reason for staff who enrolled),
 * and is required with NODE_ENV=production by the API.
 */
export function LoginPage() {
  usePageTitle('Iniciar sesión');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useAppSelector((state) => state.session);
  const [login] = useLoginMutation();
  const [askCode, setAskCode] = useState(false);
  const next = safeNext(params.get('siguiente'));

  if (session.token) return <Navigate to={next} replace />;

  const submit = async (values: LoginValues) => {
    const totp = values.totp?.trim();
    if (totp && !SIX_DIGITS.test(totp)) return { totp: 'El código tiene 6 dígitos.' };
    try {
      const answer = await login({
        email: values.email.trim(),
        password: values.password,
        ...(totp ? { totp } : {}),
      }).unwrap();
      dispatch(loggedIn({ token: answer.token, staff: answer.staff }));
      void navigate(next, { replace: true });
      return undefined;
    } catch (error) {
      if (apiErrorCode(error) === 'INVALID_CREDENTIALS') setAskCode(true);
      return { [FORM_ERROR]: apiErrorMessage(error) };
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Typography variant="h1" gutterBottom>
          Back office
        </Typography>
        <Typography color="text.secondary">Inicia sesión con tu cuenta del personal de la tienda.</Typography>
        {session.expired && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Tu sesión terminó. Vuelve a iniciar sesión.
          </Alert>
        )}
        <Form<LoginValues> onSubmit={submit}>
          {({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Iniciar sesión">
              {typeof submitError === 'string' && (
                <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                  {submitError}
                </Alert>
              )}
              <FormTextField
                name="email"
                label="Correo"
                type="email"
                autoComplete="username"
                required
                validate={required('Escribe tu correo.')}
              />
              <FormTextField
                name="password"
                label="Contraseña"
                type="password"
                autoComplete="current-password"
                required
                validate={required('Escribe tu contraseña.')}
              />
              <Collapse in={askCode} unmountOnExit>
                <FormTextField
                  name="totp"
                  label="Código de verificación"
                  helperText="Los 6 dígitos de tu aplicación de autenticación, si activaste el segundo factor."
                  autoComplete="one-time-code"
                  slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                />
              </Collapse>
              <Stack spacing={1} sx={{ mt: 2 }}>
                <Button type="submit" variant="contained" size="large" disabled={submitting}>
                  Iniciar sesión
                </Button>
                {!askCode && (
                  <Link
                    component="button"
                    type="button"
                    onClick={() => setAskCode(true)}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    Tengo un código de verificación
                  </Link>
                )}
              </Stack>
            </form>
          )}
        </Form>
      </Paper>
    </Box>
  );
}
