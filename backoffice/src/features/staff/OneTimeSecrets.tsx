import type { ReactNode } from 'react';
import { Link } from '@mui/material';
import type { SecondFactorEnrolment } from '@store/contracts';
import { OneTimeDialog } from '../../shared/OneTimeDialog';

export interface IssuedSecrets {
  email: string;
  oneTimePassword?: string;
  secondFactor: SecondFactorEnrolment;
}

/**
 * An invitation's one-time password and a second factor's enrolment, shown this once. The staff
 * member scans the otpauth link (or types the secret) into their authenticator app.
 */
export function OneTimeSecrets({ issued, onClose }: { issued: IssuedSecrets | null; onClose: () => void }) {
  const items: [string, ReactNode][] = issued
    ? [
        ...(issued.oneTimePassword
          ? ([['Contraseña de un solo uso', <code key="pw">{issued.oneTimePassword}</code>]] as [
              string,
              ReactNode,
            ][])
          : []),
        ['Clave del segundo factor', <code key="secret">{issued.secondFactor.secret}</code>],
        [
          'Enlace para la aplicación',
          <Link key="uri" href={issued.secondFactor.otpauthUri} sx={{ wordBreak: 'break-all' }}>
            {issued.secondFactor.otpauthUri}
          </Link>,
        ],
      ]
    : [];
  return (
    <OneTimeDialog
      open={issued !== null}
      onClose={onClose}
      title={`Datos de acceso de ${issued?.email ?? ''}`}
      warning="Se muestran solo esta vez. Entrégalos a la persona por un medio seguro antes de cerrar."
      items={items}
      afterword="Con la aplicación de autenticación, abre el enlace o escribe la clave; el primer inicio de sesión con un código activa el segundo factor."
      closeLabel="Ya los entregué"
    />
  );
}
