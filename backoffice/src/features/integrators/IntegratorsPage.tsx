import { useState } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { AdminIntegrator } from '@store/contracts';
import { ActionDialog } from '../../shared/ActionDialog';
import { apiErrorMessage } from '../../shared/api-error';
import { formatDateTime } from '../../shared/format';
import { FormTextField } from '../../shared/form-fields';
import { SimpleTable } from '../../shared/SimpleTable';
import { usePageTitle } from '../../shared/use-page-title';
import { IntegratorSecretDialog, type IssuedIntegratorSecret } from './IntegratorSecretDialog';
import {
  useCreateIntegratorMutation,
  useIntegratorsQuery,
  useRotateIntegratorSecretMutation,
  useSetIntegratorDisabledMutation,
  useSetIntegratorOriginsMutation,
} from './integrators-api';
import {
  newIntegratorBody,
  validateIntegratorKey,
  validateIntegratorName,
  type NewIntegratorValues,
} from './new-integrator-form';
import { originLines } from './origins-field';
import { OriginsField } from './OriginsField';

type Pending = { integrator: AdminIntegrator; action: 'origins' | 'rotate' | 'disable' | 'enable' } | null;

/** Integrators of the embedded checkout: new ones, origins, secret rotation, disabling (admin only). */
export default function IntegratorsPage() {
  usePageTitle('Integradores');
  const { data, error, isLoading } = useIntegratorsQuery(undefined);
  const [create] = useCreateIntegratorMutation();
  const [creating, setCreating] = useState(false);
  const [setOrigins] = useSetIntegratorOriginsMutation();
  const [rotate] = useRotateIntegratorSecretMutation();
  const [setDisabled] = useSetIntegratorDisabledMutation();
  const [pending, setPending] = useState<Pending>(null);
  const [issued, setIssued] = useState<IssuedIntegratorSecret | null>(null);
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
      <div>
        <Button variant="contained" onClick={() => setCreating(true)}>
          Nuevo integrador
        </Button>
      </div>
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
        <OriginsField label="Un origen por línea" />
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
          setIssued({ ...(await rotate({ key: target.key }).unwrap()), occasion: 'rotated' });
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
      <ActionDialog<NewIntegratorValues>
        open={creating}
        onClose={() => setCreating(false)}
        title="Nuevo integrador"
        submitLabel="Crear integrador"
        successMessage="Integrador creado"
        onSubmit={async (values) => {
          setIssued({ ...(await create(newIntegratorBody(values)).unwrap()), occasion: 'created' });
        }}
      >
        <FormTextField
          name="name"
          label="Nombre"
          required
          helperText="Como lo verá el personal, p. ej. Tienda de Accesorios Tegucigalpa."
          validate={validateIntegratorName}
        />
        <FormTextField
          name="key"
          label="Clave pública"
          required
          helperText="Va en la página del integrador y no cambia: minúsculas, cifras y guiones (p. ej. accesorios-tgu)."
          validate={validateIntegratorKey}
        />
        <OriginsField label="Orígenes permitidos, uno por línea" />
      </ActionDialog>
      <IntegratorSecretDialog issued={issued} onClose={() => setIssued(null)} />
    </Stack>
  );
}
