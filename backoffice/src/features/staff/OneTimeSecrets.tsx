import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Typography,
} from '@mui/material';
import type { SecondFactorEnrolment } from '@store/contracts';
import { Facts } from '../../shared/Section';

export interface IssuedSecrets {
  email: string;
  oneTimePassword?: string;
  secondFactor: SecondFactorEnrolment;
}

/**
 * What the API shows once (an invitation's one-time password, a second factor's enrolment): this
 * dialog is the only place it appears, and closing it forgets it. The staff member scans the
 * otpauth link (or types the secret) into their authenticator app.
 */
export function OneTimeSecrets({ issued, onClose }: { issued: IssuedSecrets | null; onClose: () => void }) {
  return (
    <Dialog
      open={issued !== null}
      onClose={onClose}
      aria-labelledby="secretos-titulo"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="secretos-titulo">Datos de acceso de {issued?.email}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Se muestran solo esta vez. Entrégalos a la persona por un medio seguro antes de cerrar.
        </Alert>
        {issued && (
          <Facts
            items={[
              ...(issued.oneTimePassword
                ? ([['Contraseña de un solo uso', <code key="pw">{issued.oneTimePassword}</code>]] as [
                    string,
                    React.ReactNode,
                  ][])
                : []),
              ['Clave del segundo factor', <code key="secret">{issued.secondFactor.secret}</code>],
              [
                'Enlace para la aplicación',
                <Link key="uri" href={issued.secondFactor.otpauthUri} sx={{ wordBreak: 'break-all' }}>
                  {issued.secondFactor.otpauthUri}
                </Link>,
              ],
            ]}
          />
        )}
        <Typography sx={{ mt: 2 }}>
          Con la aplicación de autenticación, abre el enlace o escribe la clave; el primer inicio de sesión
          con un código activa el segundo factor.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Ya los entregué
        </Button>
      </DialogActions>
    </Dialog>
  );
}
