import type { RotatedIntegratorSecret } from '@store/contracts';
import { OneTimeDialog } from '../../shared/OneTimeDialog';

/** Why the secret is shown: a new integrator's first secret, or a rotation that voided the old one. */
export type SecretOccasion = 'created' | 'rotated';

export interface IssuedIntegratorSecret extends RotatedIntegratorSecret {
  occasion: SecretOccasion;
}

/**
 * An integrator's server secret, shown this once (the API keeps only its hash): when it is
 * created and when its secret is rotated.
 */
export function IntegratorSecretDialog({
  issued,
  onClose,
}: {
  issued: IssuedIntegratorSecret | null;
  onClose: () => void;
}) {
  const created = issued?.occasion === 'created';
  const name = issued?.integrator.name ?? '';
  return (
    <OneTimeDialog
      open={issued !== null}
      onClose={onClose}
      title={created ? `Clave secreta de ${name}` : `Nueva clave secreta de ${name}`}
      warning={`Se muestra solo esta vez. Entrégala al integrador por un gestor de contraseñas o en persona${
        created ? '.' : '; la anterior ya no funciona.'
      }`}
      items={[
        ['Integrador', issued?.integrator.key ?? ''],
        [
          'Clave secreta',
          <code key="secret" style={{ wordBreak: 'break-all' }}>
            {issued?.secret}
          </code>,
        ],
      ]}
      afterword="El integrador la pone en la configuración de su servidor (Authorization: Bearer …) y lo reinicia."
      closeLabel="Ya la entregué"
    />
  );
}
