import { useState } from 'react';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useStaff } from '../../app/hooks';
import { profileRefreshed } from '../../app/session-slice';
import { apiErrorMessage } from '../../shared/api-error';
import { FormTextField } from '../../shared/form-fields';
import { usePageTitle } from '../../shared/use-page-title';
import { useChangeOwnPasswordMutation } from './account-api';
import { STAFF_PASSWORD_MIN_LENGTH, validatePasswordForm, type PasswordFormValues } from './password-form';

/**
 * "Cambiar contraseña", for every staff member; the only page open to someone who still has the
 * one-time password of their invitation (RequireStaff sends them here).
 */
export default function ChangePasswordPage() {
  usePageTitle('Cambiar contraseña');
  const staff = useStaff();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [change] = useChangeOwnPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const forced = staff?.mustChangePassword === true;

  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Typography variant="h1">Cambiar contraseña</Typography>
      {forced && (
        <Alert severity="warning">
          Entraste con una contraseña temporal. Elige la tuya para continuar: las demás pantallas se abren
          después.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Form<PasswordFormValues>
          validate={validatePasswordForm}
          onSubmit={async (values) => {
            setFailure(null);
            try {
              const answer = await change({
                currentPassword: values.currentPassword ?? '',
                newPassword: values.newPassword ?? '',
              }).unwrap();
              enqueueSnackbar(answer.message, { variant: 'success' });
            } catch (error) {
              setFailure(apiErrorMessage(error));
              return;
            }
            if (staff) dispatch(profileRefreshed({ ...staff, mustChangePassword: false }));
            if (forced) void navigate('/', { replace: true });
          }}
        >
          {({ handleSubmit, submitting }) => (
            <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Cambiar contraseña">
              {failure && (
                <Alert severity="error" role="alert">
                  {failure}
                </Alert>
              )}
              <FormTextField
                name="currentPassword"
                label="Contraseña actual"
                type="password"
                autoComplete="current-password"
                required
              />
              <FormTextField
                name="newPassword"
                label="Contraseña nueva"
                type="password"
                autoComplete="new-password"
                required
                helperText={`Al menos ${STAFF_PASSWORD_MIN_LENGTH} caracteres, distinta de la actual.`}
              />
              <FormTextField
                name="repeatPassword"
                label="Repite la contraseña nueva"
                type="password"
                autoComplete="new-password"
                required
              />
              <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
                Tus otras sesiones abiertas se cerrarán; esta sigue.
              </Typography>
              <Button type="submit" variant="contained" disabled={submitting}>
                Cambiar contraseña
              </Button>
            </form>
          )}
        </Form>
      </Paper>
    </Stack>
  );
}
