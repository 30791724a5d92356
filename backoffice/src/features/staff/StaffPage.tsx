import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import type { StaffProfile, StaffRole } from '@store/contracts';
import { useStaff } from '../../app/hooks';
import { ActionDialog } from '../../shared/ActionDialog';
import { apiErrorMessage } from '../../shared/api-error';
import { formatDateTime } from '../../shared/format';
import { FormTextField, required } from '../../shared/form-fields';
import { usePageTitle } from '../../shared/use-page-title';
import { OneTimeSecrets, type IssuedSecrets } from './OneTimeSecrets';
import { RolesField } from './RolesField';
import {
  useInviteStaffMutation,
  useResetSecondFactorMutation,
  useStaffListQuery,
  useUpdateStaffMutation,
} from './staff-api';

const SECOND_FACTOR_LABELS = { none: 'Sin activar', pending: 'Pendiente', enrolled: 'Activo' } as const;

interface StaffValues {
  email?: string;
  name?: string;
  roles?: StaffRole[];
}

/** Staff accounts: invite, roles, disable or enable, reset the second factor. */
export default function StaffPage() {
  usePageTitle('Personal');
  const me = useStaff();
  const { enqueueSnackbar } = useSnackbar();
  const { data, error, isFetching } = useStaffListQuery(undefined);
  const [invite] = useInviteStaffMutation();
  const [update] = useUpdateStaffMutation();
  const [reset] = useResetSecondFactorMutation();
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<StaffProfile | null>(null);
  const [issued, setIssued] = useState<IssuedSecrets | null>(null);

  const toggle = async (member: StaffProfile) => {
    try {
      await update({ id: member.id, body: { disabled: !member.disabled } }).unwrap();
      enqueueSnackbar(member.disabled ? `${member.email} activado` : `${member.email} desactivado`, {
        variant: 'success',
      });
    } catch (failure) {
      enqueueSnackbar(apiErrorMessage(failure), { variant: 'error' });
    }
  };
  const resetFactor = async (member: StaffProfile) => {
    try {
      const answer = await reset({ id: member.id }).unwrap();
      setIssued({ email: answer.staff.email, secondFactor: answer.secondFactor });
    } catch (failure) {
      enqueueSnackbar(apiErrorMessage(failure), { variant: 'error' });
    }
  };

  const columns: GridColDef<StaffProfile>[] = [
    { field: 'name', headerName: 'Nombre', minWidth: 160, flex: 1 },
    { field: 'email', headerName: 'Correo', minWidth: 200, flex: 1 },
    {
      field: 'roles',
      headerName: 'Roles',
      minWidth: 160,
      valueFormatter: (value: StaffRole[]) => value.join(', '),
    },
    {
      field: 'secondFactor',
      headerName: 'Segundo factor',
      minWidth: 130,
      valueFormatter: (value: StaffProfile['secondFactor']) => SECOND_FACTOR_LABELS[value],
    },
    {
      field: 'disabled',
      headerName: 'Estado',
      minWidth: 150,
      valueGetter: (_value, row) =>
        row.disabled
          ? 'Desactivado'
          : row.lockedUntil
            ? `Bloqueado hasta ${formatDateTime(row.lockedUntil)}`
            : 'Activo',
    },
    {
      field: 'acciones',
      headerName: 'Acciones',
      minWidth: 380,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Button size="small" onClick={() => setEditing(row)}>
            Editar
          </Button>
          <Button size="small" onClick={() => void toggle(row)} disabled={row.id === me?.id}>
            {row.disabled ? 'Activar' : 'Desactivar'}
          </Button>
          <Button size="small" onClick={() => void resetFactor(row)}>
            Restablecer segundo factor
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="h1">Personal</Typography>
      <div>
        <Button variant="contained" onClick={() => setInviting(true)}>
          Invitar
        </Button>
      </div>
      {error && <Alert severity="error">{apiErrorMessage(error)}</Alert>}
      <DataGrid<StaffProfile>
        aria-label="Personal"
        rows={data?.items ?? []}
        columns={columns}
        loading={isFetching}
        disableRowSelectionOnClick
        disableColumnMenu
        autoHeight
        density="compact"
        pageSizeOptions={[25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
      <ActionDialog<StaffValues>
        open={inviting}
        onClose={() => setInviting(false)}
        title="Invitar a un miembro del personal"
        submitLabel="Invitar"
        successMessage="Invitación creada"
        initialValues={{ roles: [] }}
        onSubmit={async (values) => {
          const answer = await invite({
            email: (values.email ?? '').trim(),
            name: (values.name ?? '').trim(),
            roles: values.roles ?? [],
          }).unwrap();
          setIssued({
            email: answer.staff.email,
            oneTimePassword: answer.oneTimePassword,
            secondFactor: answer.secondFactor,
          });
        }}
      >
        <FormTextField
          name="email"
          label="Correo"
          type="email"
          required
          validate={required('Escribe el correo.')}
        />
        <FormTextField name="name" label="Nombre" required validate={required('Escribe el nombre.')} />
        <RolesField />
      </ActionDialog>
      {editing && (
        <ActionDialog<StaffValues>
          open
          onClose={() => setEditing(null)}
          title={`Editar a ${editing.email}`}
          submitLabel="Guardar"
          successMessage="Cambios guardados"
          initialValues={{ name: editing.name, roles: editing.roles }}
          onSubmit={(values) =>
            update({
              id: editing.id,
              body: { name: (values.name ?? '').trim(), roles: values.roles ?? [] },
            }).unwrap()
          }
        >
          <FormTextField name="name" label="Nombre" required validate={required('Escribe el nombre.')} />
          <RolesField />
        </ActionDialog>
      )}
      <OneTimeSecrets issued={issued} onClose={() => setIssued(null)} />
    </Stack>
  );
}
