import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { Field } from 'react-final-form';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@store/contracts';

export const validateRoles = (roles: StaffRole[] | undefined): string | undefined =>
  roles && roles.length > 0 ? undefined : 'Elige al menos un rol.';

/** The roles as checkboxes (a staff member may hold several), bound to react-final-form. */
export function RolesField() {
  return (
    <Field<StaffRole[]> name="roles" validate={validateRoles}>
      {({ input, meta }) => {
        // final-form gives '' for a field never set.
        const selected = (input.value as StaffRole[] | '') || [];
        const error = meta.touched ? (meta.error as string | undefined) : undefined;
        return (
          <FormControl component="fieldset" error={Boolean(error)} margin="normal">
            <FormLabel component="legend">Roles</FormLabel>
            <FormGroup>
              {STAFF_ROLES.map((role) => (
                <FormControlLabel
                  key={role}
                  control={
                    <Checkbox
                      checked={selected.includes(role)}
                      onChange={(event) => {
                        input.onChange(
                          event.target.checked
                            ? [...selected, role]
                            : selected.filter((value) => value !== role),
                        );
                        input.onBlur();
                      }}
                    />
                  }
                  label={`${role}: ${STAFF_ROLE_LABELS[role]}`}
                />
              ))}
            </FormGroup>
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    </Field>
  );
}
