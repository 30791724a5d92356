import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import type { AdminIntegrator, RotatedIntegratorSecret } from '@store/contracts';
import { ActionDialog } from '../../shared/ActionDialog';
import { apiErrorMessage } from '../../shared/api-error';
import { formatDateTime } from '../../shared/format';
import { FormTextField } from '../../shared/form-fields';
import { Facts } from '../../shared/Section';
import { SimpleTable } from '../../shared/SimpleTable';
import { usePageTitle } from '../../shared/use-page-title';
import {
  useIntegratorsQuery,
  useRotateIntegratorSecretMutation,
  useSetIntegratorDisabledMutation,
  useSetIntegratorOriginsMutation,
} from './integrators-api';
import { originLines, validateOrigins } from './origins-field';

type Pending = { integrator: AdminIntegrator; action: 'origins' | 'rotate' | 'disable' | 'enable' } | null;

/** The new secret, shown this once: closing the dialog forgets it. */
function NewSecretDialog({
  rotated,
  onClose,
}: {
  rotated: RotatedIntegratorSecret | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={rotated !== null}
      onClose={onClose}
      aria-labelledby="clave-nueva-titulo"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="clave-nueva-titulo">Nueva clave secreta de {rotated?.integrator.name}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Se muestra solo esta vez. Entrégala al integrador por un gestor de contraseñas o en persona; la
          anterior ya no funciona.
        </Alert>
        {rotated && (
          <Facts
            items={[
              ['Integrador', rotated.integrator.key],
              [
                'Clave secreta',
                <code key="secret" style={{ wordBreak: 'break-all' }}>
                  {rotated.secret}
                </code>,
              ],
            ]}
          />
        )}
        <Typography sx={{ mt: 2 }}>
          El integrador la pone en la configuración de su servidor (Authorization: Bearer …) y lo reinicia.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Ya la entregué
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Integrators of the embedded checkout: origins, secret rotation, disabling (admin only). */
export default function IntegratorsPage() {
  usePageTitle('Integradores');
  const { data, error, isLoading } = useIntegratorsQuery(undefined);
  const [setOrigins] = useSetIntegratorOriginsMutation();
  const [rotate] = useRotateIntegratorSecretMutation();
  const [setDisabled] = useSetIntegratorDisabledMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [rotated, setRotated] = useState<RotatedIntegratorSecret | null>(null);
  const open = (integrator: AdminIntegrator, action: NonNullable<Pending>['action']) =>
    setPending({ integrator, action });
  const target = pending?.integrator;

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Integradores</Typography>
      <Typography>
        Sitios que venden con el checkout incrustado de la tienda. Los cambios rigen desde la siguiente carga
        de su página.
      </Typography>
      {isLoading && <CircularProgress aria-label="Cargando los integradores" />}
      {error !== undefined && <Alert severity="error">{apiErrorMessage(error)}</Alert>}
      {data && (
        <SimpleTable
          caption="Integradores"
          rows={data.items}
          rowKey={(row) => row.key}
          columns={[
            { header: 'Nombre', cell: (row) => `${row.name} (${row.key})` },
            { header: 'Orígenes permitidos', cell: (row) => row.origins.join(', ') },
            {
              header: 'Estado',
              cell: (row) =>
                row.disabled && row.disabledAt
                  ? `Desactivado desde ${formatDateTime(row.disabledAt)}`
                  : 'Activo',
            },
            {
              header: 'Clave cambiada',
              cell: (row) => (row.secretRotatedAt ? formatDateTime(row.secretRotatedAt) : 'Nunca'),
            },
            {
              header: 'Acciones',
              cell: (row) => (
                <Stack direction="row" spacing={1} role="group" aria-label={`Acciones de ${row.name}`}>
                  <Button size="small" onClick={() => open(row, 'origins')}>
                    Orígenes
                  </Button>
                  <Button size="small" onClick={() => open(row, 'rotate')}>
                    Rotar clave
                  </Button>
                  <Button
                    size="small"
                    color={row.disabled ? 'primary' : 'error'}
                    onClick={() => open(row, row.disabled ? 'enable' : 'disable')}
                  >
                    {row.disabled ? 'Activar' : 'Desactivar'}
                  </Button>
                </Stack>
              ),
            },
          ]}
        />
      )}
      <ActionDialog<{ origins?: string }>
        open={pending?.action === 'origins'}
        onClose={() => setPending(null)}
        title="Orígenes permitidos"
        submitLabel="Guardar orígenes"
        successMessage="Orígenes guardados"
        initialValues={{ origins: target?.origins.join('\n') ?? '' }}
        onSubmit={(values) =>
          target
            ? setOrigins({ key: target.key, body: { origins: originLines(values.origins) } }).unwrap()
            : Promise.resolve()
        }
      >
        <FormTextField
          name="origins"
          label="Un origen por línea"
          required
          multiline
          minRows={3}
          helperText="https://dominio sin ruta (p. ej. https://tienda.ejemplo.hn); http:// solo para localhost."
          validate={validateOrigins}
        />
      </ActionDialog>
      <ActionDialog<object>
        open={pending?.action === 'rotate'}
        onClose={() => setPending(null)}
        title="Rotar la clave secreta"
        submitLabel="Rotar clave"
        destructive
        successMessage="Clave secreta nueva generada"
        onSubmit={async () => {
          if (!target) return;
          setRotated(await rotate({ key: target.key }).unwrap());
        }}
      >
        <Typography>
          El servidor de {target?.name} dejará de funcionar con la clave actual en este momento, hasta que use
          la nueva. Acuerda el momento con el integrador.
        </Typography>
      </ActionDialog>
      <ActionDialog<object>
        open={pending?.action === 'disable' || pending?.action === 'enable'}
        onClose={() => setPending(null)}
        title={pending?.action === 'enable' ? 'Activar integrador' : 'Desactivar integrador'}
        submitLabel={pending?.action === 'enable' ? 'Activar' : 'Desactivar'}
        destructive={pending?.action === 'disable'}
        successMessage={pending?.action === 'enable' ? 'Integrador activado' : 'Integrador desactivado'}
        onSubmit={() =>
          pending
            ? setDisabled({ key: pending.integrator.key, disabled: pending.action === 'disable' }).unwrap()
            : Promise.resolve()
        }
      >
        <Typography>
          {pending?.action === 'enable'
            ? `${target?.name ?? ''} vuelve a vender con sus orígenes y su clave de siempre.`
            : `Las páginas de ${target?.name ?? ''} mostrarán que el checkout está desactivado y su servidor no podrá crear carritos ni consultar pedidos.`}
        </Typography>
      </ActionDialog>
      <NewSecretDialog rotated={rotated} onClose={() => setRotated(null)} />
    </Stack>
  );
}
